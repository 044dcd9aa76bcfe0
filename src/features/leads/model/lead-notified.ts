import { withoutUnknownKeys, z } from '@/lib/zod'

/**
 * What became of the e-mail to the dealer about a lead, as the server's function records it on the lead
 * (`notified`, written with the Admin SDK only: functions/src/lead-alert.ts; lead-claim.ts documents each state). The
 * visitor never writes it and the staff never change it (firestore.rules). A value that does not read as one is left
 * out, never the lead.
 */

export const LEAD_EMAIL_STATES = ['sending', 'sent', 'failed', 'skipped'] as const

export const leadNotifiedSchema = z.strictObject({
  email: z.enum(LEAD_EMAIL_STATES),
  /** The last change. */
  at: z.date(),
  /** How many runs tried to send it. */
  attempts: z.optional(z.int().check(z.minimum(0))),
  /** The last failure, as the SMTP server or the network put it. */
  error: z.optional(z.string()),
  /** A failure the platform will try again (false: it gave up). */
  retry: z.optional(z.boolean()),
  /** Why it was skipped: no SMTP server configured, or no address to send to. */
  reason: z.optional(z.enum(['no-smtp', 'no-recipient'])),
  /** Until when the run that claimed it holds it. */
  leaseUntil: z.optional(z.date()),
})
export type LeadNotified = z.infer<typeof leadNotifiedSchema>

const toDate = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && typeof (value as { toDate?: unknown }).toDate === 'function' ? (value as { toDate(): Date }).toDate() : value

/** The stored `notified` field, or undefined when there is none or it does not read as one. */
export function decodeNotified(value: unknown): LeadNotified | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const candidate = { ...(value as Record<string, unknown>) }
  candidate.at = toDate(candidate.at)
  if (candidate.leaseUntil !== undefined) candidate.leaseUntil = toDate(candidate.leaseUntil)
  const parsed = leadNotifiedSchema.safeParse(withoutUnknownKeys(leadNotifiedSchema, candidate))
  return parsed.success ? parsed.data : undefined
}
