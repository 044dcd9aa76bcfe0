import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DEALER_TIME_ZONE } from '@/config/business'
import { CLOCK_PARTS_LOCALE, clockPartsOptions, INTL_WARMUP_GLOBAL, regionalLocale } from '@/lib/intl'
import { LOCALES } from '@/lib/locale'
import { INTL_WARMUP_WORKER_PATH, intlWarmupScript, intlWarmupWorker } from '@/lib/intl-warmup'
import { INTL_WARMUP_MARKER, intlWarmup } from '../../scripts/vite-plugin-intl-warmup'

/**
 * The worker that makes the site's Intl formatters off the main thread, and the page's inline script that starts
 * it: each run with stand-ins for its globals (an Intl that records what is made, a frame and a timer the test
 * fires), and what the build makes of them.
 */

const ROOT = resolve(__dirname, '../..')
const INDEX_HTML = readFileSync(resolve(ROOT, 'index.html'), 'utf8')

/** Runs the worker's code with `intl`: what it told the page and whether it closed itself, in order. */
function runWorker(intl: object): string[] {
  const steps: string[] = []
  const close = () => steps.push('closed')
  const postMessage = (message: unknown) => steps.push(`told the page ${JSON.stringify(message)}`)
  new Function('Intl', 'close', 'postMessage', intlWarmupWorker(DEALER_TIME_ZONE))(intl, close, postMessage)
  return steps
}

const warmupGlobal = () => (window as unknown as Record<string, unknown>)[INTL_WARMUP_GLOBAL]

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[INTL_WARMUP_GLOBAL]
})

function recordingIntl(made: string[]) {
  return {
    NumberFormat: class {
      constructor(locale: string, options?: object) {
        made.push(`number ${locale}${options ? ` ${JSON.stringify(options)}` : ''}`)
      }
      format() {
        return ''
      }
    },
    DateTimeFormat: class {
      constructor(locale: string, options: Intl.DateTimeFormatOptions) {
        made.push(`date ${locale} ${JSON.stringify(options)}`)
      }
      formatToParts() {
        return []
      }
    },
  }
}

/** The page's script, with a frame and a timer that run only when the test says so. */
function runPageScript(WorkerClass: unknown) {
  const frames: Array<() => void> = []
  const timers: Array<() => void> = []
  new Function('requestAnimationFrame', 'setTimeout', 'Worker', intlWarmupScript())(
    (callback: () => void) => frames.push(callback),
    (callback: () => void) => timers.push(callback),
    WorkerClass,
  )
  return {
    paintFrame: () => frames.splice(0).forEach((callback) => callback()),
    runTimers: () => timers.splice(0).forEach((callback) => callback()),
  }
}

function transform(html: string): string {
  const hook = intlWarmup({ timeZone: DEALER_TIME_ZONE }).transformIndexHtml
  if (typeof hook !== 'function') throw new Error('expected a transformIndexHtml function')
  return hook.call({} as never, html, { path: '/index.html', filename: resolve(ROOT, 'index.html') }) as string
}

describe('the worker that makes the site’s formatters', () => {
  it('makes the number formatter of every language of the site and the dealer’s clock, then closes', () => {
    const made: string[] = []
    const steps = runWorker(recordingIntl(made))
    // The dealer's clock as the app reads it: the very formatter, since one of other fields loads other data.
    expect(made).toEqual([
      ...LOCALES.map((lang) => `number ${regionalLocale(lang)}`),
      `date ${CLOCK_PARTS_LOCALE} ${JSON.stringify(clockPartsOptions(DEALER_TIME_ZONE))}`,
    ])
    expect(made).toContain('number it-IT')
    expect(made).toContain('number en-GB')
    expect(steps.at(-1)).toBe('closed')
  })

  it('tells the page it is done, then closes, and does so when Intl fails too', () => {
    expect(runWorker(recordingIntl([]))).toEqual(['told the page 0', 'closed'])
    const failing = {
      NumberFormat: class {
        constructor() {
          throw new RangeError('no locale data')
        }
      },
    }
    expect(runWorker(failing)).toEqual(['told the page 0', 'closed'])
  })
})

describe('the page’s script that starts it', () => {
  it('starts the worker at its address in the task after the first frame, not before', () => {
    const started: string[] = []
    const page = runPageScript(
      class {
        constructor(url: string) {
          started.push(url)
        }
      },
    )
    expect(started).toEqual([])
    page.paintFrame()
    expect(started).toEqual([])
    page.runTimers()
    expect(started).toEqual([INTL_WARMUP_WORKER_PATH])
  })

  it('keeps the worker’s end for the app: a promise that resolves on its message, or on its error', async () => {
    const workers: Array<{ onmessage?: () => void; onerror?: () => void }> = []
    const WorkerClass = class {
      constructor() {
        workers.push(this)
      }
    }
    for (const end of ['onmessage', 'onerror'] as const) {
      const page = runPageScript(WorkerClass)
      page.paintFrame()
      page.runTimers()
      const warmup = warmupGlobal()
      expect(warmup).toBeInstanceOf(Promise)
      let done = false
      void (warmup as Promise<void>).then(() => (done = true))
      await Promise.resolve()
      expect(done).toBe(false)
      workers.at(-1)![end]!()
      await Promise.resolve()
      expect(done, end).toBe(true)
    }
  })

  it('never stops the page where a worker cannot start', () => {
    const page = runPageScript(
      class {
        constructor() {
          throw new DOMException('blocked', 'SecurityError')
        }
      },
    )
    page.paintFrame()
    expect(() => page.runTimers()).not.toThrow()
    // Nothing to wait for: the app makes its formatters at once.
    expect(warmupGlobal()).toBeUndefined()
  })
})

describe('the build', () => {
  it('puts the script in the head of index.html, where its marker is', () => {
    const html = transform(INDEX_HTML)
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toContain(`<script>${intlWarmupScript()}</script>`)
    expect(html).not.toContain(INTL_WARMUP_MARKER)
  })

  it('writes the worker’s file at the address the script starts', () => {
    const emitted: Array<{ fileName?: string; source?: unknown }> = []
    const hook = intlWarmup({ timeZone: DEALER_TIME_ZONE }).generateBundle
    if (typeof hook !== 'function') throw new Error('expected a generateBundle function')
    hook.call({ emitFile: (file: { fileName?: string; source?: unknown }) => emitted.push(file) } as never, {} as never, {}, false)
    expect(emitted).toEqual([expect.objectContaining({ fileName: INTL_WARMUP_WORKER_PATH.slice(1), source: intlWarmupWorker(DEALER_TIME_ZONE) })])
  })

  it('stops when index.html no longer says where the script goes', () => {
    expect(() => transform(INDEX_HTML.replace(INTL_WARMUP_MARKER, ''))).toThrow(/intl-warmup/)
  })
})
