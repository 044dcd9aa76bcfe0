import { fromRestFields, type RestValue } from '@/lib/firebase/rest-values'
import { createStore, useStore } from '@/lib/live-store'
import { oneShot } from '@/lib/one-shot'
import { sameValue } from '@/lib/same-value'
import { within } from '@/lib/within'
import { AS_PAGE, pageDocument, recordPageDocument } from '@/lib/page-data'
import { isPrerendering, startPhase, whenAppShown } from '@/lib/start-up'
import { fromCheckedStoredSettings, settingsFromConfig, SITE_SETTINGS_PATH } from '../model/site-settings'
import type { SiteSettingsInput, StoredSiteSettingsInput } from '../model/site-settings-schema'

/**
 * The site settings (contacts, address, hours, exceptions, notice) as every public page shows them: one store,
 * fed by one plain request to Firestore's REST API (no SDK on a public page; the service worker keeps its last
 * answer for offline visits), with the values of src/config/business.ts whenever the document is missing or does
 * not decode. A prerendered page carries the settings it was made with (src/lib/page-data.ts), which its first
 * render uses so that it matches the HTML; the fresh read follows once the app has taken the page over.
 */

/** The values of business.ts, made once. */
const fallback = settingsFromConfig()

let pageSettingsCache: { fields: unknown; settings: SiteSettingsInput } | undefined

/**
 * The settings a prerendered page was made with (while prerendering: those read so far), the same object each
 * time; the fallback when the page has none or was made with the fallback (an empty record).
 */
function pageSettings(): SiteSettingsInput {
  const fields = pageDocument(SITE_SETTINGS_PATH)
  if (pageSettingsCache && pageSettingsCache.fields === fields) return pageSettingsCache.settings
  const settings =
    fields === undefined || Object.keys(fields).length === 0
      ? fallback
      : fromCheckedStoredSettings(fromRestFields(fields as Record<string, RestValue>) as unknown as StoredSiteSettingsInput)
  pageSettingsCache = { fields, settings }
  return settings
}

/** Whether the page carries the settings it was made with (the fallback included). */
function pageHasSettings(): boolean {
  return pageDocument(SITE_SETTINGS_PATH) !== undefined
}

/** Why the fallback shows, said once per page load. */
let fallbackExplained = false

function fallbackFor(reason: string): SiteSettingsInput {
  if (!fallbackExplained) {
    fallbackExplained = true
    console.warn(`The site settings (${SITE_SETTINGS_PATH}) cannot be used, so the site shows those of src/config/business.ts: ${reason}`)
  }
  return fallback
}

/** The first read has answered (or failed). */
const firstAnswer = oneShot()

/** The read: its answer, the fallback's when the document is unusable; nothing (the store keeps what it has) when the server cannot be reached. */
async function readSettings(store: { set(value: SiteSettingsInput): void }, isCancelled: () => boolean): Promise<void> {
  try {
    const reader = await import('./site-settings-once')
    // Nothing when the chunk is gone after a deploy and the stale-chunk guard is reloading the page.
    if (!reader) return
    const answer = await reader.fetchSiteSettings()
    if (isCancelled()) return
    store.set(answer === AS_PAGE ? pageSettings() : (answer.settings ?? fallbackFor(answer.reason)))
  } catch (error) {
    // Nothing shows the settings any more (the page moved on): nothing to keep, nothing to say.
    if (isCancelled()) return
    // Offline with nothing kept, say: what is shown stays. A page being prerendered says it shows the fallback.
    if (isPrerendering()) recordPageDocument(SITE_SETTINGS_PATH, {})
    console.info('The site settings could not be read; the page keeps those it shows.', error)
  } finally {
    firstAnswer.happen()
  }
}

/** The settings; while any component shows them, read once from the server (after the takeover, on a prerendered page). */
const settingsStore = createStore<SiteSettingsInput>(pageSettings(), {
  equals: sameValue,
  start(store) {
    let cancelled = false
    const read = () => void readSettings(store, () => cancelled)
    const cancelShown = pageHasSettings() ? whenAppShown(read) : (read(), undefined)
    return () => {
      cancelled = true
      cancelShown?.()
    }
  },
})

/** The site settings to show: those the prerendered page was made with while the app takes it over, then the fresh ones. */
export function useSiteSettings(): SiteSettingsInput {
  return useStore(settingsStore, pageSettings())
}

/** How long the first render waits for the settings, on a page that does not carry them. */
const PRELOAD_PATIENCE_MS = 2000
/** How long a preload keeps the settings loading for a page that has not mounted yet. */
const PRELOAD_HOLD_MS = 10_000

/**
 * For the root route's loader: while the app starts on a page that does not carry the settings (the app shell, a
 * page opened offline, the page being prerendered), waits for them (up to PRELOAD_PATIENCE_MS; while prerendering,
 * for the answer), so that the first render shows the dealer's hours and notice instead of the fallback's,
 * which would then move the page. Never rejects.
 */
export function preloadSiteSettingsWhileStarting(): Promise<void> | undefined {
  if (startPhase() !== 'starting' || pageHasSettings()) return undefined
  const release = settingsStore.retain()
  setTimeout(release, PRELOAD_HOLD_MS)
  const answered = new Promise<void>((resolve) => firstAnswer.whenHappened(resolve))
  return isPrerendering() ? answered : within(answered, PRELOAD_PATIENCE_MS).then(() => undefined)
}
