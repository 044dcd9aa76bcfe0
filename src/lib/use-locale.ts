import { useLingui } from '@lingui/react'
import { isLocale, DEFAULT_LOCALE, type Locale } from './locale'

/** The active locale, for links and formatting; the router activates it before anything renders. */
export function useLocale(): Locale {
  const { i18n } = useLingui()
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
}
