/**
 * `npm run bench`: how fast and how heavy the public site is, on a cheap phone.
 *
 * Builds the site, serves the production build as Firebase Hosting would (scripts/hosting/server.ts: its
 * headers, redirects and caching) with the seeded emulators, and measures four pages, home (`/it`), the used
 * cars (`/it/list/used`), a used car's page and a rental car's:
 *
 * - Lighthouse (the `lighthouse` package, on Chromium's headless shell: chromium.ts), mobile preset (Moto G Power
 *   screen, 4× CPU slowdown, simulated slow 4G), BENCH_RUNS runs each (3 by default): the four category
 *   scores, LCP, TBT and CLS, reported as medians, and LCP and TBT again with the page's main-thread tasks at the
 *   CPU time they took (./cpu-time-metrics.ts: what is left when the main thread never waits for a core); a run
 *   on a slowed machine (a virtual machine's host taking over 5% of its CPU time: ./slow-host.ts, or Lighthouse's
 *   CPU benchmark at 1000 or less) is measured again (DISTURBED_RETRIES);
 * - the JavaScript and CSS each page loads before it is interactive, gzip -9 of the built files: what the
 *   browser has fetched when the app has taken over the page (the prerendered content replaced, the router
 *   idle), in a fresh browser with no cache and no service worker, with Save-Data on so that the background
 *   preloads of the other routes' chunks (which start once the page is idle) are not counted.
 *
 * The build is served over HTTPS (a throwaway self-signed certificate) and HTTP/2, compressed, as Firebase
 * Hosting serves it (each file compressed once; the server in a process of its own, which the CPU serves as
 * promptly as the browser: startSiteServer), and the demo's photos come over https too, as the live site's do
 * from Firebase Storage: through an https front for the Storage emulator (port BENCH_STORAGE_PORT, 9443), the
 * origin of the photos' download URLs while it measures (SEED_STORAGE_ORIGIN for `npm run seed`). A build
 * measured with `--no-build` keeps the photo URLs it was prerendered with: build it after
 * `SEED_STORAGE_ORIGIN=https://127.0.0.1:9443 npm run seed` for the same conditions (the benchmark says so when
 * it was not). When it used emulators it did not start, it seeds them again as `npm run seed` does at the end.
 *
 * Then it fills the used-car listing to STOCK cars (500; `npm run seed -- --stock`), measures that listing the same
 * way plus the time until a phone (4× CPU slowdown, no network throttling) shows its result count, and removes
 * the extra cars again.
 *
 * It prints one table, with the budgets beside it, and writes the same as JSON to bench-results/bench.json.
 * It measures; it fails nothing (the exit code is 0 whatever the figures, non-zero only if it cannot measure).
 *
 *   npm run bench                      build, start the emulators, seed, measure
 *   npm run bench -- --no-build        measure the build already in dist/
 *   BENCH_RUNS=5 npm run bench         more runs per page
 *   BENCH_ONLY=home,stock npm run bench   some of the measurements: home, used, car, rental, stock
 *
 * With FIRESTORE_EMULATOR_HOST set (emulators already running, or inside `firebase emulators:exec`), it uses
 * those emulators instead of starting its own.
 */
