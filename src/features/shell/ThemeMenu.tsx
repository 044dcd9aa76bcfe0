import { useLingui } from '@lingui/react/macro'
import { useMantineColorScheme, type MantineColorScheme } from '@mantine/core'
import { IconCheck, IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react'
import { useHydratedAfterTakeover } from '@/lib/store-after-takeover'
import { ShellMenu } from './ShellMenu'

const ICONS = { light: IconSun, dark: IconMoon, auto: IconDeviceDesktop } as const

/** Light, dark or the system's scheme; Mantine keeps the choice in local storage. */
export function ThemeMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useLingui()
  const { colorScheme: stored, setColorScheme } = useMantineColorScheme()
  // Prerendered HTML has the default; the stored choice shows once the app has the page on screen.
  const colorScheme = useHydratedAfterTakeover() ? stored : 'auto'
  const names: Record<MantineColorScheme, string> = { light: t`Light`, dark: t`Dark`, auto: t`System` }
  const Icon = ICONS[colorScheme]
  const scheme = names[colorScheme]
  const label = t`Theme: ${scheme}`
  return (
    <ShellMenu
      compact={compact}
      icon={<Icon size={20} aria-hidden />}
      label={label}
      text={compact ? null : names[colorScheme]}
      dropdownLabel={t`Choose theme`}
      items={(Menu) =>
        (['light', 'dark', 'auto'] as const).map((scheme) => {
          const ItemIcon = ICONS[scheme]
          return (
            <Menu.Item
              key={scheme}
              aria-current={scheme === colorScheme ? 'true' : undefined}
              leftSection={<ItemIcon size={16} aria-hidden />}
              rightSection={scheme === colorScheme ? <IconCheck size={16} aria-hidden /> : null}
              onClick={() => setColorScheme(scheme)}
            >
              {names[scheme]}
            </Menu.Item>
          )
        })
      }
    />
  )
}
