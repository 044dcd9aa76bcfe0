/**
 * Total Blocking Time (and the Largest Contentful Paint) as Lighthouse computes them, from the same trace, but with
 * each of the page's main-thread tasks as long as the CPU time it took.
 *
 * Lighthouse's simulation (Lantern) multiplies each task's wall time by the CPU slowdown (4× on mobile), so a task
 * whose thread waited for a CPU counts its wait four times over. On a machine whose few cores also run the
 * browser's other processes, the servers and Lighthouse, most of the page's long tasks are mostly waiting: the
 * figure then measures the machine as much as the page. The trace also holds each task's thread time (the CPU
 * it used): shortening every top-level task of the page's main thread to that time (its events inside it drawn
 * in proportionally, so that each stays within its task) and running Lighthouse's own TBT simulation on the
 * result gives the blocking the page's own work would cause on a main thread that had a core to itself (and the
 * largest paint then, which the network bounds).
 */
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js'
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js'
import { ProcessedTrace } from 'lighthouse/core/computed/processed-trace.js'

/** A trace event, as much of it as this module reads (it copies the rest as it is). */
export interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  /** The thread's CPU time inside the event (complete events), in microseconds like `dur`. */
  tdur?: number
}

/**
 * The events with each top-level complete event of the thread `thread` shortened to its CPU time (`tdur`), and
 * every event of that thread inside it moved and shortened in proportion. Other threads' events, and the
 * thread's events between its tasks, are untouched; nothing is moved later, so the order of the tasks stays.
 */
export function threadAtCpuTime<Event extends TraceEvent>(events: readonly Event[], thread: { pid: number; tid: number }): Event[] {
  const own = (event: Event) => event.pid === thread.pid && event.tid === thread.tid
  const tasks = events
    .filter((event) => own(event) && event.ph === 'X' && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
  // The top-level ones: not inside the one before.
  const topLevel: Event[] = []
  for (const task of tasks) {
    const last = topLevel.at(-1)
    if (!last || task.ts >= last.ts + (last.dur ?? 0)) topLevel.push(task)
  }
  const shrunk = topLevel.filter((task) => task.tdur !== undefined && task.dur! > 0 && task.tdur < task.dur!)
  if (!shrunk.length) return [...events]
  // Starts ascending, spans disjoint: the task an event falls in by binary search.
  const starts = shrunk.map((task) => task.ts)
  const within = (ts: number): Event | undefined => {
    let low = 0
    let high = starts.length - 1
    let found = -1
    while (low <= high) {
      const middle = (low + high) >> 1
      if (starts[middle]! <= ts) {
        found = middle
        low = middle + 1
      } else high = middle - 1
    }
    const task = found >= 0 ? shrunk[found] : undefined
    return task && ts <= task.ts + task.dur! ? task : undefined
  }
  return events.map((event) => {
    if (!own(event)) return event
    const task = within(event.ts)
    if (!task) return event
    const factor = task.tdur! / task.dur!
    const moved: Event = { ...event, ts: task.ts + (event.ts - task.ts) * factor }
    if (event.dur !== undefined) moved.dur = event.dur * factor
    // Rounding aside, an event's CPU time is never more than its new length.
    if (event.tdur !== undefined && moved.dur !== undefined) moved.tdur = Math.min(event.tdur, moved.dur)
    return moved
  })
}

/** What of a Lighthouse run (`lighthouse()`'s result) the simulation needs. */
export interface LighthouseRun {
  artifacts: { Trace: { traceEvents: TraceEvent[] }; DevtoolsLog: unknown; GatherContext: unknown; URL: unknown; SourceMaps: unknown }
  lhr: { configSettings: unknown }
}

/** Lighthouse's simulated TBT and LCP (ms) of a run's trace, as its report gives them for that trace. */
async function simulated(run: LighthouseRun, traceEvents: TraceEvent[]): Promise<{ tbt: number; lcp: number }> {
  const { artifacts } = run
  const context = { computedCache: new Map(), settings: run.lhr.configSettings, options: {} }
  const data = {
    trace: { ...artifacts.Trace, traceEvents },
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: run.lhr.configSettings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  }
  // Lighthouse's computed artifacts are typed for its own artifacts; these are the run's.
  const tbt = await LanternTotalBlockingTime.request(data as never, context as never)
  const lcp = await LanternLargestContentfulPaint.request(data as never, context as never)
  return { tbt: tbt.timing, lcp: lcp.timing }
}

/**
 * Lighthouse's TBT and LCP for the run recomputed from its trace (`reported`, which should equal the report's: a
 * check that this module drives Lighthouse's simulation as Lighthouse does), and with the page's main thread at
 * its CPU time (`cpuTime`).
 */
export async function atCpuTime(run: LighthouseRun): Promise<{ reported: { tbt: number; lcp: number }; cpuTime: { tbt: number; lcp: number } }> {
  const events = run.artifacts.Trace.traceEvents
  const processed = await ProcessedTrace.request(run.artifacts.Trace as never, { computedCache: new Map() } as never)
  const main = processed.mainThreadEvents.find((event) => event.ph === 'X')
  if (!main) throw new Error('The trace has no main-thread task')
  return {
    reported: await simulated(run, events),
    cpuTime: await simulated(run, threadAtCpuTime(events, main)),
  }
}
