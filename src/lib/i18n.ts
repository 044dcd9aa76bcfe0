import { i18n, type Messages } from '@lingui/core'
import { type Locale } from './locale'

/** Only the active locale's catalog is loaded; each is its own chunk, compiled from the PO catalogs in `locales/`. */
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  it: () => import('../../locales/it/messages.po'),
  en: () => import('../../locales/en/messages.po'),
}

const loaded = new Map<Locale, Messages>()

/** Loads (once) and activates a locale, and makes `<html lang>` follow it. */
export async function activateLocale(locale: Locale): Promise<void> {
  let messages = loaded.get(locale)
  if (!messages) {
    messages = (await catalogs[locale]()).messages
    loaded.set(locale, messages)
  }
  if (i18n.locale !== locale) i18n.loadAndActivate({ locale, messages })
  if (typeof document !== 'undefined') document.documentElement.lang = locale
}

/** The active locale; the router activates one before anything renders. */
export function activeLocale(): Locale {
  return i18n.locale === 'en' ? 'en' : 'it'
}

export { i18n }