import { spawn } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium, type Browser } from '@playwright/test'
import lighthouse from 'lighthouse'
import { browserFirst, type BrowserFirst } from './browser-priority.ts'
import { disturbance, HOST_STEAL_LIMIT, sampleHostSteal, SLOW_HOST_BENCHMARK_INDEX, type HostSteal } from './slow-host.ts'
import { chromiumLaunchOptions, headlessShellExecutable } from './chromium.ts'
import { run, withEmulators } from './emulators.mjs'
import { ROOT, SERVING_AT } from './hosting/server.ts'
import { selfSignedCertificate, startTlsProxy } from './hosting/tls-proxy.ts'
import { atCpuTime, type LighthouseRun } from './cpu-time-metrics.ts'

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3))
/** How many times a run on a slowed machine (slow-host.ts: `disturbance`) is measured again. */
const DISTURBED_RETRIES = 2
/** Which measurements to run (all by default). */
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',').map((name) => name.trim())) : null
const wanted = (key: string) => !ONLY || ONLY.has(key)
/** Published used cars in the listing's load measurement. */
const STOCK = Math.max(1, Number(process.env.BENCH_STOCK ?? 500))
const DIST = resolve(ROOT, process.env.BENCH_DIST ?? 'dist')
const OUT_DIR = resolve(ROOT, 'bench-results')
const DEBUG_PORT = Number(process.env.BENCH_DEBUG_PORT ?? 9229 + 100)
/** The local certificate is self-signed. */
const BENCH_ARGS = ['--ignore-certificate-errors']
/**
 * The live site's photos come over https from Firebase Storage; the demo's from the Storage emulator, over plain
 * http. The benchmark puts an https front (same certificate) before the emulator and seeds the photos' download
 * URLs with its origin, so that the pages with photos are not measured as loading mixed content.
 */
const STORAGE_EMULATOR = `http://${process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? '127.0.0.1:9199'}`
const STORAGE_TLS_PORT = Number(process.env.BENCH_STORAGE_PORT ?? 9443)
const STORAGE_TLS_ORIGIN = `https://127.0.0.1:${STORAGE_TLS_PORT}`
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
type Category = (typeof CATEGORIES)[number]

/** The targets the site is held to (README, "Performance"). */
export const BUDGETS = {
  /** Lighthouse scores, 0–100, on every page (the stock test, a listing of hundreds of cars, excepted below). */
  scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 } satisfies Record<Category, number>,
  /** The performance score of the listing with the large stock. */
  stockPerformance: 95,
  lcpMs: 1200,
  tbtMs: 50,
  cls: 0,
  /** Gzip KB of JavaScript before the app has taken the home page over. */
  homeJsKb: 150,
}

interface RunResult {
  scores: Record<Category, number>
  lcpMs: number
  tbtMs: number
  /**
   * Lighthouse's TBT of the same trace with the page's main-thread tasks at their CPU time (./cpu-time-metrics.ts):
   * the blocking of the page's own work, without the time its main thread waited for a core.
   */
  cpuTbtMs: number
  /** Lighthouse's LCP of that trace (./cpu-time-metrics.ts): what is left when the main thread never waits for a core. */
  cpuLcpMs: number
  cls: number
  /** Details of the run, in the JSON only: the LCP element, and the times as observed without throttling. */
  lcpElement?: string
  observed?: { fcpMs?: number; lcpMs?: number; loadMs?: number }
  /** The share of the machine's CPU time the host took from it during the trace (slow-host.ts); NaN unknown. */
  hostSteal: number
  /** Lighthouse's benchmark of the machine's CPU before the load (its `BenchmarkIndex`). */
  benchmarkIndex: number
}

interface PageResult {
  name: string
  path: string
  /** Shown beside the path in the table. */
  note?: string
  /** Milliseconds until the listing showed its result count, per run (the stock measurement only). */
  resultsShownMs?: number[]
  runs: RunResult[]
  /** Runs measured again because the machine was slower meanwhile (slow-host.ts: `disturbance`; not in the medians). */
  disturbed: RunResult[]
  median: MedianRun
  /** Gzip bytes of what loads before the page is interactive. */
  jsGzip: number
  cssGzip: number
  files: { path: string; gzip: number }[]
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** The median of the figures a run could give (NaN where it could not), NaN when none could. */
function finiteMedian(values: number[]): number {
  const finite = values.filter(Number.isFinite)
  return finite.length ? median(finite) : Number.NaN
}

/** The figures the budgets and the table read, each the median of the page's runs. */
type MedianRun = Pick<RunResult, 'scores' | 'lcpMs' | 'tbtMs' | 'cpuTbtMs' | 'cpuLcpMs' | 'cls'>

function medianRun(runs: RunResult[]): MedianRun {
  return {
    scores: Object.fromEntries(CATEGORIES.map((category) => [category, median(runs.map((r) => r.scores[category]))])) as Record<Category, number>,
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cpuTbtMs: finiteMedian(runs.map((r) => r.cpuTbtMs)),
    cpuLcpMs: finiteMedian(runs.map((r) => r.cpuLcpMs)),
    cls: median(runs.map((r) => r.cls)),
  }
}

/** A car of the category published at build time: the first one in the build's sitemap. */
async function vehiclePath(category: 'used' | 'rent'): Promise<string> {
  const sitemap = await readFile(join(DIST, 'sitemap.xml'), 'utf8')
  const path = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname).find((p) => p.startsWith(`/it/detail/${category}-`))
  if (!path) throw new Error(`No ${category} car in dist/sitemap.xml: was the build made with the seeded emulators?`)
  return path
}

