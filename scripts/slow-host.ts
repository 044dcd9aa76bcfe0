/**
 * Whether a benchmark run measured a slowed machine rather than the page (`disturbance`), from two signs:
 *
 * - Lighthouse's own benchmark of the CPU (`BenchmarkIndex`), run before each load;
 * - the CPU time the host took from this machine while the page loaded: on a virtual machine, Linux counts as
 *   "steal" the time its CPUs were ready to run but the hypervisor ran something else (the eighth figure of the
 *   `cpu` line of /proc/stat). A load measured while the host took a good share of the CPU measures the host, not
 *   the page: its main thread's tasks take longer on the clock for the same work.
 *
 * The sampler reads /proc/stat every SAMPLE_MS, with the monotonic clock's time, which is the clock of Chromium's
 * traces on Linux: a trace's window of time then maps to the samples around it. Elsewhere (no /proc/stat) it has
 * no figures and every share is NaN.
 */
import { readFileSync } from 'node:fs'

const SAMPLE_MS = 100

interface CpuTimes {
  steal: number
  total: number
}

interface Sample extends CpuTimes {
  /** Monotonic clock, microseconds. */
  atUs: number
}

/** The machine's CPU time in /proc/stat's text, in clock ticks: all of it and the host's share (null if not there). */
export function cpuTimes(stat: string): CpuTimes | null {
  const line = stat.split('\n', 1)[0] ?? ''
  if (!line.startsWith('cpu ')) return null
  // user nice system idle iowait irq softirq steal (guest times are counted in user and nice already).
  const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number)
  if (ticks.length < 8 || ticks.some((tick) => !Number.isFinite(tick))) return null
  return { steal: ticks[7]!, total: ticks.reduce((sum, tick) => sum + tick, 0) }
}

function readStat(): string {
  try {
    return readFileSync('/proc/stat', 'utf8')
  } catch {
    return ''
  }
}

/** Linux's monotonic clock in microseconds: the clock of Chromium's trace events. */
export const monotonicUs = () => Number(process.hrtime.bigint() / 1000n)

export interface HostSteal {
  /**
   * The share (0 to 1) of the machine's CPU time the host took between two instants of the monotonic clock (µs),
   * from the samples just before and just after them; NaN without figures for that window.
   */
  shareBetween(fromUs: number, toUs: number): number
  stop(): void
}

/** Starts sampling the host's share of the CPU time until stop() (`read` and `now`: /proc/stat and the clock). */
export function sampleHostSteal({ read = readStat, now = monotonicUs } = {}): HostSteal {
  const samples: Sample[] = []
  const take = () => {
    const times = cpuTimes(read())
    if (times) samples.push({ atUs: now(), ...times })
  }
  take()
  const timer = setInterval(take, SAMPLE_MS)
  return {
    shareBetween(fromUs, toUs) {
      take()
      const before = samples.findLast((sample) => sample.atUs <= fromUs)
      const after = samples.find((sample) => sample.atUs >= toUs)
      if (!before || !after || after.total <= before.total) return Number.NaN
      return (after.steal - before.steal) / (after.total - before.total)
    },
    stop() {
      clearInterval(timer)
    },
  }
}

/** Over this share of the machine's CPU time taken by the host during a load, the run measured the host. */
export const HOST_STEAL_LIMIT = 0.05
/**
 * Lighthouse's benchmark of the CPU (`BenchmarkIndex`, run before each load) at or under which Lighthouse warns that
 * the host is slower than its simulated phone expects (`warningSlowHostCpu`).
 */
export const SLOW_HOST_BENCHMARK_INDEX = 1000

/** Why a run measured a slower machine than the one it was meant to, or null: a run to measure again. */
export function disturbance({ hostSteal, benchmarkIndex }: { hostSteal: number; benchmarkIndex: number }): string | null {
  if (hostSteal > HOST_STEAL_LIMIT) return `the host took over ${HOST_STEAL_LIMIT * 100}% of the CPU time`
  if (benchmarkIndex <= SLOW_HOST_BENCHMARK_INDEX) return `the CPU benchmarked at ${SLOW_HOST_BENCHMARK_INDEX} or less`
  return null
}
