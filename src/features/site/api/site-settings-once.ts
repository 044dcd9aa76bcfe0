import { getDocumentSincePage } from '@/lib/firebase/firestore-rest'
import { RestReadError } from '@/lib/firebase/firestore-rest-read'
import { AS_PAGE, recordPageDocument } from '@/lib/page-data'
import { isPrerendering } from '@/lib/start-up'
import { SITE_SETTINGS_PATH } from '../model/site-settings'
import type { SiteSettingsInput } from '../model/site-settings-schema'

/**
 * The site settings read once from the server without the Firestore SDK (one small request, which the service
 * worker answers from its copy offline), decoded with the settings schema, which loads after the request rather
 * than with the page, and only when needed: `AS_PAGE` when the document is the one the prerendered page carries.
 * A document that is missing or does not decode gives `null` and why: the site then shows the values of
 * src/config/business.ts. Throws RestReadError when the server cannot be read.
 */
export async function fetchSiteSettings(): Promise<{ settings: SiteSettingsInput } | { settings: null; reason: string } | typeof AS_PAGE> {
  const data = await getDocumentSincePage(SITE_SETTINGS_PATH)
  if (data === AS_PAGE) return AS_PAGE
  const schema = await import('../model/site-settings-schema')
  // Nothing when the chunk is gone after a deploy and the stale-chunk guard is reloading the page.
  if (!schema) throw new RestReadError('The settings decoder did not load', null)
  const decoded = schema.decodeSiteSettings(data)
  if (decoded.ok) {
    const { revision: _revision, updatedAt: _updatedAt, ...settings } = decoded.settings
    return { settings }
  }
  // The page being prerendered shows the fallback: it says so (an empty record), rather than carrying a document
  // that the app would read as it is.
  if (isPrerendering()) recordPageDocument(SITE_SETTINGS_PATH, {})
  return { settings: null, reason: decoded.reason }
}