/** A build prerendered with the emulator's plain-http photo URLs loads them as mixed content: say so. */
async function warnOfPlainHttpPhotos(): Promise<void> {
  const page = await readFile(join(DIST, `${await vehiclePath('used')}.html`), 'utf8').catch(() => '')
  if (page.includes(STORAGE_EMULATOR)) {
    console.warn(`\nThe build in ${DIST} was prerendered with photos at ${STORAGE_EMULATOR} (plain http): the vehicle page will load them as mixed content.`)
    console.warn(`For the benchmark's conditions, build after: SEED_STORAGE_ORIGIN=${STORAGE_TLS_ORIGIN} npm run seed\n`)
  }
}

/** The LCP element's selector and text, from the audit's details (a table of one node). */
function lcpElement(details: unknown): string | undefined {
  const found = JSON.stringify(details ?? {}).match(/"selector":"([^"]*)"[^}]*?"nodeLabel":"([^"]*)"/)
  return found ? `${found[1]} (${found[2]})` : undefined
}

/** The figures of the metrics audit's details (a table of one row). */
function metricsItem(details: unknown): Record<string, number> | undefined {
  return (details as { items?: Record<string, number>[] } | undefined)?.items?.[0]
}

function observedTimes(details: unknown): RunResult['observed'] {
  const item = metricsItem(details)
  return item ? { fcpMs: item.observedFirstContentfulPaint, lcpMs: item.observedLargestContentfulPaint, loadMs: item.observedLoad } : undefined
}

/**
 * While it measures: Lighthouse, the Storage front and the emulators yield the CPU to the browser and the site's
 * server (browser-priority.ts, startSiteServer).
 */
let priority: BrowserFirst | null = null

/** The browser measured: a headless shell, which has no window of its own to draw (chromium.ts). */
const MEASURED_BROWSER = headlessShellExecutable()

/** A browser for the measurements, ahead of everything else on the machine. */
async function launchBrowser(args: readonly string[] = []): Promise<Browser> {
  const browser = await chromium.launch({
    ...chromiumLaunchOptions,
    executablePath: MEASURED_BROWSER.executablePath,
    args: [...chromiumLaunchOptions.args, ...BENCH_ARGS, ...args],
  })
  priority?.browserLaunched()
  return browser
}

/** Lighthouse could not measure the load (a runtime error in its report, such as a trace without navigation). */
class LighthouseRecordingError extends Error {}

/** The host's share of the CPU time from the navigation to the end of the trace (the metrics' trace times). */
function traceSteal(steal: HostSteal, details: unknown): number {
  const item = metricsItem(details)
  const from = item?.observedNavigationStartTs
  const to = item?.observedTraceEndTs
  return from !== undefined && to !== undefined ? steal.shareBetween(from, to) : Number.NaN
}

