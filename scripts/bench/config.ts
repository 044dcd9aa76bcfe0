/**
 * What the benchmark measures and how: the pages, the phone, its network and CPU, the budgets. No I/O here.
 */

/** The measurements BENCH_ONLY can pick (all by default): the visitor's pages, and the dealer's inbox (./inbox.ts). */
export const PAGE_KEYS = ['home', 'used', 'car', 'rental', 'stock', 'inbox'] as const
export type PageKey = (typeof PAGE_KEYS)[number]

/** The controls a visitor taps first, by page (./controls.ts finds them and reads their state). */
export type ControlKey = 'heart' | 'language' | 'filters' | 'save' | 'next-photo' | 'floor-save'

export interface PagePlan {
  key: PageKey | 'floor'
  /** How the page is named in the output. */
  name: string
  path: string
  controls: readonly ControlKey[]
  /** The listing with the large stock: the filter change's INP too. */
  filterInp?: boolean
}

/** Published used cars in the large listing (`npm run seed -- --stock`). */
export const STOCK = 500

/** The floor's home page: the smallest app on the same stack (its `/it/`, Italian as the site's pages are). */
export const FLOOR_PAGE: PagePlan = { key: 'floor', name: 'floor', path: '/it/', controls: ['floor-save'] }

/** The site's pages, given the first used car's and rental car's paths (from the build's sitemap). */
export function sitePages(paths: { car: string; rental: string }): PagePlan[] {
  return [
    { key: 'home', name: 'home', path: '/it', controls: ['heart', 'language'] },
    { key: 'used', name: 'used cars', path: '/it/list/used', controls: ['heart', 'filters', 'language'] },
    { key: 'car', name: 'a used car', path: paths.car, controls: ['save', 'next-photo', 'language'] },
    { key: 'rental', name: 'a rental car', path: paths.rental, controls: ['save', 'next-photo', 'language'] },
    { key: 'stock', name: `used cars, ${STOCK} in stock`, path: '/it/list/used', controls: ['heart', 'filters', 'language'], filterInp: true },
  ]
}

/** BENCH_ONLY: a comma list of PAGE_KEYS; every page when unset or empty. Throws on an unknown name. */
export function parseOnly(value: string | undefined): Set<PageKey> {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  const unknown = names.filter((name) => !(PAGE_KEYS as readonly string[]).includes(name))
  if (unknown.length) throw new Error(`BENCH_ONLY: unknown ${unknown.join(', ')} (known: ${PAGE_KEYS.join(', ')})`)
  return new Set(names.length ? (names as PageKey[]) : PAGE_KEYS)
}

/** BENCH_RUNS: a whole number of runs per page, 5 by default. Throws on anything else. */
export function parseRuns(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 5
  const runs = Number(value)
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`BENCH_RUNS: ${value} is not a number of runs (1 or more)`)
  return runs
}

/**
 * The phone of the throttled loads: a mid-range Android phone's screen (Lighthouse's mobile preset has
 * 412×823 at 1.75 too), its Chrome's user agent with the measured Chromium's major version.
 */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent: (chromeMajor: string) =>
    `Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${chromeMajor}.0.0.0 Mobile Safari/537.36`,
}

/**
 * Slow 4G and a phone's CPU, as Lighthouse's mobile preset describes them (150 ms round trip, 1.6 Mbit/s down,
 * 750 kbit/s up, in Lighthouse's units: 1 Mbit = 1024 × 1024 bits), applied by DevTools to the page itself.
 */
export const THROTTLING = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
}

/**
 * The dealer's tablet of the inbox's loads (./inbox.ts): the end-to-end tests' tablet (playwright.config.ts,
 * admin-tablet), its CPU slowed as the phone's. Its line is a shop's Wi-Fi on a landline to Firebase's servers in
 * Europe (DevTools' network conditions): a short round trip and a few megabytes a second, nothing like slow 4G.
 */
export const TABLET = {
  viewport: { width: 820, height: 1180 },
  hasTouch: true,
  cpuSlowdown: THROTTLING.cpuSlowdown,
  latencyMs: 40,
  downloadBytesPerSecond: (20 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (5 * 1024 * 1024) / 8,
}

/** The requests in the inbox while it is measured: more than one page of them (INBOX_PAGE_SIZE, 50). */
export const INBOX_LEADS = 60

/** The load without input lasts this long from the navigation; long tasks that start in it count. */
export const QUIET_WINDOW_MS = 10_000
/** A task counts as blocking for what it takes over this (Total Blocking Time's rule). */
export const LONG_TASK_MS = 50
/** How often the controls not yet working are tapped again. */
export const TAP_EVERY_MS = 150
/** After this, from the navigation, a control that never responded is reported as not working (> 15 s). */
export const GIVE_UP_MS = 15_000

/**
 * The budgets, each a ratio to the floor's median in the same run (the filter change's INP, the first install and
 * the inbox in milliseconds).
 */
export const BUDGETS = {
  /** First working tap, at most this times the floor's, on every page. */
  firstTapRatio: 1.4,
  /** Long-task blocking in the first 10 s, at most this times the floor's. */
  blockingRatio: 1.5,
  /** LCP as the page observes it, at most this times the floor's. */
  lcpRatio: 0.8,
  /** Lighthouse performance at least the floor's less this many points. */
  performancePoints: 3,
  /** Cumulative layout shift, Lighthouse's and the page's own. */
  cls: 0,
  /** The large listing's filter change. */
  filterInpMs: 100,
  /** The service worker's first install (./install.ts), from its discovery to installed. */
  installMs: 3000,
  /** The dealer's inbox with INBOX_LEADS requests on the tablet (./inbox.ts), from the navigation to its first page shown. */
  inboxMs: 2000,
}
