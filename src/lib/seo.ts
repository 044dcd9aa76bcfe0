import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { business } from '@/config/business'
import { activeLocale, i18n } from './i18n'
import { LOCALES, type Locale } from './locale'
import { OG_LOCALES, absoluteUrl, canonicalUrl, pageAlternates, splitLocalePath } from './seo-urls'
import { SITE_IMAGE, breadcrumbJsonLd, jsonLdScript, type Crumb, type JsonLdObject } from './structured-data'

/** What a route's `head` returns: the router renders it through <HeadContent/>. */
export interface RouteHead {
  meta: Array<Record<string, string>>
  links: Array<Record<string, string>>
  scripts: Array<{ type: string; children: string }>
}

export interface HeadImage {
  /** Absolute URL. */
  url: string
  width?: number
  height?: number
  alt: string
}

export interface PageSeo {
  /** The page's path, with its locale prefix (or `/`); a search is ignored. */
  path: string
  /** The page's own title, without the site's name. */
  title: string
  description: string
  /** The preview image; the site image when absent. */
  image?: HeadImage
  /** `og:type`; `website` when absent. */
  type?: 'website' | 'product'
  /** Structured data of the page (the dealer's is the site feature's: it follows the site settings). */
  jsonLd?: JsonLdObject[]
  /** Pages for nobody's index (sign-in, the reserved area): a robots `noindex` and no canonical. */
  noindex?: boolean
}

/** The public origin of the site, from the business config (VITE_SITE_URL). */
export function siteOrigin(): string {
  return business.siteUrl
}

/** "Services | Autosalone Orobico Demo"; home's title already says what the site is. */
export function documentTitle(title: string): string {
  return `${title} | ${business.name}`
}

/**
 * Every head tag of a page: title, description, canonical URL and its hreflang alternates, Open Graph and
 * Twitter card tags, and the page's own JSON-LD (the dealer's, on every indexed page, is rendered by the shell from
 * the site settings: src/features/site/components/DealerStructuredData.tsx).
 */
export function buildHead(page: PageSeo, origin: string = siteOrigin()): RouteHead {
  const { lang: pathLang } = splitLocalePath(page.path)
  const lang: Locale = pathLang ?? activeLocale()
  const title = documentTitle(page.title)
  if (page.noindex) {
    return {
      meta: [{ title }, { name: 'description', content: page.description }, { name: 'robots', content: 'noindex' }],
      links: [],
      scripts: [],
    }
  }
  const url = canonicalUrl(origin, page.path)
  const image = page.image ?? {
    url: absoluteUrl(origin, SITE_IMAGE.path),
    width: SITE_IMAGE.width,
    height: SITE_IMAGE.height,
    alt: business.name,
  }
  const meta: Array<Record<string, string>> = [
    { title },
    { name: 'description', content: page.description },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:site_name', content: business.name },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: OG_LOCALES[lang] },
    ...LOCALES.filter((other) => other !== lang).map((other) => ({ property: 'og:locale:alternate', content: OG_LOCALES[other] })),
    { property: 'og:image', content: image.url },
    ...(image.width && image.height
      ? [
          { property: 'og:image:width', content: String(image.width) },
          { property: 'og:image:height', content: String(image.height) },
        ]
      : []),
    { property: 'og:image:alt', content: image.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: page.title },
    { name: 'twitter:description', content: page.description },
    { name: 'twitter:image', content: image.url },
    { name: 'twitter:image:alt', content: image.alt },
  ]
  const { page: pagePath } = splitLocalePath(page.path)
  const links = [
    { rel: 'canonical', href: url },
    ...pageAlternates(origin, pagePath).map(({ hreflang, href }) => ({ rel: 'alternate', hrefLang: hreflang, href })),
  ]
  const scripts = (page.jsonLd ?? []).map(jsonLdScript)
  return { meta, links, scripts }
}

/** Home, as the first crumb of every trail. */
export function homeCrumb(lang: Locale, origin: string = siteOrigin(), i18nInstance: I18n = i18n): Crumb {
  return { name: i18nInstance._(msg`Home`), url: absoluteUrl(origin, `/${lang}`) }
}

export interface PageHeadOptions {
  /** The page's name in the breadcrumb trail, when shorter than its title. */
  crumb?: MessageDescriptor
  noindex?: boolean
}

/**
 * The head of a page of the site, in the active locale: `head: ({ match }) => pageHead(match.pathname, msg`…`, msg`…`)`.
 * Pages below home get a breadcrumb trail (Home › the page).
 */
export function pageHead(path: string, title: MessageDescriptor, description: MessageDescriptor, options: PageHeadOptions = {}): RouteHead {
  const origin = siteOrigin()
  const { lang: pathLang, page } = splitLocalePath(path)
  const lang = pathLang ?? activeLocale()
  const jsonLd = page === '' ? [] : [breadcrumbJsonLd([homeCrumb(lang, origin), { name: i18n._(options.crumb ?? title), url: canonicalUrl(origin, path) }])]
  return buildHead({ path, title: i18n._(title), description: i18n._(description), jsonLd, noindex: options.noindex }, origin)
}
