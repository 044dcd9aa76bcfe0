import type { Plugin } from 'vite'
import { resolveSiteUrl } from '../src/config/business.ts'
import { fetchPublishedVehicles, type PublishedVehicleRef } from './seo/published-vehicles.ts'
import { robotsTxt, sitemapEntries, sitemapXml } from './seo/site-files.ts'

/**
 * Writes `sitemap.xml` and `robots.txt` into the build, for the site's public origin (VITE_SITE_URL, else the
 * business config's). The sitemap lists every public page in both languages and every vehicle published at
 * build time, read from the configured Firestore (the emulators in the local demo: build after seeding them).
 * When Firestore cannot be read, the build goes on with a warning and the static pages only; a published
 * vehicle whose document does not decode is left out, with a warning that names it.
 */
/** "fetch failed" says little: the cause (a refused connection, a timeout) says why. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : ''
  return `${error.message}${cause}`
}

export function seoFiles(): Plugin {
  let env: Record<string, string> = {}
  return {
    name: 'autosalone:seo-files',
    apply: 'build',
    configResolved(config) {
      env = config.env
    },
    async generateBundle() {
      const origin = resolveSiteUrl(env.VITE_SITE_URL)
      let vehicles: PublishedVehicleRef[] | undefined
      try {
        const published = await fetchPublishedVehicles(env)
        vehicles = published.vehicles
        for (const { id, reason } of published.malformed) {
          this.warn(
            `sitemap.xml leaves out the published vehicle "${id}": its document does not decode (${reason}), so the site shows it to nobody. Correct or delete the document in the Firebase console.`,
          )
        }
      } catch (error) {
        this.warn(
          `sitemap.xml lists the static pages only: the published vehicles could not be read (${describeError(error)}). ` +
            'Build with Firestore reachable (for the demo: inside the emulators, after the seed) to list them.',
        )
      }
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(sitemapEntries(origin, vehicles)) })
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(origin) })
    },
  }
}
