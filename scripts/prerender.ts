/**
 * Prerenders the public pages of a production build, so that their content and head tags (title,
 * description, canonical, Open Graph with the cover photo, JSON-LD) are in the first response: for link
 * previews and crawlers that run no JavaScript, and a first paint that does not wait for the app.
 *
 *   npx tsx scripts/prerender.ts [--outDir dist]      (npm run build runs it after vite build)
 *
 * Every page of the build's sitemap.xml (both languages of each static page and of each vehicle published at
 * build time) is opened in headless Chromium from the build itself, and written as `<outDir>/<path>.html`
 * (`/it/servizi` → `it/servizi.html`, which static hosts serve for the address without extension):
 * the app shell with the page's head tags, its content as React renders it on a server (src/render-html.tsx,
 * run in the page once it shows everything) and the data it shows. The app hydrates it
 * (src/features/seo/prerendered-page.ts). Home and the listings need Firestore: when it cannot be read they
 * stay unrendered, served by the shell as before.
 *
 * The photos of each page's first screen are copied into the build (`<outDir>/photos/`, ./seo/photo-copies.ts) and
 * the page shows those copies, so that a first visit does not wait for a connection to Storage before its main photo.
 *
 * It also writes `<outDir>/404.html`, the site's 404 page in Italian, which Firebase Hosting (and
 * scripts/hosting/server.ts) answers with, as a 404, an address outside the app's routes. That page is served at
 * any address, so the app renders it anew (it is not hydrated: the links of a page depend on its address); until
 * then, and without JavaScript, it reads and its links work. SKIP_PRERENDER=1 skips the whole step.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type Browser, type Page } from '@playwright/test'
import { loadEnv } from 'vite'
import { resolveSiteUrl } from '../src/config/business.ts'
import { PLACEHOLDER_SELECTOR, PRERENDER_SKIP_ATTRIBUTE, PRERENDERED_ATTRIBUTE, STATIC_HEAD_ATTRIBUTE } from '../src/features/seo/prerendered-page.ts'
import { ISLAND_LOADING_ATTRIBUTE, PAGE_DATA_ID, PAGE_PHOTOS_ID, PAGE_RENDERER_GLOBAL } from '../src/lib/page-data.ts'
import { PRERENDERING_GLOBAL } from '../src/lib/start-up.ts'
import type { RenderedPage } from '../src/render-html.tsx'
import { VEHICLE_LISTING_PAGES, canonicalUrl, splitLocalePath } from '../src/lib/seo-urls.ts'
import { chromiumLaunchOptions, PLAYWRIGHT_HEADLESS_BLINK_SETTINGS } from './chromium.ts'
import { readHostingConfig } from './hosting/csp.ts'
import { FIREBASE_JSON, NOT_FOUND_FILE, shellConfig, startStaticServer } from './hosting/server.ts'
import { renderAssets, type BuildManifest } from './seo/page-assets.ts'
import { firstScreenPhotos, photoCopier } from './seo/photo-copies.ts'
import { buildAppCheckHeaders, buildDebugToken } from './seo/build-app-check.ts'
import { fetchPublishedVehicles } from './seo/published-vehicles.ts'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
/** Pages rendered at once: one per core (the browser is what works), PRERENDER_CONCURRENCY to change it. */
const CONCURRENCY = Number(process.env.PRERENDER_CONCURRENCY ?? Math.min(4, availableParallelism()))
const PAGE_TIMEOUT_MS = 30_000
/** An address of no page, where the app shows its 404 page in Italian, the site's default language: 404.html. */
const NOT_FOUND_PATH = '/it/pagina-non-trovata'

function parseOutDir(argv: readonly string[]): string {
  const index = argv.indexOf('--outDir')
  const inline = argv.find((arg) => arg.startsWith('--outDir='))
  const value = inline ? inline.slice('--outDir='.length) : index >= 0 ? argv[index + 1] : undefined
  return resolve(ROOT, value ?? 'dist')
}

interface Snapshot {
  html: string
}

interface ComposeOptions {
  shell: string
  attributes: { staticHead: string; prerendered: string; skip: string }
  /** False for a page the app renders anew rather than hydrates (the 404 page, served at any address). */
  hydrate: boolean
  /** The page's HTML as the app hydrates it, and the documents it shows. */
  rendered: RenderedPage
  /** The id of the page's JSON with those documents (src/lib/page-data.ts). */
  pageDataId: string
  /** The id of the page's JSON with the copies of its first screen's photos (src/lib/page-data.ts). */
  pagePhotosId: string
  /** The chunks and stylesheets that render the page (./seo/page-assets.ts): the only ones linked. */
  renderAssets: string[]
}

