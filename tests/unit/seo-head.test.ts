import { msg } from '@lingui/core/macro'
import { beforeAll, describe, expect, it } from 'vitest'
import { DEMO_SITE_URL, business, resolveSiteUrl } from '@/config/business'
import { activateLocale, loadMessages } from '@/lib/i18n'
import { buildHead, pageHead, type RouteHead } from '@/lib/seo'
import { canonicalUrl, pageAlternates, splitLocalePath } from '@/lib/seo-urls'

const ORIGIN = business.siteUrl

function metaContent(head: RouteHead, key: string): string[] {
  return head.meta.filter((tag) => tag.name === key || tag.property === key).map((tag) => tag.content!)
}

function link(head: RouteHead, rel: string, hrefLang?: string): string[] {
  return head.links.filter((tag) => tag.rel === rel && (hrefLang === undefined || tag.hrefLang === hrefLang)).map((tag) => tag.href!)
}

function jsonLd(head: RouteHead): Array<Record<string, unknown>> {
  return head.scripts.map((script) => JSON.parse(script.children) as Record<string, unknown>)
}

describe('site origin', () => {
  it('is the demo origin unless VITE_SITE_URL names another, reduced to its origin', () => {
    expect(resolveSiteUrl(undefined)).toBe(DEMO_SITE_URL)
    expect(resolveSiteUrl('  ')).toBe(DEMO_SITE_URL)
    expect(resolveSiteUrl('https://www.autosalone.it/')).toBe('https://www.autosalone.it')
    expect(resolveSiteUrl('http://localhost:4173/some/path')).toBe('http://localhost:4173')
  })

  it('refuses what is not an http(s) URL', () => {
    expect(() => resolveSiteUrl('www.autosalone.it')).toThrow(/VITE_SITE_URL/)
    expect(() => resolveSiteUrl('ftp://autosalone.it')).toThrow(/http or https/)
  })
})

describe('addresses of a page', () => {
  it('splits the locale from the page, ignoring search, hash and extra slashes', () => {
    expect(splitLocalePath('/it/list/used/?fuel=diesel#top')).toEqual({ lang: 'it', page: '/list/used' })
    expect(splitLocalePath('/en')).toEqual({ lang: 'en', page: '' })
    expect(splitLocalePath('/')).toEqual({ lang: undefined, page: '' })
    expect(splitLocalePath('/servizi')).toEqual({ lang: undefined, page: '/servizi' })
  })

  it('canonicalizes to the path on the site origin, without search', () => {
    expect(canonicalUrl('https://a.example', '/it/list/used?fuel=diesel&sort=price-asc')).toBe('https://a.example/it/list/used')
    expect(canonicalUrl('https://a.example/', '/en/')).toBe('https://a.example/en')
    expect(canonicalUrl('https://a.example', '/')).toBe('https://a.example/')
  })

  it('gives every page an Italian, an English and an x-default version; home’s x-default is /', () => {
    expect(pageAlternates('https://a.example', '')).toEqual([
      { hreflang: 'it', href: 'https://a.example/it' },
      { hreflang: 'en', href: 'https://a.example/en' },
      { hreflang: 'x-default', href: 'https://a.example/' },
    ])
    expect(pageAlternates('https://a.example', '/detail/used-001')).toEqual([
      { hreflang: 'it', href: 'https://a.example/it/detail/used-001' },
      { hreflang: 'en', href: 'https://a.example/en/detail/used-001' },
      { hreflang: 'x-default', href: 'https://a.example/it/detail/used-001' },
    ])
  })
})

