import { getDocumentOnce } from '@/lib/firebase/firestore-rest'
import { isPrerendering, recordPageDocument } from '@/lib/page-data'
import { SITE_SETTINGS_PATH } from '../model/site-settings'
import { decodeSiteSettings } from '../model/site-settings-schema'
import type { SiteSettingsInput } from '../model/site-settings-schema'

/**
 * The site settings read once from the server without the Firestore SDK (one small request, which the service
 * worker answers from its copy offline), decoded with the settings schema, which loads with this module rather
 * than with the page. A document that is missing or does not decode gives `null` and why: the site then shows the
 * values of src/config/business.ts. Throws RestReadError when the server cannot be read.
 */
export async function fetchSiteSettings(): Promise<{ settings: SiteSettingsInput } | { settings: null; reason: string }> {
  const data = await getDocumentOnce(SITE_SETTINGS_PATH)
  const decoded = decodeSiteSettings(data)
  if (decoded.ok) {
    const { revision: _revision, updatedAt: _updatedAt, ...settings } = decoded.settings
    return { settings }
  }
  // The page being prerendered shows the fallback: it says so (an empty record), rather than carrying a document
  // that the app would read as it is.
  if (isPrerendering()) recordPageDocument(SITE_SETTINGS_PATH, {})
  return { settings: null, reason: decoded.reason }
}
