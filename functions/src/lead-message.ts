import { MAIL_LABELS, type MailLang } from './mail-labels'
import { bodyText, escapeHtml, headerText, replyToAddress, telHref } from './mail-text'

/**
 * The dealer's e-mail about one new request (a lead): subject, plain text, simple HTML and Reply-To, built from the
 * lead's document as stored (firestore.rules took it; src/features/leads/model/lead-schema.ts is its schema) and
 * the car's name from its vehicle document. Pure: the unit tests import it directly.
 */

/** What the e-mail reads of a lead's document: every field as stored, read defensively (a field may be missing). */
export interface AlertLead {
  id: string
  kind: string
  lang: string
  name: string
  phone: string
  email: string
  message: string
  subject: string
  createdAt: Date | null
  vehicleId: string | null
  testDrive: { date: string; partOfDay: string } | null
  /**
   * `returnTime` empty and `quote` null on a request made before the form priced the dates; `extras`: the units of
   * the price's extra lines (a child seat, a second driver), which the total includes.
   */
  rental: {
    from: string
    to: string
    pickUpTime: string
    returnTime: string
    ageBand: string
    quote: { days: number; total: number; extras: string[] } | null
  } | null
  financing: { downPayment: number; months: number; monthly: number } | null
  tradeIn: { make: string; model: string; year: number; km: number } | null
  photos: number
}

type Data = Readonly<Record<string, unknown>>

const str = (value: unknown): string => (typeof value === 'string' ? value : '')
const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0)
const map = (value: unknown): Data | null => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Data) : null)
/** The rental extras among a price's lines (src/features/leads/model/lead-constants.ts, RENTAL_EXTRAS). */
const RENTAL_EXTRAS: readonly string[] = ['child-seat', 'second-driver']
const extrasOf = (lines: unknown): string[] =>
  Array.isArray(lines) ? lines.map((line) => str(map(line)?.unit)).filter((unit) => RENTAL_EXTRAS.includes(unit)) : []
const dateOf = (value: unknown): Date | null => {
  if (value instanceof Date) return value
  const toDate = map(value)?.toDate
  return typeof toDate === 'function' ? (toDate.call(value) as Date) : null
}

/** A lead's stored document as the e-mail reads it. */
export function readAlertLead(id: string, data: Data): AlertLead {
  const testDrive = map(data.testDrive)
  const rental = map(data.rental)
  const financing = map(data.financing)
  const tradeIn = map(data.tradeIn)
  const quote = map(rental?.quote)
  const vehicleId = str(map(data.vehicle)?.id)
  return {
    id,
    kind: str(data.kind),
    lang: str(data.lang),
    name: str(data.name),
    phone: str(data.phone),
    email: str(data.email),
    message: str(data.message),
    subject: str(data.subject),
    createdAt: dateOf(data.createdAt),
    vehicleId: vehicleId || null,
    testDrive: testDrive && { date: str(testDrive.date), partOfDay: str(testDrive.partOfDay) },
    rental: rental && {
      from: str(rental.from),
      to: str(rental.to),
      pickUpTime: str(rental.pickUpTime),
      returnTime: str(rental.returnTime),
      ageBand: str(rental.ageBand),
      quote: quote && { days: num(quote.days), total: num(quote.total), extras: extrasOf(quote.lines) },
    },
    financing: financing && { downPayment: num(financing.downPayment), months: num(financing.months), monthly: num(financing.monthly) },
    tradeIn: tradeIn && { make: str(tradeIn.make), model: str(tradeIn.model), year: num(tradeIn.year), km: num(tradeIn.km) },
    photos: Array.isArray(data.photos) ? data.photos.length : 0,
  }
}

/** "Fiat Panda 1.0 Hybrid": how the reserved area names a car (vehicleDisplayName), from its vehicle document. */
export function vehicleName(vehicle: Data): string {
  return [vehicle.make, vehicle.model, vehicle.version]
    .map((part) => str(part).trim())
    .filter(Boolean)
    .join(' ')
}

export interface LeadMessageInput {
  lead: AlertLead
  /** The car's name from the stock; null when the lead names a car that is no longer there. */
  carName: string | null
  lang: MailLang
  /** The site's origin, `https://example.com`: the link to the lead in the reserved area. */
  siteUrl: string
}

export interface LeadMessage {
  subject: string
  text: string
  html: string
  /** The visitor, when they left an address a reply can safely go to. */
  replyTo: { name: string; address: string } | null
}

/** `/<lang>/admin/leads/<id>` on the site. */
export function leadUrl(siteUrl: string, lang: MailLang, id: string): string {
  return new URL(`/${lang}/admin/leads/${encodeURIComponent(id)}`, siteUrl).href
}

const LOCALES: Record<MailLang, string> = { it: 'it-IT', en: 'en-GB' }

/** A `YYYY-MM-DD` day of the dealer's calendar as the language writes it; anything else as it is. */
function day(date: string, lang: MailLang): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!match) return date
  const when = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  return new Intl.DateTimeFormat(LOCALES[lang], { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(when)
}

const euro = (amount: number, lang: MailLang) => new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency: 'EUR' }).format(amount)

