import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { buildMailto, composeBody } from '@/features/contact/mailto'
import { LEAD_KIND_LABELS } from '../model/lead-labels'
import type { OutboxEntry } from './outbox-entry'

/**
 * A request that cannot go through the site (refused, or kept by another version in a shape this one cannot
 * send), as an e-mail to the dealer (at `dealerEmail`, the site settings' address) with everything the visitor typed: nothing typed is lost.
 */
export function leadMailto(entry: OutboxEntry, i18n: I18n, dealerEmail: string): string {
  const lead = entry.lead
  if (!lead) {
    const fields = (entry.unreadableFields ?? []).map(([label, value]) => ({ label, value }))
    return buildMailto(dealerEmail, i18n._(msg`Request from the website`), composeBody(fields))
  }
  const kind = i18n._(LEAD_KIND_LABELS[lead.kind])
  const car = 'vehicle' in lead && lead.vehicle ? lead.vehicle.name : ''
  const details: { label: string; value: string }[] = [
    { label: i18n._(msg`Name`), value: lead.name },
    { label: i18n._(msg`Phone`), value: lead.phone },
    { label: i18n._(msg`E-mail`), value: lead.email },
  ]
  if (car) details.push({ label: i18n._(msg`Car`), value: car })
  if (lead.kind === 'test-drive') details.push({ label: i18n._(msg`Preferred day`), value: `${lead.testDrive.date} (${lead.testDrive.partOfDay})` })
  if (lead.kind === 'financing') {
    const { downPayment, months, monthly } = lead.financing
    details.push({ label: i18n._(msg`Financing`), value: `${downPayment} € + ${months} × ${monthly} €` })
  }
  if (lead.kind === 'rental') {
    const { from, to, pickUpTime, ageBand } = lead.rental
    details.push({ label: i18n._(msg`Rental`), value: `${from} – ${to}, ${pickUpTime}, ${ageBand}` })
  }
  if (lead.kind === 'trade-in') {
    const { make, model, year, km, fuel, condition } = lead.tradeIn
    details.push({ label: i18n._(msg`My car`), value: `${make} ${model}, ${year}, ${km} km, ${fuel}, ${condition}` })
  }
  const subject = lead.kind === 'contact' ? lead.subject : car ? `${kind}: ${car}` : kind
  return buildMailto(dealerEmail, subject, composeBody(details, lead.message ? { label: i18n._(msg`Message`), value: lead.message } : undefined))
}
