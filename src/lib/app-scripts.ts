/**
 * A built page loads the app's scripts after its first paint: a small inline loader adds the entry script and
 * the page's module preloads, a few per task (scripts/vite-plugin-after-paint.ts). Until it has added them all,
 * a dynamic import would add the missing ones itself, all at once (Vite's preload helper): one long task on a
 * slow phone. The app waits for the loader before it loads its route (main.tsx).
 */
import { within } from './within'

/**
 * The id of the data block that lists the page's scripts: `{ "entry": "/assets/….js", "preload": [...], "manifest":
 * "/manifest.webmanifest" }` (the manifest linked once the scripts are in).
 */
export const APP_SCRIPTS_ID = 'app-scripts'
/** The attribute the loader sets on that block once it has added every script of the list. */
export const APP_SCRIPTS_ADDED_ATTRIBUTE = 'data-added'
/** The event the loader dispatches on the document at the same moment. */
export const APP_SCRIPTS_ADDED_EVENT = 'app-scripts-added'

/**
 * How long the app waits for the loader at most: past it, a loader stopped halfway (a script of its list that
 * cannot be added, say) costs one long task, not the app.
 */
export const APP_SCRIPTS_PATIENCE_MS = 10_000

/**
 * Resolves once the loader has added all the page's scripts, or after APP_SCRIPTS_PATIENCE_MS; at once on a page
 * without the loader (development).
 */
export async function whenAppScriptsAdded(doc: Document = document): Promise<void> {
  const block = doc.getElementById(APP_SCRIPTS_ID)
  if (!block || block.hasAttribute(APP_SCRIPTS_ADDED_ATTRIBUTE)) return
  await within(new Promise((resolve) => doc.addEventListener(APP_SCRIPTS_ADDED_EVENT, resolve, { once: true })), APP_SCRIPTS_PATIENCE_MS)
}
