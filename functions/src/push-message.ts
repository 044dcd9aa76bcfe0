import type { AlertLead } from './lead-message'
import { requestHeadline } from './lead-message'
import { MAIL_LANGS, type MailLang } from './mail-labels'
import { headerText } from './mail-text'

/**
 * The Web Push message about a new lead, as the site's service worker reads it (JSON, UTF-8):
 *
 *   { "v": 1, "leadId", "title", "body", "url": "/<lang>/admin/leads/<leadId>", "tag": "lead-<leadId>", "unread" }
 *
 * in the language of the device it goes to. `title` names the kind of request and the car, `body` the visitor and
 * how to call them back; both are one line of plain text without control, bidirectional or invisible characters
 * (what a visitor typed can neither hide nor reorder what the staff read on the lock screen), and short: a push
 * service takes at most 4 KB of encrypted payload, and a notification shows a line or two anyway. `tag` makes a
 * second message about the same lead replace the first notification instead of adding one; `unread`, the number of
 * leads still new, is the badge the service worker sets on the app's icon. Pure: the unit tests import it directly.
 */

export const PUSH_PAYLOAD_VERSION = 1

export interface PushPayload {
  v: typeof PUSH_PAYLOAD_VERSION
  leadId: string
  title: string
  body: string
  url: string
  tag: string
  unread: number
}

/** At most this many characters (code points) each: with every one 4 bytes in UTF-8, the payload stays under 1.5 KB. */
const TITLE_MAX = 160
const NAME_MAX = 80
const CONTACT_MAX = 80

export interface PushPayloadInput {
  lead: AlertLead
  /** The car's name from the stock; null without a car, or for one no longer there: the title then names the kind alone. */
  carName: string | null
  lang: MailLang
  /** The number of leads whose state is `new`. */
  unread: number
}

/** A device's language as stored: `it` or `en`, Italian (the dealer's) for anything else. */
export const pushLang = (value: unknown): MailLang => (MAIL_LANGS.includes(value as MailLang) ? (value as MailLang) : 'it')

/** The message about a new lead for a device in `lang`. */
export function buildPushPayload({ lead, carName, lang, unread }: PushPayloadInput): PushPayload {
  const car = carName === null ? '' : headerText(carName, TITLE_MAX)
  const title = headerText(requestHeadline(lang, lead.kind, car || null), TITLE_MAX)
  // The phone to call back; the e-mail address when the visitor left none.
  const contact = headerText(lead.phone, CONTACT_MAX) || headerText(lead.email, CONTACT_MAX)
  const name = headerText(lead.name, NAME_MAX) || '?'
  return {
    v: PUSH_PAYLOAD_VERSION,
    leadId: lead.id,
    title,
    body: contact ? `${name} · ${contact}` : name,
    url: `/${lang}/admin/leads/${encodeURIComponent(lead.id)}`,
    tag: `lead-${lead.id}`,
    unread: Number.isSafeInteger(unread) && unread >= 0 ? unread : 0,
  }
}

/** The payload as sent: JSON in UTF-8. */
export const encodePushPayload = (payload: PushPayload): Buffer => Buffer.from(JSON.stringify(payload), 'utf8')
