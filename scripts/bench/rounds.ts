/**
 * The runs: in rounds, each round on a browser of its own, every page of the round once (the floor and the site's
 * pages, each round starting one page further on), so that the site and the floor meet the same state of the
 * machine. A run of a page is a
 * Lighthouse run, then a throttled load without input, then one that taps. Every run counts once: a load that
 * fails leaves its figures unknown (NaN in the medians' input, its error beside it), and nothing is run again.
 */
import { createHash, X509Certificate } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { chromium, type Browser } from '@playwright/test'
import { chromiumExecutable } from '../chromium.ts'
import { lighthouseRun } from './lighthouse-run.ts'
import { quietLoad, tappingLoad } from './loads.ts'
import { describeRun } from './report.ts'
import type { PageResult, PageRun } from './results.ts'

/**
 * The SPKI fingerprint of a certificate's public key, as Chromium's `--ignore-certificate-errors-spki-list` takes
 * it: base64 of the SHA-256 of its DER encoding.
 */
export function spkiFingerprint(certificate: string): string {
  return createHash('sha256')
    .update(new X509Certificate(certificate).publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64')
}

/**
 * The browser measured: a full Chromium (CHROMIUM_PATH, Playwright's own Chromium, or the system's: ../chromium.ts),
 * headless in Chromium's own headless mode, which is the whole browser, never the separate headless shell. Its
 * flags: the servers' throwaway certificate trusted by its key (a certificate error would keep every answer out of
 * the browser's cache, which a visitor's phone has), and the DevTools port Lighthouse connects to.
 */
export async function launchBrowser(debugPort: number, certificate: string): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumExecutable() ?? chromium.executablePath(),
    headless: true,
    args: [`--ignore-certificate-errors-spki-list=${spkiFingerprint(certificate)}`, `--remote-debugging-port=${debugPort}`],
  })
}

const message = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0]! : String(error))

/** Seconds since `from` (Date.now()), to the tenth. */
const since = (from: number) => Math.round((Date.now() - from) / 100) / 10

async function runPage(browser: Browser, debugPort: number, page: PageResult, reportDir: string): Promise<PageRun> {
  const run: PageRun = { errors: [], seconds: { lighthouse: 0, quiet: 0, taps: 0 } }
  let started = Date.now()
  try {
    const { figures, report } = await lighthouseRun(page.url, debugPort)
    run.lighthouse = figures
    // The latest full report of each page, for a closer look (Lighthouse's viewer reads it).
    await writeFile(join(reportDir, `${page.floor ? 'floor' : page.plan.key}.lhr.json`), JSON.stringify(report))
  } catch (error) {
    run.errors.push(`Lighthouse: ${message(error)}`)
  }
  run.seconds.lighthouse = since(started)
  started = Date.now()
  try {
    run.quiet = await quietLoad(browser, page.url)
  } catch (error) {
    run.errors.push(`load without input: ${message(error)}`)
  }
  run.seconds.quiet = since(started)
  started = Date.now()
  try {
    run.taps = await tappingLoad(browser, page.url, page.plan.controls, { filterInp: page.plan.filterInp ?? false })
  } catch (error) {
    run.errors.push(`load with taps: ${message(error)}`)
  }
  run.seconds.taps = since(started)
  return run
}

/**
 * Runs every page `runs` times, in rounds, adding each run to its page's result as it goes. Resolves with the
 * browser's version.
 */
export async function runRounds(
  pages: PageResult[],
  { runs, debugPort, reportDir, certificate }: { runs: number; debugPort: number; reportDir: string; certificate: string },
): Promise<string> {
  let version = ''
  for (let round = 1; round <= runs; round++) {
    const browser = await launchBrowser(debugPort, certificate)
    version = browser.version()
    try {
      // Each round starts one page further on, so that no page is always the browser's first (or last) of a round.
      for (const page of pages.map((_, index) => pages[(index + round - 1) % pages.length]!)) {
        const run = await runPage(browser, debugPort, page, reportDir)
        page.runs.push(run)
        console.log(`${page.floor ? 'floor' : page.plan.name}, run ${round} of ${runs}: ${describeRun(run)}`)
      }
    } finally {
      await browser.close()
    }
  }
  return version
}