/**
 * Runs in the page once it has settled: the shell, parsed afresh, with the page's language, title, head tags
 * (those the router rendered, and the stylesheets and module preloads of its route chunks), the root's
 * content as the app hydrates it, and the documents it shows.
 */
function composeInPage({ shell, attributes, hydrate, rendered, pageDataId, pagePhotosId, renderAssets }: ComposeOptions): Snapshot {
  const doc = new DOMParser().parseFromString(shell, 'text/html')
  doc.documentElement.lang = document.documentElement.lang

  for (const element of doc.head.querySelectorAll(`[${attributes.staticHead}]:not(title)`)) element.remove()
  const title = doc.head.querySelector('title') ?? doc.head.appendChild(doc.createElement('title'))
  title.textContent = document.title
  title.setAttribute(attributes.staticHead, '')

  const inShell = new Set([...doc.head.children].map((element) => element.outerHTML))
  const shellHrefs = new Set([...doc.head.querySelectorAll('link[href], script[src]')].map((link) => link.getAttribute('href') ?? link.getAttribute('src')))
  for (const element of document.head.children) {
    if (element.tagName === 'TITLE' || element.tagName === 'SCRIPT' || inShell.has(element.outerHTML)) continue
    if (element.matches('link[rel="stylesheet"], link[rel="modulepreload"]')) {
      // The route's own chunks and styles, which Vite's preloader added with absolute addresses: kept, with
      // the site's own paths (the preloader finds them by their resolved address and loads nothing twice).
      const href = element.getAttribute('href') ?? ''
      const path = href.startsWith(`${location.origin}/`) ? href.slice(location.origin.length) : href
      if (shellHrefs.has(path) || !renderAssets.includes(path)) continue
      const copy = doc.importNode(element, true) as Element
      copy.setAttribute('href', path)
      doc.head.appendChild(copy)
      continue
    }
    if (element.matches('meta, link')) {
      const copy = doc.importNode(element, true) as Element
      copy.setAttribute(attributes.staticHead, '')
      doc.head.appendChild(copy)
    }
  }

  // React puts the page's head tags (title, meta, link) first, for a server to move to the head: they are
  // there already (above). The rest is the root's content, to the byte as the app hydrates it.
  const content = doc.createElement('template')
  content.innerHTML = rendered.html
  for (const element of [...content.content.children]) if (element.matches('title, meta, link')) element.remove()
  // A style element in the body is invalid HTML, and content that depends on the visit (a cookie banner) must
  // not be in the HTML at all: the app renders neither in its first render.
  if (content.content.querySelector('style')) throw new Error('The page renders a style element')
  if (content.content.querySelector(`[${attributes.skip}]`)) throw new Error(`The page renders [${attributes.skip}] content`)
  // A part still loading would be a fallback with a script to swap it: the static renderer waits for all.
  if (content.content.querySelector('template[id^="B:"]')) throw new Error('The page renders a part that was still loading')
  // A part that failed is left for the browser to render (`<!--$!-->`), which the app then reports as a mismatch.
  if (rendered.html.includes('<!--$!-->')) throw new Error('The page renders a part that failed')

  const root = doc.getElementById('root')
  if (!root) throw new Error('The shell has no #root')
  root.replaceChildren(content.content)
  if (hydrate) root.setAttribute(attributes.prerendered, '')
  // The page's main photo (its first image fetched at high priority: a car's first photo, a listing's first card's),
  // preloaded ahead of the scripts: the browser asks for it first, not after the dozen scripts linked before it.
  const main = root.querySelector('img[fetchpriority="high"][src]')
  if (main) {
    const preload = doc.createElement('link')
    preload.rel = 'preload'
    preload.setAttribute('as', 'image')
    preload.setAttribute('href', main.getAttribute('src')!)
    const copied = { srcset: 'imagesrcset', sizes: 'imagesizes', crossorigin: 'crossorigin', fetchpriority: 'fetchpriority' }
    for (const [from, to] of Object.entries(copied)) if (main.hasAttribute(from)) preload.setAttribute(to, main.getAttribute(from)!)
    doc.head.querySelector('script[type="module"]')?.before(preload)
  }
  // The page's data blocks (each right after the root): the documents it shows, the copies of its photos.
  for (const [id, value] of [
    [pageDataId, rendered.documents],
    [pagePhotosId, rendered.photos],
  ] as const) {
    if (!hydrate || Object.keys(value).length === 0) continue
    const block = doc.createElement('script')
    block.type = 'application/json'
    block.id = id
    block.textContent = JSON.stringify(value).replace(/</g, '\\u003c')
    root.after(block)
  }
  // The page reads without JavaScript now: the shell's notice would be wrong.
  for (const notice of doc.body.querySelectorAll('noscript')) notice.remove()

  return { html: `<!doctype html>\n${doc.documentElement.outerHTML}\n` }
}

