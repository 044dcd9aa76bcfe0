/**
 * The figures of one load, computed from what the page recorded of itself (./phone.ts), and the medians and
 * ratios of several. Pure functions.
 */

/** What a page records of itself, every time on its own clock (milliseconds from the navigation's start). */
export interface PageRecord {
  /** The start times of its largest-contentful-paint entries, in order. */
  lcp: number[]
  longTasks: { start: number; duration: number }[]
  shifts: { start: number; value: number; hadRecentInput: boolean }[]
  /** Event timing entries (durationThreshold 16 ms); interactionId 0 for an event that is not an interaction. */
  events: { name: string; start: number; duration: number; interactionId: number }[]
  /** The timeStamp of every trusted pointerdown and touchstart. */
  taps: number[]
  resources: { url: string; initiator: string; contentType: string; responseEnd: number; transferSize: number; encodedBodySize: number }[]
}

/**
 * The median of the known values (NaN is unknown: a run that could not measure), NaN when there is none. Infinity
 * is a value (a control that never worked) and counts as the largest.
 */
export function median(values: readonly number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b)
  if (!sorted.length) return Number.NaN
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/**
 * The site's figure over the floor's. Both 0: 1 (as good as the floor); the floor's 0 alone, or the site's
 * Infinity: Infinity. NaN when either is unknown, or the floor's is Infinity (nothing to compare with).
 */
export function ratio(site: number, floor: number): number {
  if (Number.isNaN(site) || Number.isNaN(floor) || floor === Number.POSITIVE_INFINITY) return Number.NaN
  if (site === Number.POSITIVE_INFINITY) return site
  if (floor === 0) return site === 0 ? 1 : Number.POSITIVE_INFINITY
  return site / floor
}

/** The LCP as the page observed it: its last largest-contentful-paint entry's start time (NaN without one). */
export function observedLcp(lcp: readonly number[]): number {
  return lcp.length ? lcp[lcp.length - 1]! : Number.NaN
}

/** The time long tasks that start before `windowMs` block the main thread: the sum of what each takes over `limitMs`. */
export function blockingTime(longTasks: PageRecord['longTasks'], windowMs: number, limitMs: number): number {
  return longTasks.filter((task) => task.start < windowMs).reduce((sum, task) => sum + Math.max(0, task.duration - limitMs), 0)
}

/**
 * Cumulative Layout Shift as the web-vitals define it: the largest session window of shifts not caused by
 * recent input (shifts less than 1 s apart, a window at most 5 s long).
 */
export function cumulativeLayoutShift(shifts: PageRecord['shifts']): number {
  let largest = 0
  let current = 0
  let first = Number.NEGATIVE_INFINITY
  let last = Number.NEGATIVE_INFINITY
  for (const shift of [...shifts].filter((s) => !s.hadRecentInput).sort((a, b) => a.start - b.start)) {
    if (shift.start - last < 1000 && shift.start - first < 5000) current += shift.value
    else {
      current = shift.value
      first = shift.start
    }
    last = shift.start
    largest = Math.max(largest, current)
  }
  return largest
}

/**
 * The latency of the first interaction that starts at or after `from`: the longest duration among the event
 * timing entries of that interaction (its interactionId). NaN when none was recorded.
 */
export function interactionLatency(events: PageRecord['events'], from: number): number {
  const first = events.filter((event) => event.interactionId > 0 && event.start >= from).sort((a, b) => a.start - b.start)[0]
  if (!first) return Number.NaN
  return Math.max(...events.filter((event) => event.interactionId === first.interactionId).map((event) => event.duration))
}

/** Whether a response is JavaScript: by its content type where the browser gives it, else by its address. */
function isScript(resource: PageRecord['resources'][number]): boolean {
  if (resource.contentType) return /javascript|ecmascript/.test(resource.contentType)
  return /\.m?js$/.test(new URL(resource.url).pathname)
}

/**
 * The JavaScript the page had received before `time`: the responses that ended before it, their count and
 * bytes (as transferred, the headers with them; the encoded body where the browser gives no transfer size).
 */
export function scriptsBefore(resources: PageRecord['resources'], time: number): { count: number; bytes: number } {
  const scripts = resources.filter((resource) => isScript(resource) && resource.responseEnd > 0 && resource.responseEnd < time)
  return { count: scripts.length, bytes: scripts.reduce((sum, resource) => sum + (resource.transferSize || resource.encodedBodySize), 0) }
}
