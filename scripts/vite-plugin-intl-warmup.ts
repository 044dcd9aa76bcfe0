import type { Plugin } from 'vite'
import { INTL_WARMUP_WORKER_PATH, intlWarmupScript, intlWarmupWorker } from '../src/lib/intl-warmup.ts'
import { inlineScriptAt } from './inline-script.ts'

/** Where index.html has the script that starts the formatters' warm-up: in its head. */
export const INTL_WARMUP_MARKER = '<!-- intl-warmup -->'

/**
 * Every page starts a worker that makes the site's Intl formatters once its first frame is painted
 * (src/lib/intl-warmup.ts): the build writes the worker's file at INTL_WARMUP_WORKER_PATH (the dev server serves
 * it there) and puts the inline script that starts it where index.html's marker is, allowed by the hosting's
 * Content-Security-Policy by its hash.
 */
export function intlWarmup({ timeZone }: { timeZone: string }): Plugin {
  const worker = intlWarmupWorker(timeZone)
  return {
    name: 'autosalone:intl-warmup',
    configureServer(server) {
      server.middlewares.use(INTL_WARMUP_WORKER_PATH, (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript')
        response.end(worker)
      })
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: INTL_WARMUP_WORKER_PATH.slice(1), source: worker })
    },
    transformIndexHtml: (html) => inlineScriptAt(html, INTL_WARMUP_MARKER, intlWarmupScript()),
  }
}
