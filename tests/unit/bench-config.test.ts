// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { PAGE_KEYS, parseOnly, parseRuns } from '../../scripts/bench/config'
import { lighthouseFigures } from '../../scripts/bench/lighthouse-run'

describe('BENCH_ONLY and BENCH_RUNS', () => {
  it('measures every page unless told which, and refuses a name it does not know', () => {
    expect([...parseOnly(undefined)]).toEqual([...PAGE_KEYS])
    expect([...parseOnly('')]).toEqual([...PAGE_KEYS])
    expect([...parseOnly(' home, stock ')]).toEqual(['home', 'stock'])
    expect([...parseOnly('inbox')]).toEqual(['inbox'])
    expect(PAGE_KEYS).toContain('inbox')
    expect(() => parseOnly('home,cars')).toThrow(/unknown cars/)
  })

  it('runs each page 5 times unless told otherwise, and refuses what is not a number of runs', () => {
    expect(parseRuns(undefined)).toBe(5)
    expect(parseRuns('3')).toBe(3)
    for (const wrong of ['0', '-1', '2.5', 'many']) expect(() => parseRuns(wrong)).toThrow(/BENCH_RUNS/)
  })
})

describe('lighthouseFigures', () => {
  const report = {
    categories: { performance: { score: 0.874 } },
    audits: {
      'largest-contentful-paint': { numericValue: 1_234.5 },
      'total-blocking-time': { numericValue: 56 },
      'cumulative-layout-shift': { numericValue: 0.001 },
    },
  }

  it('reads the scores (0–100) and the metrics of a report', () => {
    expect(lighthouseFigures(report)).toEqual({ performance: 87, lcpMs: 1_234.5, tbtMs: 56, cls: 0.001 })
  })

  it('refuses a report of a load Lighthouse could not measure', () => {
    expect(() => lighthouseFigures({ ...report, runtimeError: { code: 'NO_NAVSTART', message: 'No navigation' } })).toThrow(/NO_NAVSTART/)
  })
})
