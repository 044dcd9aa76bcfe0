import { createTransport } from 'nodemailer'

/** The SMTP side: nodemailer, configured by one URL (`smtp://` or `smtps://user:password@host:port`). */

export interface OutgoingMail {
  from: string
  to: string[]
  subject: string
  text: string
  html: string
  replyTo: { name: string; address: string } | null
}

/** Whether the URL names an SMTP server: empty, `none` or anything but an smtp(s) URL means no e-mail. */
export function smtpConfigured(url: string): boolean {
  try {
    return ['smtp:', 'smtps:'].includes(new URL(url.trim()).protocol)
  } catch {
    return false
  }
}

/**
 * Sends one message; rejects when the server cannot be reached or refuses it. Short timeouts: a server that does not
 * answer fails the attempt well within the function's time and the lease of lead-alert.ts (the platform retries).
 */
export async function sendMail(url: string, mail: OutgoingMail): Promise<void> {
  const transport = createTransport({ url: url.trim(), connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 })
  try {
    await transport.sendMail({
      from: mail.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(mail.replyTo ? { replyTo: { name: mail.replyTo.name, address: mail.replyTo.address } } : {}),
      // No header of the message comes from what the visitor typed but the subject and Reply-To's name (lead-message.ts).
      disableFileAccess: true,
      disableUrlAccess: true,
    })
  } finally {
    transport.close()
  }
}
