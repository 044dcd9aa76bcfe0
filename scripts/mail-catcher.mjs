// `npm start` and `npm run dev`: a local SMTP server on LOCAL_SMTP_PORT, where the demo project's functions send the
// dealer's e-mail about each new request (scripts/emulators.mjs points their SMTP_URL there). It prints each
// message it receives (sender, recipients, Reply-To, subject and text) instead of delivering it.
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { LOCAL_SMTP_PORT } from './emulators.mjs'

/**
 * A local SMTP server (not listening yet) that hands each message it receives, parsed, to `onMail`: no TLS, no
 * sign-in, as the functions' local SMTP_URL sends (the tests' server too: tests/emulators/lead-alert.test.ts).
 */
export function mailServer(onMail) {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          onMail(mail)
          callback()
        },
        (error) => callback(error),
      )
    },
  })
}

/** Starts the catcher; resolves with a function that stops it, or with null when the port is taken (another catcher, say). */
export function startMailCatcher({ port = LOCAL_SMTP_PORT, log = console.log } = {}) {
  const server = mailServer((mail) => {
    const replyTo = mail.replyTo ? `\n  Reply-To: ${mail.replyTo.text}` : ''
    log(`\n✉ E-mail to ${mail.to?.text ?? '?'} from ${mail.from?.text ?? '?'}${replyTo}\n  Subject: ${mail.subject ?? ''}\n\n${mail.text ?? ''}`)
  })
  return new Promise((resolve) => {
    server.once('error', (error) => {
      log(`The local mail catcher could not listen on port ${port} (${error.code ?? error.message}): the requests' e-mail will be recorded as failed.`)
      resolve(null)
    })
    server.listen(port, '127.0.0.1', () => resolve(() => new Promise((done) => server.close(() => done()))))
  })
}