/**
 * Waits until the page shows its content with its data (no placeholders left, every island's code in) and its own
 * head tags: its canonical link (and a vehicle's `Car`), or a robots `noindex` (the 404 page; a car sold or
 * unpublished since the sitemap was made). True for the first: a page to write.
 */
async function waitUntilSettled(page: Page, canonical: string, isVehicle: boolean): Promise<boolean> {
  const settled = await page.waitForFunction(
    ({ canonical, isVehicle, placeholder, islandLoading }) => {
      const main = document.querySelector('#root main')
      if (!main || !main.querySelector('h1') || main.querySelector(placeholder)) return false
      // An island whose code is still loading: its content (and the placeholders it may show) is still to come.
      if (document.querySelector(`#root [${islandLoading}]`)) return false
      if (document.head.querySelector('meta[name="robots"][content="noindex"]')) return 'noindex'
      if (document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href !== canonical) return false
      if (isVehicle && ![...document.querySelectorAll('script[type="application/ld+json"]')].some((s) => s.textContent?.includes('"Car"'))) return false
      return 'indexable'
    },
    { canonical, isVehicle, placeholder: PLACEHOLDER_SELECTOR, islandLoading: ISLAND_LOADING_ATTRIBUTE },
    { timeout: PAGE_TIMEOUT_MS, polling: 'raf' },
  )
  const indexable = (await settled.jsonValue()) === 'indexable'
  // Fonts in, and two frames for the last effects.
  await page.evaluate(async () => {
    await document.fonts.ready
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
  })
  return indexable
}

/**
 * A browser tab of the prerendering: one per worker, reused from page to page (its HTTP cache with it). With
 * `appCheckDebugToken`, the app's App Check runs on it (./seo/build-app-check.ts).
 */
async function openTab(browser: Browser, appCheckDebugToken: string | undefined): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, serviceWorkers: 'block', reducedMotion: 'reduce' })
  if (appCheckDebugToken) await context.addInitScript((token) => Object.assign(window, { FIREBASE_APPCHECK_DEBUG_TOKEN: token }), appCheckDebugToken)
  await context.addInitScript((prerenderingGlobal) => {
    // The app records the documents it reads and offers its page renderer.
    Object.assign(window, { [prerenderingGlobal]: true })
    // Each page as a first visit finds it: nothing kept by the pages made before it in this tab (the cars they
    // showed would be this page's recently viewed, and their catalogs would end up in its data).
    localStorage.clear()
    // No splash, no background preloads of other routes (their styles would end up in this page).
    window.name = 'autosalone-splash-seen'
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true, addEventListener() {}, removeEventListener() {} } })
  }, PRERENDERING_GLOBAL)
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  // React's static renderer reports a part it could not render (which it would leave for the browser to render).
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('Prerendering failed')) errors.push(message.text())
  })
  return { page, errors, close: () => context.close() }
}

/** The site paths of the chunks and stylesheets the page has loaded, as Vite's preloader linked them. */
function loadedAssets(): string[] {
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"], link[rel="stylesheet"]')].map((link) => new URL(link.href).pathname)
}

/**
 * The page's HTML; null for a page of the sitemap that turned out to be for nobody's index (a car sold or
 * unpublished meanwhile: the app shell serves it). `notFound`: the path is no page, and the HTML is the 404
 * page's, for any address (not hydrated).
 */
async function prerenderPage(
  tab: { page: Page; errors: string[] },
  origin: string,
  path: string,
  siteUrl: string,
  shell: string,
  manifest: BuildManifest,
  copyPhotos: (urls: readonly string[]) => Promise<Record<string, string>>,
  { notFound = false }: { notFound?: boolean } = {},
): Promise<string | null> {
  const { page, errors } = tab
  errors.length = 0
  // A full load each time: what a visitor's first request gets, nothing left over from the page before.
  await page.goto(`${origin}${path}`, { waitUntil: 'domcontentloaded' })
  const indexable = await waitUntilSettled(page, canonicalUrl(siteUrl, path), splitLocalePath(path).page.startsWith('/detail/'))
  if (notFound && indexable) throw new Error('The 404 page asks to be indexed')
  if (!notFound && !indexable) return null
  if (errors.length) throw new Error(errors.join('\n'))
  // The page's own assets, before the renderer's chunk joins them.
  const assets = [...renderAssets(manifest, await page.evaluate(loadedAssets))]
  // The photos of the first screen from the site itself (a page the app renders anew keeps Storage's).
  const photoCopies = notFound ? {} : await copyPhotos(await page.evaluate(firstScreenPhotos))
  const rendered = await page.evaluate(
    async ({ name, photoCopies }) => {
      const render = (window as unknown as Record<string, ((copies: Record<string, string>) => Promise<RenderedPage>) | undefined>)[name]
      if (!render) throw new Error('The app does not offer its page renderer')
      return render(photoCopies)
    },
    { name: PAGE_RENDERER_GLOBAL, photoCopies },
  )
  if (errors.length) throw new Error(errors.join('\n'))
  const options: ComposeOptions = {
    shell,
    attributes: { staticHead: STATIC_HEAD_ATTRIBUTE, prerendered: PRERENDERED_ATTRIBUTE, skip: PRERENDER_SKIP_ATTRIBUTE },
    hydrate: !notFound,
    rendered,
    pageDataId: PAGE_DATA_ID,
    pagePhotosId: PAGE_PHOTOS_ID,
    renderAssets: assets,
  }
  return (await page.evaluate(composeInPage, options)).html
}

