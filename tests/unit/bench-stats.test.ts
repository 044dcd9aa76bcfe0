// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { blockingTime, cumulativeLayoutShift, interactionLatency, median, observedLcp, ratio, scriptsBefore, type PageRecord } from '../../scripts/bench/stats'

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3])).toBe(3)
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })

  it('leaves out the unknown (NaN) but counts a control that never worked (Infinity) as the largest', () => {
    expect(median([Number.NaN, 2, 4, Number.NaN])).toBe(3)
    expect(median([1, Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY])).toBe(Number.POSITIVE_INFINITY)
    expect(median([1, 2, Number.POSITIVE_INFINITY])).toBe(2)
    expect(median([Number.NaN])).toBeNaN()
    expect(median([])).toBeNaN()
  })
})

describe('ratio', () => {
  it('divides the site’s figure by the floor’s', () => {
    expect(ratio(300, 200)).toBe(1.5)
  })

  it('gives 1 when both are 0, Infinity when only the floor’s is, and when the site never worked', () => {
    expect(ratio(0, 0)).toBe(1)
    expect(ratio(10, 0)).toBe(Number.POSITIVE_INFINITY)
    expect(ratio(Number.POSITIVE_INFINITY, 2000)).toBe(Number.POSITIVE_INFINITY)
  })

  it('is unknown when either figure is, or when the floor never worked', () => {
    expect(ratio(Number.NaN, 1)).toBeNaN()
    expect(ratio(1, Number.NaN)).toBeNaN()
    expect(ratio(1, Number.POSITIVE_INFINITY)).toBeNaN()
  })
})

describe('the figures of a load', () => {
  it('takes the last largest-contentful-paint entry as the LCP', () => {
    expect(observedLcp([400, 900, 1700])).toBe(1700)
    expect(observedLcp([])).toBeNaN()
  })

  it('sums what each long task starting in the window takes over the limit', () => {
    const tasks = [
      { start: 100, duration: 40 },
      { start: 500, duration: 120 },
      { start: 9_990, duration: 80 },
      { start: 10_000, duration: 500 },
    ]
    expect(blockingTime(tasks, 10_000, 50)).toBe(70 + 30)
  })

  it('counts layout shifts as the largest session window, without those after input', () => {
    const shift = (start: number, value: number, hadRecentInput = false) => ({ start, value, hadRecentInput })
    expect(cumulativeLayoutShift([])).toBe(0)
    // Two windows (a gap over 1 s between them): the larger counts.
    expect(cumulativeLayoutShift([shift(100, 0.01), shift(600, 0.02), shift(3_000, 0.025)])).toBeCloseTo(0.03)
    // A window lasts 5 s at most, even without a gap.
    expect(cumulativeLayoutShift([0, 900, 1_800, 2_700, 3_600, 4_500, 5_400].map((start) => shift(start, 0.01)))).toBeCloseTo(0.06)
    expect(cumulativeLayoutShift([shift(100, 0.5, true), shift(200, 0.01)])).toBeCloseTo(0.01)
  })

  it('takes an interaction’s latency as its longest event entry, the first interaction from the given time', () => {
    const events: PageRecord['events'] = [
      { name: 'pointerdown', start: 1_000, duration: 300, interactionId: 7 },
      { name: 'keydown', start: 5_000, duration: 48, interactionId: 9 },
      { name: 'keyup', start: 5_080, duration: 96, interactionId: 9 },
      { name: 'mouseover', start: 5_010, duration: 200, interactionId: 0 },
      { name: 'click', start: 6_000, duration: 400, interactionId: 11 },
    ]
    expect(interactionLatency(events, 4_000)).toBe(96)
    expect(interactionLatency(events, 7_000)).toBeNaN()
  })
})

describe('scriptsBefore', () => {
  const resource = (url: string, responseEnd: number, transferSize: number, contentType = '', encodedBodySize = transferSize) => ({
    url,
    initiator: 'script',
    contentType,
    responseEnd,
    transferSize,
    encodedBodySize,
  })

  it('counts the JavaScript responses that ended before the time, by content type, else by address', () => {
    const resources = [
      resource('https://site.test/assets/a.js', 800, 1_000, 'text/javascript'),
      resource('https://site.test/assets/b.js?v=2', 1_200, 2_000),
      resource('https://site.test/assets/c.css', 900, 4_000, 'text/css'),
      resource('https://site.test/api/data', 900, 8_000, 'application/json'),
      resource('https://site.test/assets/late.js', 3_000, 16_000, 'application/javascript'),
      resource('https://site.test/chunk', 1_000, 32_000, 'application/javascript'),
    ]
    expect(scriptsBefore(resources, 2_000)).toEqual({ count: 3, bytes: 1_000 + 2_000 + 32_000 })
  })

  it('takes the encoded body where the browser gives no transfer size, and leaves out what never ended', () => {
    expect(
      scriptsBefore(
        [resource('https://site.test/a.js', 500, 0, 'text/javascript', 700), resource('https://site.test/b.js', 0, 0, 'text/javascript', 900)],
        1_000,
      ),
    ).toEqual({
      count: 1,
      bytes: 700,
    })
  })
})
