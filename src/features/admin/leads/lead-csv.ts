import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { LEAD_KIND_LABELS, LEAD_STATE_LABELS } from '@/features/leads/model/lead-labels'
import type { Lead } from '@/features/leads/model/lead-schema'
import type { Locale } from '@/lib/locale'
import { leadCarName, leadCarPrice, type LeadCarLookup } from '../model/lead-car'
import { leadDetails, receivedAt } from './lead-details'

/**
 * The leads as a CSV file that Excel opens as it is, accents included: UTF-8 with a byte order mark, the
 * separator Excel expects in the user's language (a semicolon in Italian, where the comma is the decimal mark),
 * every cell quoted, line breaks kept inside cells, rows ending in CRLF. A cell that a spreadsheet would run as a
 * formula (starting with =, +, -, @, a tab or a carriage return) is neutralised with a leading apostrophe: what a
 * visitor typed stays text.
 */

const FORMULA_START = /^[=+\-@\t\r]/

/** One cell, neutralised and quoted. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value
  return `"${safe.replace(/"/g, '""')}"`
}

export function csvSeparator(lang: Locale): ';' | ',' {
  return lang === 'it' ? ';' : ','
}

export function toCsv(rows: readonly (readonly string[])[], separator: string): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(separator)).join('\r\n')}\r\n`
}

/** `cars`: the leads' cars as the stock has them (their name and price now, or no longer in stock). */
export function leadsCsv(leads: readonly Lead[], i18n: I18n, lang: Locale, cars: LeadCarLookup): string {
  const header = [
    msg`Received`,
    msg`Request`,
    msg`State`,
    msg`Name`,
    msg`Phone`,
    msg`E-mail`,
    msg`Car`,
    msg`Car id`,
    msg`Price`,
    msg`Details`,
    msg`Message`,
    msg`Notes`,
    msg`Language`,
  ].map((label) => i18n._(label))
  const rows = leads.map((lead) => {
    const car = cars.of(lead)
    return [
      receivedAt(lead.createdAt, lang),
      i18n._(LEAD_KIND_LABELS[lead.kind]),
      i18n._(LEAD_STATE_LABELS[lead.state]),
      lead.name,
      lead.phone,
      lead.email,
      car ? leadCarName(car, i18n) : '',
      car?.id ?? '',
      (car && leadCarPrice(car, i18n, lang)) ?? '',
      leadDetails(lead, i18n, lang)
        .map(({ label, value }) => `${label}: ${value}`)
        .join('\n'),
      lead.message,
      lead.notes.map((note) => `${receivedAt(note.at, lang)} ${note.by}: ${note.text}`).join('\n'),
      lead.lang,
    ]
  })
  return toCsv([header, ...rows], csvSeparator(lang))
}

/** The file's name: `richieste-2026-05-04.csv`. */
export function csvFileName(i18n: I18n, now: Date = new Date()): string {
  return `${i18n._(msg({ id: 'leads.csv.file', message: 'requests' }))}-${now.toISOString().slice(0, 10)}.csv`
}
