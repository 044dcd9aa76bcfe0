/**
 * One Lighthouse run: the `lighthouse` package's default configuration, which is its mobile preset (a mid-range
 * phone's screen, 4× CPU slowdown and slow 4G, simulated from an unthrottled load's trace), the four categories,
 * on the browser the benchmark launched (its DevTools port).
 */
import lighthouse from 'lighthouse'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

export interface LighthouseFigures {
  /** The category scores, 0–100. */
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
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
  const score = (category: (typeof CATEGORIES)[number]) => {
    const value = report.categories[category]?.score
    return typeof value === 'number' ? Math.round(value * 100) : Number.NaN
  }
  const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
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
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], disableFullPageScreenshot: true })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  return { figures: lighthouseFigures(result.lhr as unknown as LighthouseReport), report: result.lhr }
}
