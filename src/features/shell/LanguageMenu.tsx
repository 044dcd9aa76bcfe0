import { useLingui } from '@lingui/react/macro'
import { IconCheck, IconLanguage } from '@tabler/icons-react'
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { rememberLocale } from '@/lib/browser-locale'
import { LOCALE_NAMES, LOCALES, switchLocalePath, type Locale } from '@/lib/locale'
import { useLocale } from '@/lib/use-locale'
import { ShellMenu } from './ShellMenu'

/** Italiano / English: the same page in the other language; the choice is remembered in the `locale` cookie. */
export function LanguageMenu({ compact = false, onSwitch }: { compact?: boolean; onSwitch?: () => void }) {
  const { t } = useLingui()
  const lang = useLocale()
  const navigate = useNavigate()
  const href = useRouterState({ select: (state) => state.location.href })

  const choose = (locale: Locale) => {
    rememberLocale(locale)
    onSwitch?.()
    if (locale !== lang) void navigate({ href: switchLocalePath(href, locale) })
  }

  const language = LOCALE_NAMES[lang]
  const label = t`Language: ${language}`
  return (
    <ShellMenu
      compact={compact}
      icon={<IconLanguage size={20} aria-hidden />}
      label={label}
      text={compact ? lang.toUpperCase() : LOCALE_NAMES[lang]}
      dropdownLabel={t`Choose language`}
      items={(Menu) =>
        LOCALES.map((locale) => (
          <Menu.Item
            key={locale}
            component="a"
            href={switchLocalePath(href, locale)}
            hrefLang={locale}
            lang={locale}
            aria-current={locale === lang ? 'true' : undefined}
            rightSection={locale === lang ? <IconCheck size={16} aria-hidden /> : null}
            onClick={(event) => {
              event.preventDefault()
              choose(locale)
            }}
          >
            {LOCALE_NAMES[locale]}
          </Menu.Item>
        ))
      }
    />
  )
}
