/**
 * The runs of a page and their medians. Pure.
 */
import type { ControlKey, PagePlan } from './config.ts'
import type { LighthouseFigures } from './lighthouse-run.ts'
import type { QuietFigures, TapFigures } from './loads.ts'
import { median } from './stats.ts'

export interface PageRun {
  lighthouse?: LighthouseFigures
  quiet?: QuietFigures
  taps?: TapFigures
  /** What could not be measured in this run, and why. */
  errors: string[]
  /** How long each part took, in seconds (the benchmark's own cost). */
  seconds: { lighthouse: number; quiet: number; taps: number }
}

export interface PageResult {
  plan: PagePlan
  /** The floor's page, or the site's. */
  floor: boolean
  url: string
  runs: PageRun[]
}

/** The medians of a page's runs (NaN for a figure no run measured). */
export interface PageSummary {
  firstTapMs: number
  /** Each control's first working tap. */
  controls: Partial<Record<ControlKey, number>>
  blockingMs: number
  lcpMs: number
  cls: number
  performance: number
  /** Lighthouse's other category scores. */
  lighthouseLcpMs: number
  lighthouseTbtMs: number
  lighthouseCls: number
  scriptBytes: number
  scriptCount: number
  filterInpMs: number
  /** How many runs measured each part (the others failed: their errors are in the runs). */
  measured: { lighthouse: number; quiet: number; taps: number }
}

/** The median of a figure over the runs; a run without the part it comes from gives NaN (unknown). */
function over<Part>(runs: readonly PageRun[], part: (run: PageRun) => Part | undefined, figure: (part: Part) => number | undefined): number {
  return median(
    runs.map((run) => {
      const found = part(run)
      return found === undefined ? Number.NaN : (figure(found) ?? Number.NaN)
    }),
  )
}

export function summarize({ plan, runs }: PageResult): PageSummary {
  const lighthouse = (run: PageRun) => run.lighthouse
  const quiet = (run: PageRun) => run.quiet
  const taps = (run: PageRun) => run.taps
  return {
    firstTapMs: over(runs, taps, (t) => t.firstTapMs),
    controls: Object.fromEntries(plan.controls.map((key) => [key, over(runs, taps, (t) => t.controls[key]?.worksAt)])),
    blockingMs: over(runs, quiet, (q) => q.blockingMs),
    lcpMs: over(runs, quiet, (q) => q.lcpMs),
    cls: over(runs, quiet, (q) => q.cls),
    performance: over(runs, lighthouse, (l) => l.performance),
    lighthouseLcpMs: over(runs, lighthouse, (l) => l.lcpMs),
    lighthouseTbtMs: over(runs, lighthouse, (l) => l.tbtMs),
    lighthouseCls: over(runs, lighthouse, (l) => l.cls),
    scriptBytes: over(runs, taps, (t) => t.scriptsBeforeTap.bytes),
    scriptCount: over(runs, taps, (t) => t.scriptsBeforeTap.count),
    filterInpMs: over(runs, taps, (t) => t.filterInpMs),
    measured: {
      lighthouse: runs.filter((run) => run.lighthouse).length,
      quiet: runs.filter((run) => run.quiet).length,
      taps: runs.filter((run) => run.taps).length,
    },
  }
}
