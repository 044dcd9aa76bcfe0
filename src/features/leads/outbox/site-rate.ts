import { getDocumentAs, type DocumentWrite, type RestValue } from '@/lib/firebase/firestore-rest-write'
import { LEAD_LIMITS, LEAD_RATE_PATH } from '../model/lead-constants'

/**
 * The site-wide cap on leads, as a device sees it: the counter `leadRate/site` (at most LEAD_LIMITS.siteLeadsMax
 * leads in a window of LEAD_LIMITS.siteWindowMinutes) that every lead's commit must advance. The device reads it
 * before sending, to write the next value or to wait for the next window without sending in vain, and again
 * after a refusal, to tell the cap (or another lead that went in between) from a lead that will never be taken.
 */

const WINDOW_MS = LEAD_LIMITS.siteWindowMinutes * 60_000

export interface SiteRate {
  /** When the current window started, as the server wrote it (kept exact: the rules compare it). */
  windowStart: string
  windowStartMs: number
  count: number
}

/** The counter and the server's clock when it answered (the device's where the answer does not tell). */
export interface SiteRateReading {
  rate: SiteRate | null
  now: number
}

function decode(fields: Record<string, RestValue> | null): SiteRate | null {
  const windowStart = fields?.windowStart?.timestampValue
  const count = Number(fields?.count?.integerValue)
  const windowStartMs = Date.parse(windowStart ?? '')
  if (!windowStart || !Number.isFinite(windowStartMs) || !Number.isInteger(count)) return null
  return { windowStart, windowStartMs, count }
}

/** Reads the counter as the holder of `idToken`. Throws RestRequestError. */
export async function readSiteRate(idToken: string): Promise<SiteRateReading> {
  const { fields, serverTime } = await getDocumentAs(LEAD_RATE_PATH, idToken)
  return { rate: decode(fields), now: serverTime ?? Date.now() }
}

const windowOver = (rate: SiteRate | null, now: number) => rate === null || now >= rate.windowStartMs + WINDOW_MS

/** A little past the window's end, and a few seconds apart, so that the devices waiting do not all come back at once. */
const spread = () => 2_000 + Math.round(Math.random() * 20_000)

/** How long before the site takes a lead again (0: now); on the server's clock, which only the distance is taken from. */
export function siteBusyFor({ rate, now }: SiteRateReading): number {
  if (windowOver(rate, now) || rate!.count < LEAD_LIMITS.siteLeadsMax) return 0
  return rate!.windowStartMs + WINDOW_MS - now + spread()
}

/**
 * The counter's write for one more lead, `leadId`: a new window from the server's time of the commit once the
 * current one is over, else the next count in it (the window's start kept as the server has it).
 */
export function siteRateWrite({ rate, now }: SiteRateReading, leadId: string): DocumentWrite {
  if (windowOver(rate, now)) return { path: LEAD_RATE_PATH, fields: { count: 1, lastLeadId: leadId }, serverTimeFields: ['windowStart', 'lastAt'] }
  return { path: LEAD_RATE_PATH, fields: { count: rate!.count + 1, lastLeadId: leadId }, merge: true, serverTimeFields: ['lastAt'] }
}

/** The counter moved since `before`: another lead went in between, so a refusal may be that race, not this lead. */
export function siteRateMoved(before: SiteRateReading, after: SiteRateReading): boolean {
  return before.rate?.windowStart !== after.rate?.windowStart || before.rate?.count !== after.rate?.count
}
