/**
 * What a visitor typed, made safe for an e-mail: as text in HTML (escaped, never markup) and in a header (one line,
 * no control or invisible characters, so it can neither add a header nor hide or reorder what the dealer reads).
 * Pure: no Firebase, no network (the unit tests import it directly).
 */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Text as HTML text or attribute value: every character that could open markup or end an attribute escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character)
}

/**
 * Bidirectional controls (embeddings, overrides, isolates, marks) and zero-width or invisible formatting characters
 * (zero-width space and joiners, word joiner, BOM), and the line and paragraph separators: they could hide or reorder
 * what the dealer reads.
 */
const INVISIBLE = '\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2069\\ufeff'
/** In a header, also every control character (C0 with CR, LF and tab, DEL, C1) and the soft hyphen. */
const UNSAFE_IN_HEADER = new RegExp(`[\\u0000-\\u001f\\u007f-\\u009f\\u00ad${INVISIBLE}]`, 'g')
/** In the body, every control character but the line feed. */
const UNSAFE_IN_BODY = new RegExp(`[\\u0000-\\u0009\\u000b-\\u001f\\u007f-\\u009f${INVISIBLE}]`, 'g')

/**
 * Text for a header (the subject, the Reply-To's display name): every control and invisible character becomes a
 * space, spaces collapse, at most `max` characters (an ellipsis marks a cut). A CR/LF typed into a name can never
 * start a header of its own; nodemailer then encodes what is not ASCII.
 */
export function headerText(text: string, max = 120): string {
  const line = text.replace(UNSAFE_IN_HEADER, ' ').replace(/\s+/g, ' ').trim()
  const characters = Array.from(line)
  return characters.length <= max
    ? line
    : `${characters
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
}

/** Text for the body: the invisible and bidirectional controls dropped (they could reorder what the dealer reads); lines kept. */
export function bodyText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(UNSAFE_IN_BODY, '')
}

/**
 * An address Reply-To may carry: plain ASCII `local@domain.tld`, nothing a mail client could read as a second
 * address, a display name or a comment (the site's own check allows more, such as a comma). Null otherwise: the
 * e-mail then goes without Reply-To, and the body shows the address as text.
 */
const SAFE_ADDRESS = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/

export function replyToAddress(email: string): string | null {
  const address = email.trim()
  return address.length <= 254 && SAFE_ADDRESS.test(address) ? address : null
}

/** A phone number as a `tel:` link dials it: `+` and digits only; null when nothing is left. */
export function telHref(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '')
  return /\d{3,}/.test(digits) ? `tel:${digits}` : null
}