/** One Lighthouse run, mobile preset, on a browser of its own. */
async function lighthouseRun(url: string): Promise<RunResult> {
  const browser = await launchBrowser([`--remote-debugging-port=${DEBUG_PORT}`])
  const steal = sampleHostSteal()
  try {
    const result = await lighthouse(url, { port: DEBUG_PORT, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { lhr } = result
    // The whole report of the latest run of each page, for a closer look (Lighthouse's viewer reads it).
    await mkdir(OUT_DIR, { recursive: true })
    await writeFile(join(OUT_DIR, `${new URL(url).pathname.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'root'}.lhr.json`), JSON.stringify(lhr))
    if (lhr.runtimeError) throw new LighthouseRecordingError(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100)
    const tbtMs = lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN
    const lcpMs = lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN
    // The same simulation on the untouched trace gives the report's figures, or the CPU-time ones mean nothing.
    const atCpu = await atCpuTime(result as unknown as LighthouseRun).catch((error: unknown) => {
      console.warn(`No CPU-time figures for this run: ${error instanceof Error ? error.message : String(error)}`)
      return null
    })
    const simulatedAsReported = atCpu !== null && Math.abs(atCpu.reported.tbt - tbtMs) <= 1 && Math.abs(atCpu.reported.lcp - lcpMs) <= 1
    if (atCpu && !simulatedAsReported) {
      console.warn(`Recomputed from the trace: TBT ${Math.round(atCpu.reported.tbt)} ms, LCP ${Math.round(atCpu.reported.lcp)} ms; the report's ${Math.round(tbtMs)} and ${Math.round(lcpMs)}: no CPU-time figures`)
    }
    return {
      scores: Object.fromEntries(CATEGORIES.map((category) => [category, score(category)])) as Record<Category, number>,
      lcpMs,
      tbtMs,
      cpuTbtMs: simulatedAsReported ? atCpu.cpuTime.tbt : Number.NaN,
      cpuLcpMs: simulatedAsReported ? atCpu.cpuTime.lcp : Number.NaN,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      lcpElement: lcpElement(lhr.audits['largest-contentful-paint-element']?.details),
      observed: observedTimes(lhr.audits.metrics?.details),
      hostSteal: traceSteal(steal, lhr.audits.metrics?.details),
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    }
  } finally {
    steal.stop()
    await browser.close()
  }
}

/**
 * The built JS and CSS files a fresh visit has fetched once the app has taken over the page, with their gzip
 * sizes. Mobile viewport, no cache, no service worker.
 */
async function assetsBeforeInteractive(browser: Browser, url: string): Promise<{ path: string; gzip: number }[]> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' })
  try {
    // Save-Data: the other routes' chunks, which load in the background once the page is idle, are not what
    // this page needs (and the prerendering leaves them out too).
    await context.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true, addEventListener() {}, removeEventListener() {} } })
    })
    // The moment the app has taken the page over: the prerendered content gone, the app's page in its place.
    await context.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[data-prerendered]') && document.querySelector('#root main h1')) {
          ;(window as unknown as { __interactiveAt: number }).__interactiveAt = performance.now()
          observer.disconnect()
        }
      }).observe(document, { childList: true, subtree: true, attributes: true })
    })
    const page = await context.newPage()
    await page.goto(url, { waitUntil: 'domcontentloaded' })
    await page.waitForFunction(() => '__interactiveAt' in window, undefined, { timeout: 30_000 })
    const paths = await page.evaluate(() => {
      const at = (window as unknown as { __interactiveAt: number }).__interactiveAt
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= at)
        .map((entry) => new URL(entry.name))
        .filter((address) => address.origin === location.origin && /\.(?:js|css)$/.test(address.pathname))
        .map((address) => address.pathname)
    })
    const files = []
    for (const path of new Set(paths)) files.push({ path, gzip: gzipSync(await readFile(join(DIST, path)), { level: 9 }).length })
    return files.sort((a, b) => b.gzip - a.gzip)
  } finally {
    await context.close()
  }
}

/**
 * How long a phone takes, from navigation, to show the used-car listing's result count with every car counted:
 * fresh browser, no cache, 4× CPU slowdown, no network throttling (the local server answers at once).
 */
async function timeToResults(browser: Browser, url: string, count: number): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    const started = Date.now()
    await page.goto(url, { waitUntil: 'commit' })
    await page.getByTestId('result-count').filter({ hasText: new RegExp(`^${count}\\b`) }).waitFor({ timeout: 60_000 })
    return Date.now() - started
  } finally {
    await context.close()
  }
}

