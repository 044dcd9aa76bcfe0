import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Button, Text } from '@mantine/core'
import { IconDeviceMobileDown, IconShare2, IconSquarePlus } from '@tabler/icons-react'
import { useSheetPortalProps } from '@/components/SheetDialog'
import { loadFloating, useFloating } from '@/lib/floating'
import { useInstallPrompt } from './use-install-prompt'

/**
 * "Install app" for the sidebar: the browser's install dialog where there is one (Chrome, Edge, Android),
 * the Share → Add to Home Screen steps on iPhone and iPad, and nothing when the site is already installed or
 * the browser cannot install it.
 */
export function InstallAppButton({ compact = false }: { compact?: boolean }) {
  const { t } = useLingui()
  const { mode, install } = useInstallPrompt()
  const floating = useFloating()
  const portalProps = useSheetPortalProps()
  const [opened, setOpened] = useState(false)
  if (mode === 'none') return null

  const label = t`Install app`
  const button = (
    <Button
      variant="subtle"
      color="gray"
      styles={{ inner: { justifyContent: compact ? 'center' : 'flex-start' } }}
      fullWidth
      px={compact ? 0 : 'sm'}
      leftSection={<IconDeviceMobileDown size={20} aria-hidden />}
      aria-label={compact ? label : undefined}
      onClick={
        mode === 'prompt'
          ? () => {
              install().catch(() => {
                // The dialog could not open (already used): the browser's own menu still installs.
              })
            }
          : floating
            ? undefined
            : () => {
                // The steps open once the popover has loaded (@/lib/floating).
                setOpened(true)
                loadFloating().catch(() => setOpened(false))
              }
      }
    >
      {compact ? null : label}
    </Button>
  )

  if (mode === 'prompt' || !floating) return button

  const { Popover } = floating
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position={compact ? 'right-end' : 'top-start'}
      withArrow
      shadow="md"
      width={260}
      withinPortal
      portalProps={portalProps}
    >
      <Popover.Target>{button}</Popover.Target>
      <Popover.Dropdown aria-label={t`How to install the app`}>
        <Text size="sm" fw={600} mb={6}>
          {label}
        </Text>
        <Text size="sm">
          <IconShare2 size={16} aria-hidden style={{ verticalAlign: '-3px', marginInlineEnd: 4 }} />
          {t`Tap Share, then Add to Home Screen.`}
          <IconSquarePlus size={16} aria-hidden style={{ verticalAlign: '-3px', marginInlineStart: 4 }} />
        </Text>
      </Popover.Dropdown>
    </Popover>
  )
}