/** The lines of the message, label and value, in order (the values as the visitor typed them: escaped where shown). */
function detailLines(input: LeadMessageInput): [label: string, value: string][] {
  const { lead, lang } = input
  const t = MAIL_LABELS[lang]
  const lines: [string, string][] = [[t.kind, kindLabel(lang, lead.kind)]]
  if (lead.vehicleId) lines.push([t.car, input.carName ?? t.carGone(lead.vehicleId)])
  lines.push([t.name, lead.name])
  if (lead.phone) lines.push([t.phone, lead.phone])
  if (lead.email) lines.push([t.email, lead.email])
  if (lead.testDrive) lines.push([t.when, `${day(lead.testDrive.date, lang)}, ${t.partsOfDay[lead.testDrive.partOfDay] ?? lead.testDrive.partOfDay}`])
  if (lead.rental) {
    const { from, to, pickUpTime, returnTime, ageBand, quote } = lead.rental
    lines.push([t.when, t.rental(day(from, lang), day(to, lang), pickUpTime, returnTime, ageBand.replace('-', '–'))])
    if (quote && quote.extras.length > 0) lines.push([t.extras, quote.extras.map((extra) => t.rentalExtras[extra] ?? extra).join(', ')])
    if (quote) lines.push([t.priceShown, t.priceShownValue(euro(quote.total, lang), quote.days)])
  }
  if (lead.financing) {
    const { downPayment, months, monthly } = lead.financing
    lines.push([t.financing, t.financingValue(euro(downPayment, lang), months, euro(monthly, lang))])
  }
  if (lead.tradeIn) {
    const { make, model, year, km } = lead.tradeIn
    lines.push([t.tradeIn, t.tradeInValue(`${make} ${model}`, year, new Intl.NumberFormat(LOCALES[lang]).format(km))])
    if (lead.photos > 0) lines.push(['', t.photos(lead.photos)])
  }
  if (lead.subject) lines.push([t.subjectLine, lead.subject])
  if (lead.createdAt) {
    const received = new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Rome' }).format(lead.createdAt)
    lines.push([t.received, received])
  }
  if (lead.lang && lead.lang !== lang) lines.push([t.visitorLang, lead.lang])
  return lines.map(([label, value]) => [label, bodyText(value)])
}

/** What the subject says the request is about: the car, the footer form's subject, or the visitor's car to value. */
function aboutOf(input: LeadMessageInput): string | null {
  const { lead } = input
  if (lead.vehicleId) return input.carName ?? MAIL_LABELS[input.lang].carGone(lead.vehicleId)
  if (lead.subject) return lead.subject
  if (lead.tradeIn) return `${lead.tradeIn.make} ${lead.tradeIn.model}`
  return null
}

/** The name of a kind of request, as the reserved area shows it. */
export const kindLabel = (lang: MailLang, kind: string): string => MAIL_LABELS[lang].kinds[kind] ?? kind

/** "Nuova richiesta: Test drive – Volkswagen Golf 1.5 TSI Life": what the request is, and what about when it is about something. */
export function requestHeadline(lang: MailLang, kind: string, about: string | null): string {
  const what = [kindLabel(lang, kind), about ?? ''].filter(Boolean).join(' – ')
  return what ? `${MAIL_LABELS[lang].newRequest}: ${what}` : MAIL_LABELS[lang].newRequest
}

/** The e-mail to the dealer about a new lead. */
export function buildLeadMessage(input: LeadMessageInput): LeadMessage {
  const { lead, lang } = input
  const t = MAIL_LABELS[lang]
  const about = aboutOf(input)
  const subject = headerText(`${requestHeadline(lang, lead.kind, about === null ? null : headerText(about, 80))} (${headerText(lead.name, 60) || '?'})`, 200)
  const address = replyToAddress(lead.email)
  const replyTo = address ? { name: headerText(lead.name, 80), address } : null
  const link = leadUrl(input.siteUrl, lang, lead.id)
  const lines = detailLines(input)
  const message = bodyText(lead.message).trim()
  const footer = replyTo ? t.replyNote : t.noReplyTo

  const text = [
    t.intro,
    '',
    ...lines.map(([label, value]) => (label ? `${label}: ${value}` : `  ${value}`)),
    ...(message ? ['', `${t.message}:`, message] : []),
    '',
    `${t.open}: ${link}`,
    '',
    footer,
    '',
  ].join('\n')

  const rows = lines
    .map(([label, value]) => {
      const phone = label === t.phone ? telHref(value) : null
      const shown = phone ? `<a href="${escapeHtml(phone)}">${escapeHtml(value)}</a>` : escapeHtml(value)
      return `<tr><th align="left" valign="top" style="padding:2px 12px 2px 0">${escapeHtml(label)}</th><td style="padding:2px 0">${shown}</td></tr>`
    })
    .join('\n')
  const html = [
    '<!doctype html>',
    `<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:sans-serif;line-height:1.4">',
    `<p>${escapeHtml(t.intro)}</p>`,
    `<table role="presentation" style="border-collapse:collapse">\n${rows}\n</table>`,
    ...(message ? [`<h2 style="font-size:1em">${escapeHtml(t.message)}</h2>`, `<p style="white-space:pre-wrap">${escapeHtml(message)}</p>`] : []),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(t.open)}</a></p>`,
    `<p style="color:#555">${escapeHtml(footer)}</p>`,
    '</body></html>',
    '',
  ].join('\n')

  return { subject, text, html, replyTo }
}