/**
 * A Lighthouse run, once more when Lighthouse itself fails to record the load (its trace missing the navigation,
 * now and then on this machine): a run of the page, not of the tool.
 */
async function lighthouseRunRetried(url: string): Promise<RunResult> {
  try {
    return await lighthouseRun(url)
  } catch (error) {
    if (!(error instanceof LighthouseRecordingError)) throw error
    process.stdout.write(`  ${error.message}; running it again\n`)
    return lighthouseRun(url)
  }
}

async function measurePage(browser: Browser, serverUrl: string, name: string, path: string): Promise<PageResult> {
  const url = `${serverUrl}${path}`
  const files = await assetsBeforeInteractive(browser, url)
  const runs: RunResult[] = []
  const disturbed: RunResult[] = []
  for (let i = 1; i <= RUNS; i++) {
    process.stdout.write(`${path}: Lighthouse run ${i} of ${RUNS}\n`)
    for (let attempt = 0; ; attempt++) {
      const run = await lighthouseRunRetried(url)
      const atCpu = Number.isFinite(run.cpuTbtMs) ? ` (${Math.round(run.cpuTbtMs)} ms at CPU time)` : ''
      const benchmark = Number.isFinite(run.benchmarkIndex) ? `; CPU benchmark ${Math.round(run.benchmarkIndex)}` : ''
      const stolen = Number.isFinite(run.hostSteal) ? `, the host took ${(run.hostSteal * 100).toFixed(1)}% of the CPU time` : ''
      process.stdout.write(`  TBT ${Math.round(run.tbtMs)} ms${atCpu}${benchmark}${stolen}\n`)
      const why = disturbance(run)
      if (!why || attempt === DISTURBED_RETRIES) {
        runs.push(run)
        break
      }
      disturbed.push(run)
      process.stdout.write(`  ${why}: running it again\n`)
    }
  }
  return {
    name,
    path,
    runs,
    disturbed,
    median: medianRun(runs),
    jsGzip: files.filter((file) => file.path.endsWith('.js')).reduce((sum, file) => sum + file.gzip, 0),
    cssGzip: files.filter((file) => file.path.endsWith('.css')).reduce((sum, file) => sum + file.gzip, 0),
    files,
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const mark = (ok: boolean) => (ok ? '' : ' ✗')

/** Each budgeted figure of a page's medians, true where it is within its budget (BUDGETS). */
function budgetChecks({ path, note, median: m, jsGzip }: PageResult) {
  return {
    performance: m.scores.performance >= (note ? BUDGETS.stockPerformance : BUDGETS.scores.performance),
    accessibility: m.scores.accessibility >= BUDGETS.scores.accessibility,
    'best practices': m.scores['best-practices'] >= BUDGETS.scores['best-practices'],
    SEO: m.scores.seo >= BUDGETS.scores.seo,
    LCP: m.lcpMs <= BUDGETS.lcpMs,
    TBT: m.tbtMs <= BUDGETS.tbtMs,
    CLS: m.cls <= BUDGETS.cls,
    'JavaScript size': path !== '/it' || jsGzip / 1024 <= BUDGETS.homeJsKb,
  }
}

/** One line: every budget met, or what missed its budget on which page. */
function budgetSummary(results: PageResult[]): string {
  const missed = results.flatMap((result) =>
    Object.entries(budgetChecks(result))
      .filter(([, ok]) => !ok)
      .map(([figure]) => `${figure} of ${result.path}${result.note ? ` (${result.note})` : ''}`),
  )
  return missed.length ? `Over budget: ${missed.join(', ')}.` : 'Every budget met.'
}

function table(results: PageResult[]): string {
  const header = ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'TBT', 'CLS', 'JS gzip', 'CSS gzip', 'LCP, TBT (CPU)']
  const rows = results.map((result) => {
    const { path, note, median: m, jsGzip, cssGzip } = result
    const ok = budgetChecks(result)
    return [
      note ? `${path} (${note})` : path,
      `${m.scores.performance}${mark(ok.performance)}`,
      `${m.scores.accessibility}${mark(ok.accessibility)}`,
      `${m.scores['best-practices']}${mark(ok['best practices'])}`,
      `${m.scores.seo}${mark(ok.SEO)}`,
      `${(m.lcpMs / 1000).toFixed(2)} s${mark(ok.LCP)}`,
      `${Math.round(m.tbtMs)} ms${mark(ok.TBT)}`,
      `${m.cls.toFixed(3)}${mark(ok.CLS)}`,
      `${kb(jsGzip)} KB${mark(ok['JavaScript size'])}`,
      `${kb(cssGzip)} KB`,
      Number.isFinite(m.cpuLcpMs) ? `${(m.cpuLcpMs / 1000).toFixed(2)} s, ${Math.round(m.cpuTbtMs)} ms` : '–',
    ]
  })
  const budget = [
    'budget',
    `${BUDGETS.scores.performance} (stock ≥${BUDGETS.stockPerformance})`,
    '100',
    '100',
    '100',
    `≤${BUDGETS.lcpMs / 1000} s`,
    `≤${BUDGETS.tbtMs} ms`,
    `${BUDGETS.cls}`,
    `home ≤${BUDGETS.homeJsKb} KB`,
    '',
    '',
  ]
  const all = [header, ...rows, budget]
  const widths = header.map((_, column) => Math.max(...all.map((row) => row[column]!.length)))
  const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`
  return [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line), line(budget)].join('\n')
}


/**
 * The site's server (scripts/hosting/server.ts) in a process and session of its own, started after browserFirst():
 * the next browser launched takes it up with it, ahead of the rest; and it keeps each answer (cacheResponses),
 * so that it has next to nothing to do per request. The phone measured gets its pages from a CDN, which answers
 * at once: in this process, starved of the CPU while the browser worked, the server kept each of a page's
 * requests waiting 130-330 ms, and Lighthouse's simulation, which takes a server's response time from the
 * requests of its trace, charged that wait to every request of the site, the page itself first.
 */
async function startSiteServer(tls: { key: string; cert: string }, extraOrigins: readonly string[]): Promise<{ url: string; close: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/hosting/server.ts'), DIST, '0'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, HOSTING_TLS_KEY: tls.key, HOSTING_TLS_CERT: tls.cert, HOSTING_EXTRA_ORIGINS: extraOrigins.join(','), HOSTING_CACHE_RESPONSES: '1' },
  })
  const url = await new Promise<string>((resolve, reject) => {
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const found = SERVING_AT.exec(output)
      if (found) resolve(found[1]!)
    })
    child.once('exit', (code) => reject(new Error(`The site's server stopped (exit code ${code}): ${output}`)))
  })
  return {
    url,
    close: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done()
        child.once('exit', () => done())
        child.kill()
      }),
  }
}