async function main(): Promise<void> {
  if (process.env.SKIP_PRERENDER === '1') {
    console.log('prerender: skipped (SKIP_PRERENDER=1)')
    return
  }
  const started = Date.now()
  const outDir = parseOutDir(process.argv.slice(2))
  const env = loadEnv('production', ROOT)
  const siteUrl = resolveSiteUrl(env.VITE_SITE_URL)
  const shell = await readFile(join(outDir, 'index.html'), 'utf8')
  const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8')) as BuildManifest
  const sitemap = await readFile(join(outDir, 'sitemap.xml'), 'utf8')
  let paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!.replace(/&amp;/g, '&')).pathname).filter((path) => path !== '/')

  try {
    await fetchPublishedVehicles(env)
  } catch (error) {
    console.warn(`prerender: home and the listings stay unrendered, Firestore cannot be read (${error instanceof Error ? error.message : String(error)})`)
    paths = paths.filter((path) => !VEHICLE_LISTING_PAGES.includes(splitLocalePath(path).page))
  }

  // The build's files, and its untouched shell for every page (as the host's rewrite does), never a page
  // prerendered meanwhile; chunks cached as Hosting caches them, so that every page after the first starts faster.
  const server = await startStaticServer({ dir: outDir, config: shellConfig(readHostingConfig(FIREBASE_JSON)) })
  // Photos are not needed for the HTML: the browser loads none. (A route that aborted them had every request of
  // every page pass through this process, which doubled the prerendering's time.)
  const browser = await chromium.launch({
    ...chromiumLaunchOptions,
    args: [...chromiumLaunchOptions.args, `--blink-settings=${PLAYWRIGHT_HEADLESS_BLINK_SETTINGS},imagesEnabled=false`],
  })
  const copyPhotos = photoCopier(outDir, await buildAppCheckHeaders(env))
  const failures: string[] = []
  const skipped: string[] = []
  // The pages of the sitemap, and the 404 page.
  const jobs = [...paths.map((path) => ({ path, file: `${path}.html`, notFound: false })), { path: NOT_FOUND_PATH, file: `/${NOT_FOUND_FILE}`, notFound: true }]
  try {
    let next = 0
    const worker = async () => {
      const tab = await openTab(browser, buildDebugToken(env))
      try {
        while (next < jobs.length) {
          const { path, file, notFound } = jobs[next++]!
          let html: string | null | undefined
          for (let attempt = 1; attempt <= 2 && html === undefined; attempt++) {
            try {
              html = await prerenderPage(tab, server.url, path, siteUrl, shell, manifest, copyPhotos, { notFound })
            } catch (error) {
              const reason = error instanceof Error ? error.message.split('\n')[0] : String(error)
              if (attempt === 2) failures.push(`${path}: ${reason}`)
              else console.warn(`prerender: ${path} failed once, trying again: ${reason}`)
            }
          }
          if (html === null) skipped.push(path)
          if (html === undefined || html === null) continue
          const target = join(outDir, file)
          await mkdir(dirname(target), { recursive: true })
          await writeFile(target, html)
        }
      } finally {
        await tab.close()
      }
    }
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, jobs.length) }, worker))
  } finally {
    await browser.close()
    await server.close()
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (failures.length) {
    console.error(`prerender: ${failures.length} of ${jobs.length} pages failed:\n  ${failures.join('\n  ')}`)
    process.exit(1)
  }
  if (skipped.length)
    console.warn(`prerender: left to the app shell, for nobody's index now (sold or unpublished since the sitemap was made): ${skipped.join(', ')}`)
  console.log(`prerender: ${paths.length - skipped.length} pages and the 404 page in ${seconds} s`)
}

await main()
