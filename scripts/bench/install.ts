/**
 * The service worker's first install on the throttled phone: a fresh phone (no worker, a cold cache) opens the used
 * cars' listing, as a first visit does, and the page records, on its own clock, when its worker was found
 * (`updatefound`) and when that worker was installed (it had downloaded and kept its precache) and activated.
 * The install's time is the first to the second: what a first visit waits, after the page has registered the worker,
 * until everything a visitor can open offline is on the phone. The site is reached through a slow line
 * (./slow-line.ts: DevTools' network conditions would slow the page's requests, not the worker's); the page's CPU
 * is slowed as in the other loads.
 */
import type { Browser } from '@playwright/test'
import { median } from './stats.ts'
import { openPhone } from './phone.ts'

/** How long a first install may take before the load gives up (well past any budget). */
const INSTALL_GIVE_UP_MS = 60_000

/** Runs in the page before its own scripts: the worker's install, as the page sees it. */
const RECORD_INSTALL = `(() => {
  const install = {}
  Object.defineProperty(window, '__benchInstall', { value: install })
  const container = navigator.serviceWorker
  if (!container) return
  const register = container.register.bind(container)
  container.register = async (...args) => {
    install.registered = performance.now()
    const registration = await register(...args)
    const watch = (worker) => {
      if (!worker) return
      install.found ??= performance.now()
      worker.addEventListener('statechange', () => {
        if (worker.state === 'installed') install.installed = performance.now()
        if (worker.state === 'activated') install.activated = performance.now()
      })
    }
    registration.addEventListener('updatefound', () => watch(registration.installing))
    watch(registration.installing)
    return registration
  }
})()`

export interface InstallFigures {
  /** From the worker's discovery to its being installed, ms. */
  installMs: number
  /** From the navigation's start to the page's registering its worker, ms. */
  registeredAtMs: number
}

/** One first install, on a fresh phone with service workers allowed. */
export async function installLoad(browser: Browser, url: string): Promise<InstallFigures> {
  const phone = await openPhone(browser, { serviceWorkers: 'allow', network: false })
  try {
    await phone.context.addInitScript({ content: RECORD_INSTALL })
    await phone.page.goto(url, { waitUntil: 'commit' })
    const install = await phone.page.waitForFunction(
      () => {
        const figures = (window as unknown as { __benchInstall?: Record<string, number> }).__benchInstall
        return figures?.installed !== undefined ? figures : null
      },
      undefined,
      { timeout: INSTALL_GIVE_UP_MS, polling: 250 },
    )
    const { registered, found, installed } = (await install.jsonValue()) as Record<string, number>
    return { installMs: installed! - found!, registeredAtMs: registered! }
  } finally {
    await phone.close()
  }
}

/**
 * Medians of `runs` first installs, each on a browser of its own, of the page at `url` (an origin behind a slow
 * line); NaN for a run that did not install.
 */
export async function installRuns(
  launch: () => Promise<Browser>,
  url: string,
  runs: number,
): Promise<{ median: InstallFigures; runs: (InstallFigures | string)[] }> {
  const results: (InstallFigures | string)[] = []
  for (let run = 1; run <= runs; run++) {
    const browser = await launch()
    try {
      const figures = await installLoad(browser, url)
      results.push(figures)
      console.log(
        `first install, run ${run} of ${runs}: ${(figures.installMs / 1000).toFixed(2)} s (registered at ${(figures.registeredAtMs / 1000).toFixed(2)} s)`,
      )
    } catch (error) {
      const message = error instanceof Error ? error.message.split('\n')[0]! : String(error)
      results.push(message)
      console.log(`first install, run ${run} of ${runs}: failed (${message})`)
    } finally {
      await browser.close()
    }
  }
  const measured = results.filter((result): result is InstallFigures => typeof result !== 'string')
  return {
    median: { installMs: median(measured.map((figures) => figures.installMs)), registeredAtMs: median(measured.map((figures) => figures.registeredAtMs)) },
    runs: results,
  }
}