async function measure(tls: { key: string; cert: string }, storage: { origin: string }): Promise<void> {
  priority = browserFirst()
  if (!priority) console.log('The browser shares the CPU with the servers, the emulators and Lighthouse here (not root on Linux): expect noisier figures.')
  if (!MEASURED_BROWSER.usesHeadlessShell)
    console.log(
      'No Chromium headless shell here (CHROMIUM_HEADLESS_SHELL_PATH, Playwright\'s own, or chromium-headless-shell on the PATH): measuring a full Chromium, whose unseen window takes CPU from the page (higher TBT).',
    )
  const server = await startSiteServer(tls, [storage.origin])
  const pages = [
    { key: 'home', name: 'home', path: '/it' },
    { key: 'used', name: 'used cars', path: '/it/list/used' },
    { key: 'car', name: 'a used car', path: await vehiclePath('used') },
    { key: 'rental', name: 'a rental car', path: await vehiclePath('rent') },
  ].filter(({ key }) => wanted(key))
  const results: PageResult[] = []
  const browser = await launchBrowser()
  try {
    for (const { name, path } of pages) results.push(await measurePage(browser, server.url, name, path))

    // The same listing with a large stock: it loads every published used car, shows them a page at a time.
    if (wanted('stock')) {
      if ((await run('npm', ['run', 'seed', '--', '--stock', String(STOCK)])) !== 0) throw new Error('Could not add the extra stock')
      try {
        const path = '/it/list/used'
        const result = await measurePage(browser, server.url, `used cars, ${STOCK} in stock`, path)
        result.note = `${STOCK} cars`
        result.resultsShownMs = []
        for (let i = 0; i < RUNS; i++) result.resultsShownMs.push(await timeToResults(browser, `${server.url}${path}`, STOCK))
        results.push(result)
      } finally {
        await run('npm', ['run', 'seed', '--', '--clear-stock'])
      }
    }
  } finally {
    await browser.close()
    await server.close()
    priority?.release()
  }

  await mkdir(OUT_DIR, { recursive: true })
  const file = join(OUT_DIR, 'bench.json')
  await writeFile(file, `${JSON.stringify({ date: new Date().toISOString(), runsPerPage: RUNS, budgets: BUDGETS, pages: results }, null, 2)}\n`)
  console.log(
    `\nLighthouse mobile, median of ${RUNS} run${RUNS > 1 ? 's' : ''}; JS and CSS loaded before the page is interactive (gzip -9); (CPU): Lighthouse's figures with the page's main-thread tasks at their CPU time. ✗: over budget.\n`,
  )
  console.log(table(results))
  console.log(`\n${budgetSummary(results)}`)
  const disturbed = results.reduce((sum, result) => sum + result.disturbed.length, 0)
  if (disturbed) {
    console.log(
      `\n${disturbed} run${disturbed > 1 ? 's' : ''} measured again: the host took more than ${HOST_STEAL_LIMIT * 100}% of the CPU time meanwhile, or Lighthouse's CPU benchmark gave ${SLOW_HOST_BENCHMARK_INDEX} or less (${file}: "disturbed").`,
    )
  }
  for (const { note, resultsShownMs } of results) {
    if (resultsShownMs) console.log(`\nListing with ${note}: result count shown after ${(median(resultsShownMs) / 1000).toFixed(2)} s (median; 4× CPU slowdown, fast network).`)
  }
  console.log(`\nWritten to ${file}`)
}

