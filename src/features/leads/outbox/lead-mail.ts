import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { buildMailto, composeBody } from '@/features/contact/mailto'
import { telHref, whatsappHref } from '@/features/site/model/site-settings'
import type { SiteSettingsInput } from '@/features/site/model/site-settings-schema'
import { LEAD_KIND_LABELS } from '../model/lead-labels'
import type { OutboxEntry } from './outbox-entry'

/**
 * A request that cannot go through the site (refused, or kept by another version in a shape this one cannot
 * send), as an e-mail to the dealer (at `dealerEmail`, the site settings' address) with everything the visitor typed: nothing typed is lost.
 */
export function leadMailto(entry: OutboxEntry, i18n: I18n, dealerEmail: string): string {
  const { subject, body } = leadMessage(entry, i18n)
  return buildMailto(dealerEmail, subject, body)
}

/** A request as a message of its own (an e-mail's subject and body, or a WhatsApp message's lines): everything the visitor typed. */
export function leadMessage(entry: OutboxEntry, i18n: I18n): { subject: string; body: string } {
  const lead = entry.lead
  if (!lead) {
    const fields = (entry.unreadableFields ?? []).map(([label, value]) => ({ label, value }))
    return { subject: i18n._(msg`Request from the website`), body: composeBody(fields) }
  }
  const kind = i18n._(LEAD_KIND_LABELS[lead.kind])
  const car = 'vehicle' in lead && lead.vehicle ? (entry.vehicleName ?? lead.vehicle.id) : ''
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
    const { from, to, pickUpTime, returnTime, ageBand, quote } = lead.rental
    const period = returnTime ? `${from} ${pickUpTime} – ${to} ${returnTime}` : `${from} – ${to}, ${pickUpTime}`
    details.push({ label: i18n._(msg`Rental`), value: `${period}, ${ageBand}${quote ? `, ${quote.total} €` : ''}` })
  }
  if (lead.kind === 'trade-in') {
    const { make, model, year, km, fuel, condition } = lead.tradeIn
    details.push({ label: i18n._(msg`My car`), value: `${make} ${model}, ${year}, ${km} km, ${fuel}, ${condition}` })
  }
  const subject = lead.kind === 'contact' ? lead.subject : car ? `${kind}: ${car}` : kind
  return { subject, body: composeBody(details, lead.message ? { label: i18n._(msg`Message`), value: lead.message } : undefined) }
}

/** For a visitor who cannot wait for the request to go: the dealer's phone (as written) and its link, and a WhatsApp link whose message is the request. */
export function leadCallLinks(
  entry: OutboxEntry,
  i18n: I18n,
  contacts: Pick<SiteSettingsInput, 'phone' | 'whatsapp'>,
): { phone: string; tel: string; whatsapp: string } {
  const { subject, body } = leadMessage(entry, i18n)
  return { phone: contacts.phone, tel: telHref(contacts.phone), whatsapp: whatsappHref(contacts.whatsapp, `${subject}\n\n${body}`) }
}