describe.each([
  { lang: 'it', title: 'Servizi', ogLocale: 'it_IT', otherLocale: 'en_GB', home: 'Home' },
  { lang: 'en', title: 'Services', ogLocale: 'en_GB', otherLocale: 'it_IT', home: 'Home' },
] as const)('head of a content page ($lang)', ({ lang, title, ogLocale, otherLocale, home }) => {
  let head: RouteHead
  beforeAll(async () => {
    await Promise.all([activateLocale(lang), loadMessages(lang, 'vehicle')])
    head = pageHead(
      `/${lang}/servizi`,
      msg`Services`,
      msg`Used car sales, car rental, financing, trade-ins, warranty and paperwork: everything our dealership does for you.`,
    )
  })

  it('has the title and description in the language of the page', () => {
    expect(head.meta[0]).toEqual({ title: `${title} | ${business.name}` })
    const [description] = metaContent(head, 'description')
    expect(description).toMatch(lang === 'it' ? /^Vendita/ : /^Used car sales/)
    expect(metaContent(head, 'og:description')).toEqual([description])
    expect(metaContent(head, 'twitter:description')).toEqual([description])
  })

  it('has a canonical URL and both language versions, with x-default on the Italian page', () => {
    expect(link(head, 'canonical')).toEqual([`${ORIGIN}/${lang}/servizi`])
    expect(link(head, 'alternate', 'it')).toEqual([`${ORIGIN}/it/servizi`])
    expect(link(head, 'alternate', 'en')).toEqual([`${ORIGIN}/en/servizi`])
    expect(link(head, 'alternate', 'x-default')).toEqual([`${ORIGIN}/it/servizi`])
  })

  it('has Open Graph and Twitter card tags, with the site image', () => {
    expect(metaContent(head, 'og:type')).toEqual(['website'])
    expect(metaContent(head, 'og:title')).toEqual([title])
    expect(metaContent(head, 'og:url')).toEqual([`${ORIGIN}/${lang}/servizi`])
    expect(metaContent(head, 'og:site_name')).toEqual([business.name])
    expect(metaContent(head, 'og:locale')).toEqual([ogLocale])
    expect(metaContent(head, 'og:locale:alternate')).toEqual([otherLocale])
    expect(metaContent(head, 'og:image')).toEqual([`${ORIGIN}/og-image.png`])
    expect(metaContent(head, 'og:image:width')).toEqual(['1200'])
    expect(metaContent(head, 'og:image:height')).toEqual(['630'])
    expect(metaContent(head, 'twitter:card')).toEqual(['summary_large_image'])
    expect(metaContent(head, 'twitter:image')).toEqual([`${ORIGIN}/og-image.png`])
    expect(metaContent(head, 'robots')).toEqual([])
  })

  it('carries the breadcrumb trail Home › the page (the dealer is the shell’s, from the site settings)', () => {
    expect(jsonLd(head).map((data) => data['@type'])).toEqual(['BreadcrumbList'])
    const [trail] = jsonLd(head)
    expect(trail).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: home, item: `${ORIGIN}/${lang}` },
        { '@type': 'ListItem', position: 2, name: title, item: `${ORIGIN}/${lang}/servizi` },
      ],
    })
  })
})

describe('heads of other pages', () => {
  beforeAll(() => Promise.all([activateLocale('it'), loadMessages('it', 'vehicle')]))

  it('a filtered listing canonicalizes to the listing, and its crumb is the short name', () => {
    const head = pageHead('/it/list/used?fuel=diesel&priceMax=15000', msg`Used cars for sale`, msg`Checked used cars`, { crumb: msg`Used cars` })
    expect(link(head, 'canonical')).toEqual([`${ORIGIN}/it/list/used`])
    expect(metaContent(head, 'og:url')).toEqual([`${ORIGIN}/it/list/used`])
    const trail = jsonLd(head)[0] as { itemListElement: Array<{ name: string; item: string }> }
    expect(trail.itemListElement.map((crumb) => crumb.name)).toEqual(['Home', 'Auto usate'])
    expect(trail.itemListElement[1]!.item).toBe(`${ORIGIN}/it/list/used`)
  })

  it('home has no trail; `/` is its own canonical page and the x-default', () => {
    const home = pageHead('/it', msg`Used cars and car rental in Bergamo`, msg`Quality used cars`)
    expect(jsonLd(home)).toEqual([])
    expect(link(home, 'alternate', 'x-default')).toEqual([`${ORIGIN}/`])
    const root = pageHead('/', msg`Used cars and car rental in Bergamo`, msg`Quality used cars`)
    expect(link(root, 'canonical')).toEqual([`${ORIGIN}/`])
    expect(metaContent(root, 'og:locale')).toEqual(['it_IT'])
  })

  it('sign-in and the reserved area are noindex, with no canonical, alternates or structured data', () => {
    const head = pageHead('/it/login', msg`Sign in`, msg`Sign in to the reserved area of the dealership.`, { noindex: true })
    expect(metaContent(head, 'robots')).toEqual(['noindex'])
    expect(head.links).toEqual([])
    expect(head.scripts).toEqual([])
    expect(head.meta[0]).toEqual({ title: `Accedi | ${business.name}` })
  })

  it('uses the given preview image and type', () => {
    const head = buildHead(
      { path: '/en/detail/x', title: 'A car', description: 'Nice', type: 'product', image: { url: 'https://img.example/a.webp', alt: 'A car' } },
      'https://a.example',
    )
    expect(metaContent(head, 'og:image')).toEqual(['https://img.example/a.webp'])
    expect(metaContent(head, 'og:image:width')).toEqual([])
    expect(metaContent(head, 'og:image:alt')).toEqual(['A car'])
    expect(metaContent(head, 'og:type')).toEqual(['product'])
    expect(metaContent(head, 'og:locale')).toEqual(['en_GB'])
  })
})