const inside = process.argv.includes('--inside-emulators') || Boolean(process.env.FIRESTORE_EMULATOR_HOST)
const build = !process.argv.includes('--no-build')

if (!inside) {
  const code = await withEmulators(`npx tsx scripts/bench.ts --inside-emulators${build ? '' : ' --no-build'}`)
  process.exit(code)
}
const ownEmulators = process.argv.includes('--inside-emulators')
const defaultStorageOrigin = process.env.SEED_STORAGE_ORIGIN
process.env.SEED_STORAGE_ORIGIN = STORAGE_TLS_ORIGIN
// The https front of the photos is up before the build: the prerendering copies the photos of each page's first
// screen into the build (scripts/seo/photo-copies.ts), from the photos' addresses, trusting this certificate.
const tls = selfSignedCertificate()
const storage = await startTlsProxy({ target: STORAGE_EMULATOR, port: STORAGE_TLS_PORT, tls })
const certificateDir = await mkdtemp(join(tmpdir(), 'bench-ca-'))
await writeFile(join(certificateDir, 'cert.pem'), tls.cert)
const buildEnv = { ...process.env, NODE_EXTRA_CA_CERTS: join(certificateDir, 'cert.pem') }
for (const step of [['run', 'seed'], ...(build ? [['run', 'build']] : [])]) {
  const code = await run('npm', step, { env: buildEnv })
  if (code !== 0) process.exit(code)
}
await rm(certificateDir, { recursive: true, force: true })
if (!build) await warnOfPlainHttpPhotos()
try {
  await measure(tls, storage)
} finally {
  await storage.close()
  if (!ownEmulators) {
    // Leave the emulators as `npm run seed` leaves them, for the tests and the dev server.
    if (defaultStorageOrigin === undefined) delete process.env.SEED_STORAGE_ORIGIN
    else process.env.SEED_STORAGE_ORIGIN = defaultStorageOrigin
    await run('npm', ['run', 'seed'])
  }
}
