/**
 * `npm run bench`: what a visitor's phone meets on the site, side by side with the floor, a reference app of the
 * same stack with nothing in it (scripts/bench/floor.ts), measured in the same run, turn about; and how soon the
 * dealer's tablet shows a full inbox.
 *
 * 1. Builds the floor in a temporary folder, starts the emulators, seeds them and builds the site
 *    (scripts/bench/site.ts: the photos over https, as the live site's).
 * 2. Serves both builds over HTTPS and HTTP/2 from a process of its own (scripts/bench/servers.ts): the site as
 *    Firebase Hosting serves it, the floor with a plain configuration.
 * 3. Loads, in a full headless Chromium (scripts/bench/rounds.ts), in rounds of the floor's home page and each of
 *    the site's pages (home, the used cars, a used car, a rental car; each round starting one page further on),
 *    BENCH_RUNS times each (5):
 *    - a Lighthouse run, mobile preset (scripts/bench/lighthouse-run.ts): performance score, LCP, TBT, CLS;
 *    - a throttled phone's load without input, ten seconds long (scripts/bench/loads.ts, ./bench/phone.ts): the
 *      LCP as the page observes it, the long tasks' blocking time, layout shifts;
 *    - for each of the page's first controls, a throttled phone's load that taps it from the first byte on, until
 *      it works (scripts/bench/first-tap.ts, ./bench/taps.ts, ./bench/controls.ts): the first working tap (the
 *      slowest control's), and the scripts the page had received by then.
 *    Then the service worker's first install, once per round on a fresh phone (scripts/bench/install.ts). Then it
 *    fills the used-car listing to 500 cars, measures that listing the same way, with the INP of a filter change,
 *    and removes them. Then it puts 60 requests in the inbox and opens it, BENCH_RUNS times, signed in as the
 *    demo admin on a tablet (scripts/bench/inbox.ts), and removes them.
 * 4. Prints the medians beside the floor's, as ratios, with the budgets (scripts/bench/config.ts: BUDGETS),
 *    each page's details and single runs, writes everything to bench-results/bench.json, and the table to
 *    docs/performance.md (between its markers).
 *
 * It measures; it fails nothing: the exit code is 0 whatever the figures, non-zero only if it cannot measure.
 *
 *   npm run bench                        build, start the emulators, seed, measure
 *   npm run bench -- --no-build          measure the build already in dist/ (or BENCH_DIST)
 *   BENCH_RUNS=3 npm run bench           runs per page (5)
 *   BENCH_ONLY=home,stock npm run bench  some of the measurements: home, used, car, rental, stock, inbox (the inbox
 *                                        alone needs no floor: none is built)
 *   BENCH_FLOOR=path npm run bench       the floor's sources (../shared/perf-floor); without them, the site alone
 *
 * With FIRESTORE_EMULATOR_HOST set (emulators already running, or inside `firebase emulators:exec`), it uses
 * those emulators instead of starting its own.
 */
