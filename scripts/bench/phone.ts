/**
 * The throttled phone of the Playwright loads: a new browser context each time (a cold cache, no service
 * worker), a phone's screen and user agent, DevTools' CPU slowdown and network conditions applied to the page
 * before it navigates, and an init script that records, in the page and on the page's clock, what the page
 * observes of itself: its LCP candidates, long tasks, layout shifts, event timings, taps and resource timings.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { PHONE, THROTTLING } from './config.ts'
import type { PageRecord } from './stats.ts'

/** The page's record (PageRecord in ./stats.ts), kept on `window` under this name. */
const RECORD = '__benchRecord'

/**
 * Runs in the page before its own scripts (as source text: the benchmark's own code, as tsx compiles it, calls
 * helpers the page does not have). Observers registered with `buffered: true` also get what was there before
 * them. Taps: `event.timeStamp` of every trusted pointerdown and touchstart at the window, in the capture phase,
 * passive (so as not to make the page's touches wait for its main thread), whatever element they land on (a splash
 * screen too). An event's timeStamp is when the browser received the input, on the page's clock (milliseconds
 * from the navigation's start): a tap's time does not depend on how long the page's main thread takes to get to
 * it, nor on the delay between the benchmark's process and the browser.
 */
const RECORD_IN_PAGE = `(() => {
  const record = { lcp: [], longTasks: [], shifts: [], events: [], taps: [], resources: [] }
  Object.defineProperty(window, ${JSON.stringify(RECORD)}, { value: record })
  function observe(type, take, options) {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(take)).observe(Object.assign({ type, buffered: true }, options))
    } catch {
      // A type this browser does not know: nothing recorded of it.
    }
  }
  observe('largest-contentful-paint', (entry) => record.lcp.push(entry.startTime))
  observe('longtask', (entry) => record.longTasks.push({ start: entry.startTime, duration: entry.duration }))
  observe('layout-shift', (entry) => record.shifts.push({ start: entry.startTime, value: entry.value, hadRecentInput: entry.hadRecentInput }))
  observe('event', (entry) => record.events.push({ name: entry.name, start: entry.startTime, duration: entry.duration, interactionId: entry.interactionId || 0 }), { durationThreshold: 16 })
  observe('resource', (entry) => record.resources.push({
    url: entry.name,
    initiator: entry.initiatorType,
    contentType: entry.contentType || '',
    responseEnd: entry.responseEnd,
    transferSize: entry.transferSize,
    encodedBodySize: entry.encodedBodySize,
  }))
  for (const type of ['pointerdown', 'touchstart']) {
    window.addEventListener(type, (event) => { if (event.isTrusted) record.taps.push(event.timeStamp) }, { capture: true, passive: true })
  }
})()`

/** A device's CPU slowdown and line, as DevTools applies them to a page. */
export interface Slowdown {
  cpuSlowdown: number
  latencyMs: number
  downloadBytesPerSecond: number
  uploadBytesPerSecond: number
}

/** Applies DevTools' CPU slowdown to `page`, and its network conditions unless `network` is false. */
export async function slowDown(page: Page, slowdown: Slowdown, { network = true }: { network?: boolean } = {}): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown.cpuSlowdown })
  if (!network) return
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: slowdown.latencyMs,
    downloadThroughput: slowdown.downloadBytesPerSecond,
    uploadThroughput: slowdown.uploadBytesPerSecond,
  })
}

export interface Phone {
  context: BrowserContext
  page: Page
  /** The page's record so far. */
  record: () => Promise<PageRecord>
  /** The page's clock: milliseconds since its navigation started. */
  now: () => Promise<number>
  /**
   * Waits for the page's main thread to have handled what came before (a tap) and painted twice since (two
   * seconds at most, should it not paint); resolves with the taps recorded from the `from`th on.
   */
  tapsAfterTwoFrames: (from: number) => Promise<number[]>
  close: () => Promise<void>
}

/**
 * A fresh throttled phone with one page, not navigated yet; without service workers unless allowed, and with
 * DevTools' network conditions unless `network` is false (the page's line is slow by other means: ./slow-line.ts).
 */
export async function openPhone(
  browser: Browser,
  { serviceWorkers = 'block', network = true }: { serviceWorkers?: 'allow' | 'block'; network?: boolean } = {},
): Promise<Phone> {
  const chromeMajor = browser.version().split('.')[0] ?? ''
  const context = await browser.newContext({
    viewport: PHONE.viewport,
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: PHONE.isMobile,
    hasTouch: PHONE.hasTouch,
    userAgent: PHONE.userAgent(chromeMajor),
    serviceWorkers,
    locale: 'it-IT',
  })
  try {
    await context.addInitScript({ content: RECORD_IN_PAGE })
    const page = await context.newPage()
    // No step of a load waits for ever (Playwright's own default): a page that went elsewhere fails its run.
    page.setDefaultTimeout(30_000)
    await slowDown(page, THROTTLING, { network })
    return {
      context,
      page,
      record: () => page.evaluate((name) => (window as unknown as Record<string, PageRecord>)[name]!, RECORD),
      now: () => page.evaluate(() => performance.now()),
      tapsAfterTwoFrames: (from) =>
        page.evaluate(`new Promise((resolve) => {
          let done = false
          const finish = () => {
            if (!done) resolve(window[${JSON.stringify(RECORD)}].taps.slice(${Number(from)}))
            done = true
          }
          requestAnimationFrame(() => requestAnimationFrame(finish))
          setTimeout(finish, 2000)
        })`),
      close: () => context.close(),
    }
  } catch (error) {
    await context.close()
    throw error
  }
}
