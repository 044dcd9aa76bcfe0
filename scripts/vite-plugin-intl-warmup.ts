import type { Plugin } from 'vite'
import { intlWarmupScript } from '../src/lib/intl-warmup.ts'

/** Where index.html has the formatters' warm-up: at the top of its head, before any stylesheet. */
export const INTL_WARMUP_MARKER = '<!-- intl-warmup -->'

/**
 * Every page's head makes the site's Intl formatters once while its stylesheets load, on a first visit
 * (src/lib/intl-warmup.ts). An inline script, allowed by the hosting's Content-Security-Policy by its hash.
 */
export function intlWarmup({ timeZone }: { timeZone: string }): Plugin {
  return {
    name: 'autosalone:intl-warmup',
    transformIndexHtml(html) {
      if (!html.includes(INTL_WARMUP_MARKER)) throw new Error(`index.html has no ${INTL_WARMUP_MARKER}`)
      return html.replace(INTL_WARMUP_MARKER, `<script>${intlWarmupScript(timeZone)}</script>`)
    },
  }
}
