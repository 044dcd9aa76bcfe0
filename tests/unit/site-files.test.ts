import { describe, expect, it } from 'vitest'
import { robotsTxt, sitemapEntries, sitemapXml } from '../../scripts/seo/site-files'

const ORIGIN = 'https://www.example.it'
const STATIC_PAGES = ['', '/servizi', '/chisiamo', '/contatti', '/dovesiamo', '/cookie', '/privacy', '/termini', '/list', '/list/used', '/list/rent']

function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml')
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0)
  return doc
}

describe('sitemap.xml', () => {
  const vehicles = [
    { id: 'used-001', updatedAt: new Date('2026-05-01T10:00:00.000Z'), sold: false },
    { id: 'rent-002', updatedAt: new Date('2026-05-03T08:30:00.000Z'), sold: false },
    { id: 'used-009', updatedAt: undefined, sold: false },
    // Sold: its page asks not to be indexed.
    { id: 'used-012', updatedAt: new Date('2026-04-01T08:00:00.000Z'), sold: true },
  ]
  const doc = parse(sitemapXml(sitemapEntries(ORIGIN, vehicles)))
  const urls = [...doc.getElementsByTagName('url')]
  const byLoc = new Map(urls.map((url) => [url.getElementsByTagName('loc')[0]!.textContent!, url]))

  it('lists / and every static page and published vehicle on sale in both languages', () => {
    const expected = [
      `${ORIGIN}/`,
      ...[...STATIC_PAGES, '/detail/used-001', '/detail/rent-002', '/detail/used-009'].flatMap((page) => [`${ORIGIN}/it${page}`, `${ORIGIN}/en${page}`]),
    ]
    expect([...byLoc.keys()].sort()).toEqual(expected.sort())
  })

  it('gives each address its alternates in it, en and x-default', () => {
    const alternates = (loc: string) =>
      [...byLoc.get(loc)!.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map(
        (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
      )
    expect(alternates(`${ORIGIN}/en/detail/used-001`)).toEqual([
      `it ${ORIGIN}/it/detail/used-001`,
      `en ${ORIGIN}/en/detail/used-001`,
      `x-default ${ORIGIN}/it/detail/used-001`,
    ])
    expect(alternates(`${ORIGIN}/it`)).toEqual([`it ${ORIGIN}/it`, `en ${ORIGIN}/en`, `x-default ${ORIGIN}/`])
  })

  it('dates vehicles by their last change, and the listings by the newest vehicle', () => {
    const lastmod = (loc: string) => byLoc.get(loc)!.getElementsByTagName('lastmod')[0]?.textContent ?? null
    expect(lastmod(`${ORIGIN}/it/detail/used-001`)).toBe('2026-05-01T10:00:00Z')
    expect(lastmod(`${ORIGIN}/en/detail/rent-002`)).toBe('2026-05-03T08:30:00Z')
    expect(lastmod(`${ORIGIN}/it/detail/used-009`)).toBeNull()
    expect(lastmod(`${ORIGIN}/it/list/used`)).toBe('2026-05-03T08:30:00Z')
    expect(lastmod(`${ORIGIN}/`)).toBe('2026-05-03T08:30:00Z')
    expect(lastmod(`${ORIGIN}/it/privacy`)).toBeNull()
  })

  it('without the vehicles (Firestore unreachable) still lists the static pages', () => {
    const locs = sitemapEntries(ORIGIN, undefined).map((entry) => entry.loc)
    expect(locs).toHaveLength(1 + STATIC_PAGES.length * 2)
    expect(locs.some((loc) => loc.includes('/detail/'))).toBe(false)
  })
})

describe('robots.txt', () => {
  const lines = robotsTxt(ORIGIN).split('\n')

  it('allows everything but the reserved area and sign-in, and names the sitemap', () => {
    expect(lines[0]).toBe('User-agent: *')
    expect(lines).toContain('Allow: /')
    for (const path of ['/it/admin', '/en/admin', '/it/login', '/en/login', '/admin', '/login']) expect(lines).toContain(`Disallow: ${path}`)
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
    const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice('Disallow: '.length))
    for (const page of STATIC_PAGES) {
      for (const lang of ['it', 'en']) expect(disallowed.some((path) => `/${lang}${page}`.startsWith(path))).toBe(false)
    }
  })
})