import { cpus } from 'node:os'
import { mkdir, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { withEmulators } from './emulators.mjs'
import { ROOT } from './hosting/server.ts'
import { budgetSummary, checkBudgets, checkInbox } from './bench/budgets.ts'
import { BUDGETS, FLOOR_PAGE, INBOX_LEADS, parseOnly, parseRuns, PHONE, sitePages, TABLET, THROTTLING, type PageKey } from './bench/config.ts'
import { writeDocsSection } from './bench/docs.ts'
import { buildFloor, type Floor } from './bench/floor.ts'
import { inboxRuns, withInboxLeads } from './bench/inbox.ts'
import { installRuns } from './bench/install.ts'
import { startSlowLine } from './bench/slow-line.ts'
import { docsSection, factsLine, inboxLine, installLine, pageDetails, partialRuns, summaryTable, type Row, type RunFacts } from './bench/report.ts'
import { summarize, type PageResult } from './bench/results.ts'
import { launchBrowser, runRounds } from './bench/rounds.ts'
import { startServers, type Servers } from './bench/servers.ts'
import { prepareSite, STORAGE, vehiclePath, warnOfPlainHttpPhotos, withStock } from './bench/site.ts'

const build = !process.argv.includes('--no-build')
const RUNS = parseRuns(process.env.BENCH_RUNS)
const ONLY = parseOnly(process.env.BENCH_ONLY)
const DIST = resolve(ROOT, process.env.BENCH_DIST ?? 'dist')
const OUT_DIR = resolve(ROOT, 'bench-results')
const DOCS = resolve(ROOT, 'docs/performance.md')
/** The DevTools port of the measured browser, for Lighthouse. */
const DEBUG_PORT = Number(process.env.BENCH_DEBUG_PORT ?? 9329)
/** Whether a visitor's page is measured: the floor is built for them; the inbox has a budget of its own. */
const FLOOR_NEEDED = [...ONLY].some((key) => key !== 'inbox')

/** The service worker's first installs (./bench/install.ts), through a slow line to the site's server. */
async function measureInstall(siteUrl: string, certificate: string) {
  const { hostname, port } = new URL(siteUrl)
  const line = await startSlowLine(
    { host: hostname, port: Number(port) },
    { latencyMs: THROTTLING.latencyMs, downloadBytesPerSecond: THROTTLING.downloadBytesPerSecond, uploadBytesPerSecond: THROTTLING.uploadBytesPerSecond },
  )
  try {
    return await installRuns(() => launchBrowser(DEBUG_PORT, certificate), `https://${hostname}:${line.port}/it/list/used`, RUNS)
  } finally {
    await line.close()
  }
}

const inside = process.argv.includes('--inside-emulators') || Boolean(process.env.FIRESTORE_EMULATOR_HOST)

// The floor is built before the emulators start (it needs none of them) and passed on to the run inside them.
if (!inside) {
  const floor = FLOOR_NEEDED ? await buildFloor() : undefined
  const env = { ...process.env, ...(floor && ('dist' in floor ? { BENCH_FLOOR_DIST: floor.dist } : { BENCH_NO_FLOOR: floor.missing })) }
  const code = await withEmulators(`npx tsx scripts/bench.ts --inside-emulators${build ? '' : ' --no-build'}`, { env, functions: false })
  if (floor && 'remove' in floor) await floor.remove()
  process.exit(code)
}

const floor: Floor | undefined = !FLOOR_NEEDED
  ? undefined
  : process.env.BENCH_FLOOR_DIST
    ? { dist: process.env.BENCH_FLOOR_DIST, remove: async () => {} }
    : process.env.BENCH_NO_FLOOR
      ? { missing: process.env.BENCH_NO_FLOOR }
      : await buildFloor()
if (floor && 'missing' in floor) console.log(`\nNo floor (${floor.missing}): the site is measured alone, without ratios.\n`)

const site = await prepareSite({ build, ownEmulators: process.argv.includes('--inside-emulators') })
let servers: Servers | undefined
try {
  if (!build) await warnOfPlainHttpPhotos(DIST)
  const measuringStarted = Date.now()
  servers = await startServers({ site: DIST, ...(floor && 'dist' in floor && { floor: floor.dist }), tls: site.tls, storage: STORAGE })
  console.log(`Serving the site at ${servers.siteUrl}, the floor at ${servers.floorUrl ?? '(none)'}, ${servers.photos} photos at ${STORAGE.origin}`)
  const siteUrl = servers.siteUrl
  const plans = sitePages({ car: await vehiclePath(DIST, 'used'), rental: await vehiclePath(DIST, 'rent') }).filter((plan) => ONLY.has(plan.key as PageKey))
  const result = (plan: PageResult['plan'], origin: string, isFloor = false): PageResult => ({ plan, floor: isFloor, url: `${origin}${plan.path}`, runs: [] })
  const floorPage = servers.floorUrl ? result(FLOOR_PAGE, servers.floorUrl, true) : undefined
  const first = plans.filter((plan) => plan.key !== 'stock').map((plan) => result(plan, siteUrl))
  const stock = plans.filter((plan) => plan.key === 'stock').map((plan) => result(plan, siteUrl))
  // The floor runs with the first pages' rounds; with the large listing's only when it is measured alone.
  const floorWithStock = Boolean(floorPage) && !first.length
  const options = { runs: RUNS, debugPort: DEBUG_PORT, reportDir: OUT_DIR, certificate: site.tls.cert }
  await mkdir(OUT_DIR, { recursive: true })
  let chromium = ''
  if (first.length) chromium = await runRounds([...(floorPage ? [floorPage] : []), ...first], options)
  const install = first.length ? await measureInstall(siteUrl, site.tls.cert) : undefined
  const installText = install
    ? installLine(install.median.installMs, install.runs.filter((run) => typeof run !== 'string').length, RUNS, BUDGETS.installMs)
    : ''
  if (stock.length) await withStock(async () => void (chromium = await runRounds([...(floorWithStock ? [floorPage!] : []), ...stock], options)))
  const launchForInbox = async () => {
    const browser = await launchBrowser(DEBUG_PORT, site.tls.cert)
    chromium ||= browser.version()
    return browser
  }
  const inbox = ONLY.has('inbox') ? await withInboxLeads(() => inboxRuns(launchForInbox, siteUrl, RUNS)) : undefined
  const inboxText = inbox ? inboxLine(inbox.medianMs, inbox.runs.filter((run) => typeof run === 'number').length, RUNS, BUDGETS.inboxMs) : ''
  const facts: RunFacts = {
    chromium,
    cpus: cpus().length,
    runs: RUNS,
    wallSeconds: (Date.now() - measuringStarted) / 1000,
    ...(floor && 'missing' in floor && { noFloor: floor.missing }),
  }

  const floorSummary = floorPage ? summarize(floorPage) : undefined
  const rows: Row[] = [...first, ...stock].map((page) => {
    const summary = summarize(page)
    const name = page.plan.key === 'stock' ? `${page.plan.path} (${page.plan.name.replace(/^used cars, /, '')})` : page.plan.path
    return { name, summary, checks: checkBudgets(page.plan, summary, floorSummary), filterInp: page.plan.filterInp ?? false }
  })
  const table = rows.length ? summaryTable(rows, floorSummary) : ''
  const partial = partialRuns(rows, RUNS)
  const inboxChecks = inbox ? [{ name: `the dealer’s inbox (${INBOX_LEADS} requests, tablet)`, checks: [checkInbox(inbox.medianMs)] }] : []
  const budgets = `${budgetSummary([...rows, ...inboxChecks])}${partial ? `\n\n${partial}` : ''}`
  const stockNote =
    stock.length && floorPage && !floorWithStock ? '\n\nThe floor ran in the first pages’ rounds: the 500-car listing’s ratios are to its medians there.' : ''
  console.log(
    `\n${[floorPage, ...first, ...stock]
      .filter((page) => page !== undefined)
      .map((page) => pageDetails(page, summarize(page)))
      .join('\n\n')}`,
  )
  console.log(
    `\n${factsLine(facts)}\nMedians; site / floor = ratio; ✗: over budget.${stockNote}\n\n${[table, installText, inboxText, budgets].filter(Boolean).join('\n\n')}`,
  )

  const file = join(OUT_DIR, 'bench.json')
  const pages = [floorPage, ...first, ...stock].filter((page) => page !== undefined).map((page) => ({ ...page, summary: summarize(page) }))
  await writeFile(
    file,
    // Infinity (a control that never worked) as a string: JSON has no such number, and null is an unknown figure.
    `${JSON.stringify({ date: new Date().toISOString(), facts, phone: { ...PHONE, userAgent: undefined }, throttling: THROTTLING, tablet: TABLET, budgets: BUDGETS, rows, pages, install, inbox }, (_, value) => (value === Number.POSITIVE_INFINITY ? 'Infinity' : value), 2)}\n`,
  )
  await writeDocsSection(DOCS, docsSection(facts, table, `${budgets}${stockNote}`, [installText, inboxText]))
  console.log(`\nWritten to ${file} and ${DOCS}`)
} finally {
  await servers?.close()
  await site.restore()
  if (!process.env.BENCH_FLOOR_DIST && floor && 'remove' in floor) await floor.remove()
}
