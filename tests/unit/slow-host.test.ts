import { existsSync } from 'node:fs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cpuTimes, disturbance, monotonicUs, sampleHostSteal } from '../../scripts/slow-host'

/** /proc/stat with `total` ticks of CPU time so far, `steal` of them the host's. */
const stat = (steal: number, total: number) => `cpu  0 0 0 ${total - steal} 0 0 0 ${steal} 0 0\ncpu0 1 2 3 4 5 6 7 8 9 10\n`

describe("the host's share of the CPU time", () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it("reads /proc/stat's first line: the eighth figure is the host's, the first eight the whole", () => {
    expect(cpuTimes('cpu  10 20 30 40 50 60 70 80 90 100\ncpu0 1 1 1 1 1 1 1 1 1 1\n')).toEqual({ steal: 80, total: 360 })
    expect(cpuTimes('')).toBeNull()
    expect(cpuTimes('intr 1 2 3\n')).toBeNull()
    expect(cpuTimes('cpu  1 2 3\n')).toBeNull()
  })

  it('gives the share of the samples around a window, and NaN for a window it has no samples before', () => {
    vi.useFakeTimers()
    // The clock and /proc/stat as the sampler would see them: 100 ticks of CPU time per sample, the host taking
    // none, then 30 and 50 of them.
    const clock = { us: 1_000_000 }
    const stats = [stat(0, 1000), stat(0, 1100), stat(30, 1200), stat(80, 1300), stat(80, 1400)]
    let reads = 0
    const sampler = sampleHostSteal({ read: () => stats[Math.min(reads++, stats.length - 1)]!, now: () => clock.us })
    for (let i = 0; i < 3; i++) {
      clock.us += 100_000
      vi.advanceTimersByTime(100)
    }
    clock.us += 100_000
    // Samples at 1.0 s (0 stolen), 1.1 s (0), 1.2 s (30), 1.3 s (80); 1.4 s taken by the question itself.
    expect(sampler.shareBetween(1_100_000, 1_300_000)).toBeCloseTo(80 / 200)
    expect(sampler.shareBetween(1_150_000, 1_250_000)).toBeCloseTo(80 / 200)
    expect(sampler.shareBetween(1_000_000, 1_100_000)).toBe(0)
    expect(sampler.shareBetween(900_000, 1_100_000)).toBeNaN()
    sampler.stop()
  })

  it.skipIf(!existsSync('/proc/stat'))("measures this machine's: a share between 0 and 1", async () => {
    const sampler = sampleHostSteal()
    const from = monotonicUs()
    await new Promise((resolve) => setTimeout(resolve, 250))
    const to = monotonicUs()
    await new Promise((resolve) => setTimeout(resolve, 150))
    const share = sampler.shareBetween(from, to)
    sampler.stop()
    expect(share).toBeGreaterThanOrEqual(0)
    expect(share).toBeLessThanOrEqual(1)
  })
})

describe('a run on a slowed machine', () => {
  it("is one where the host took over 5% of the CPU time, or Lighthouse's CPU benchmark gave 1000 or less", () => {
    expect(disturbance({ hostSteal: 0.002, benchmarkIndex: 1700 })).toBeNull()
    expect(disturbance({ hostSteal: 0.05, benchmarkIndex: 1001 })).toBeNull()
    expect(disturbance({ hostSteal: 0.086, benchmarkIndex: 1700 })).toMatch(/host took over 5%/)
    expect(disturbance({ hostSteal: 0, benchmarkIndex: 935 })).toMatch(/benchmarked at 1000 or less/)
    expect(disturbance({ hostSteal: 0, benchmarkIndex: 1000 })).toMatch(/benchmarked/)
  })

  it('is not one for want of figures (no /proc/stat, no benchmark)', () => {
    expect(disturbance({ hostSteal: Number.NaN, benchmarkIndex: Number.NaN })).toBeNull()
  })
})
