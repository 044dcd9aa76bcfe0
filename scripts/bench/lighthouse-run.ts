/**
 * One Lighthouse run: the `lighthouse` package's default configuration, which is its mobile preset (a mid-range
 * phone's screen, 4× CPU slowdown and slow 4G, simulated from an unthrottled load's trace), on the browser the
 * benchmark launched (its DevTools port). Only the audits the performance score is made of (`onlyAudits`, which
 * keeps the performance category with them): the score and the metrics are those of a full run, without the other
 * audits' time (the end-to-end tests check accessibility with axe, the pages' HTML with the Nu checker).
 */
import lighthouse from 'lighthouse'

/** The audits the performance score is made of (Lighthouse 12's weights), and the metrics read. */
const METRIC_AUDITS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'] as const

export interface LighthouseFigures {
  /** The performance score, 0–100. */
  performance: number
  lcpMs: number
  tbtMs: number
  cls: number
}

/** What the benchmark reads of a Lighthouse result (its `lhr`), the part of it this file uses. */
export interface LighthouseReport {
  runtimeError?: { code: string; message: string }
  categories: Partial<Record<string, { score: number | null }>>
  audits: Partial<Record<string, { numericValue?: number }>>
}

/** The figures of a report; throws on a report of a load Lighthouse could not measure. */
export function lighthouseFigures(report: LighthouseReport): LighthouseFigures {
  if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.code} ${report.runtimeError.message}`)
  const score = report.categories.performance?.score
  const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN
  return {
    performance: typeof score === 'number' ? Math.round(score * 100) : Number.NaN,
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  }
}

/**
 * Runs Lighthouse on `url` in the browser listening on `port`; the report's figures and the report itself. Without
 * the report's screenshot of the whole page (2-3 s a run here, none of the figures comes from it).
 */
export async function lighthouseRun(url: string, port: number): Promise<{ figures: LighthouseFigures; report: unknown }> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyAudits: [...METRIC_AUDITS], disableFullPageScreenshot: true })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  return { figures: lighthouseFigures(result.lhr as unknown as LighthouseReport), report: result.lhr }
}
