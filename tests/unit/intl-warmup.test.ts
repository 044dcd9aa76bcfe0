import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEALER_TIME_ZONE } from '@/config/business'
import { CLOCK_PARTS_LOCALE, clockPartsOptions } from '@/lib/intl'
import { intlWarmupScript } from '@/lib/intl-warmup'
import { INTL_WARMUP_MARKER, intlWarmup } from '../../scripts/vite-plugin-intl-warmup'

/**
 * The head's inline script that makes the site's Intl formatters while a first visit's stylesheets load: the
 * formatters it makes, run with stand-ins for the page's globals (a language, a service worker or none, an Intl
 * that records what is made), and where the build puts it.
 */

const ROOT = resolve(__dirname, '../..')
const INDEX_HTML = readFileSync(resolve(ROOT, 'index.html'), 'utf8')

/** What the script makes on a page at `path` whose document is in `lang`, controlled by a service worker or not. */
function formattersMade(path: string, lang: string, { controlled = false } = {}): string[] {
  const made: string[] = []
  const recording = {
    NumberFormat: class {
      constructor(locale: string) {
        made.push(`number ${locale}`)
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
  const navigator = { serviceWorker: { controller: controlled ? {} : null } }
  const document = { documentElement: { lang } }
  const location = { pathname: path }
  new Function('navigator', 'document', 'location', 'Intl', intlWarmupScript(DEALER_TIME_ZONE))(navigator, document, location, recording)
  return made
}

function transform(html: string): string {
  const hook = intlWarmup({ timeZone: DEALER_TIME_ZONE }).transformIndexHtml
  if (typeof hook !== 'function') throw new Error('expected a transformIndexHtml function')
  return hook.call({} as never, html, { path: '/index.html', filename: resolve(ROOT, 'index.html') }) as string
}

describe('the formatters made while a first visit’s stylesheets load', () => {
  // The dealer's clock as the app reads it: the very formatter, since one of other fields loads other data.
  const clock = `date ${CLOCK_PARTS_LOCALE} ${JSON.stringify(clockPartsOptions(DEALER_TIME_ZONE))}`

  it('are the prices’ in the page’s language and the dealer’s clock', () => {
    expect(formattersMade('/it/list/used', 'it')).toEqual(['number it-IT', clock])
    expect(formattersMade('/en/list/used', 'en')).toEqual(['number en-GB', clock])
  })

  it('take the language from the path, as the app does, on the app shell’s pages whose document is Italian', () => {
    expect(formattersMade('/en/preferiti', 'it')).toEqual(['number en-GB', clock])
  })

  it('take the document’s language on a path without one, and the default’s on a page without either', () => {
    expect(formattersMade('/', 'en')).toEqual(['number en-GB', clock])
    expect(formattersMade('/constructor/x', '')).toEqual(['number it-IT', clock])
  })

  it('are not made on a page a service worker controls (its stylesheets come at once)', () => {
    expect(formattersMade('/it', 'it', { controlled: true })).toEqual([])
  })

  it('never stop the page when Intl fails', () => {
    const script = intlWarmupScript(DEALER_TIME_ZONE)
    const failing = {
      NumberFormat: class {
        constructor() {
          throw new RangeError('no locale data')
        }
      },
    }
    expect(() =>
      new Function('navigator', 'document', 'location', 'Intl', script)({}, { documentElement: { lang: 'it' } }, { pathname: '/it' }, failing),
    ).not.toThrow()
  })

  it('come from the head, before every stylesheet and script of index.html', () => {
    const html = transform(INDEX_HTML)
    const head = html.slice(0, html.indexOf('</head>'))
    const warmup = head.indexOf(`<script>${intlWarmupScript(DEALER_TIME_ZONE)}</script>`)
    expect(warmup).toBeGreaterThan(0)
    const others = [...head.matchAll(/<script|<link rel="stylesheet"|<style/g)].map((match) => match.index).filter((index) => index !== warmup)
    expect(Math.min(...others)).toBeGreaterThan(warmup)
  })

  it('stop the build when index.html no longer says where they go', () => {
    expect(() => transform(INDEX_HTML.replace(INTL_WARMUP_MARKER, ''))).toThrow(/intl-warmup/)
  })
})
