import { i18n, setupI18n, type I18n, type Messages } from '@lingui/core'
import { type Locale } from './locale'

/**
 * The catalogs besides the common one (`messages`, which every page needs): the static pages' long texts, the
 * listings' filters, a vehicle's page, the visitors' requests, the reserved area's strings, the home page's lower
 * blocks, the footer and the cookie banner, loaded by their routes or parts (lingui.config.ts lists the files each
 * covers).
 */
export type MessageArea = 'pages' | 'listing' | 'vehicle' | 'leads' | 'admin' | 'home' | 'footer' | 'consent'
type Catalog = 'messages' | MessageArea

/** Each catalog of each locale is its own chunk, compiled from the PO catalogs in `locales/`. */
const catalogs: Record<Catalog, Record<Locale, () => Promise<{ messages: Messages }>>> = {
  messages: { it: () => import('../../locales/it/messages.po'), en: () => import('../../locales/en/messages.po') },
  pages: { it: () => import('../../locales/it/pages.po'), en: () => import('../../locales/en/pages.po') },
  listing: { it: () => import('../../locales/it/listing.po'), en: () => import('../../locales/en/listing.po') },
  vehicle: { it: () => import('../../locales/it/vehicle.po'), en: () => import('../../locales/en/vehicle.po') },
  leads: { it: () => import('../../locales/it/leads.po'), en: () => import('../../locales/en/leads.po') },
  admin: { it: () => import('../../locales/it/admin.po'), en: () => import('../../locales/en/admin.po') },
  home: { it: () => import('../../locales/it/home.po'), en: () => import('../../locales/en/home.po') },
  footer: { it: () => import('../../locales/it/footer.po'), en: () => import('../../locales/en/footer.po') },
  consent: { it: () => import('../../locales/it/consent.po'), en: () => import('../../locales/en/consent.po') },
}

/** Catalogs already in `i18n`, by `${locale}/${catalog}`; a failed load (offline) is forgotten, to be retried. */
const loading = new Map<string, Promise<void>>()
/** Those whose load has finished. */
const loaded = new Set<string>()

function load(locale: Locale, catalog: Catalog): Promise<void> {
  const key = `${locale}/${catalog}`
  let pending = loading.get(key)
  if (!pending) {
    // i18n.load adds to what the locale has, so the catalogs of a locale add up.
    pending = catalogs[catalog][locale]().then(({ messages }) => {
      i18n.load(locale, messages)
      loaded.add(key)
    })
    pending.catch(() => loading.delete(key))
    loading.set(key, pending)
  }
  return pending
}

/**
 * Loads (once) and activates a locale with its common catalog, and makes `<html lang>` follow it: set only when it
 * changes, since setting the attribute (even to its value) makes the browser recompute the style of the whole page.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  await load(locale, 'messages')
  if (i18n.locale !== locale) i18n.activate(locale)
  if (typeof document !== 'undefined' && document.documentElement.lang !== locale) document.documentElement.lang = locale
}

/** Loads (once) the catalogs of some areas of the site in a locale, for the routes that show them. */
export async function loadMessages(locale: Locale, ...areas: MessageArea[]): Promise<void> {
  await Promise.all(areas.map((area) => load(locale, area)))
}

/** Whether the area's catalog of `locale` is in already (loadMessages has finished). */
export function messagesLoaded(locale: Locale, area: MessageArea): boolean {
  return loaded.has(`${locale}/${area}`)
}

/** whenMessagesLoaded's promises, by `${locale}/${area}`. */
const settled = new Map<string, Promise<void>>()

/**
 * The same promise for as long as the catalog is loading or loaded (React's `use` can wait on it), which never
 * rejects: for a part of a page that loads its own strings (a lazy form), in whatever locale the page is now.
 */
export function whenMessagesLoaded(locale: Locale, area: MessageArea): Promise<void> {
  const key = `${locale}/${area}`
  let pending = settled.get(key)
  if (!pending) {
    pending = load(locale, area).catch(() => {
      settled.delete(key)
    })
    settled.set(key, pending)
  }
  return pending
}

/**
 * A translator of its own in `locale`, whatever the page's is, with the common catalog and `areas`: for a text
 * written to someone in their language (the reserved area's reply to a visitor who wrote in English).
 */
export async function translatorFor(locale: Locale, ...areas: MessageArea[]): Promise<I18n> {
  const modules = await Promise.all((['messages', ...areas] as Catalog[]).map((catalog) => catalogs[catalog][locale]()))
  const translator = setupI18n()
  for (const { messages } of modules) translator.load(locale, messages)
  translator.activate(locale)
  return translator
}

/** The active locale; the router activates one before anything renders. */
export function activeLocale(): Locale {
  return i18n.locale === 'en' ? 'en' : 'it'
}

export { i18n }
