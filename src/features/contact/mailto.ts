/**
 * `mailto:` links. Every part is percent-encoded as UTF-8 (RFC 6068), so accents, `&`, `?`, `#`, `+` and
 * line breaks reach the mail client intact; line breaks are sent as CRLF.
 */
export function buildMailto(to: string, subject: string, body: string): string {
  const normalizedBody = body.replace(/\r\n|\r|\n/g, '\r\n')
  return `mailto:${encodeURIComponent(to).replace('%40', '@')}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(normalizedBody)}`
}

export interface LabelledValue {
  label: string
  value: string
}

/** A message body of `Label: value` lines, then a blank line and the free text. */
export function composeBody(fields: LabelledValue[], message?: LabelledValue): string {
  const lines = fields.map(({ label, value }) => `${label}: ${value}`)
  if (message) lines.push('', `${message.label}:`, message.value)
  return lines.join('\n')
}
