import { deleteApp, initializeApp, type App } from 'firebase-admin/app'
import { FieldValue, Timestamp, getFirestore, type Firestore } from 'firebase-admin/firestore'
import type { ParsedMail } from 'mailparser'
import type { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newLeadId } from '@/features/leads/model/lead-codec'
import { alertLead, type AlertConfig } from '../../functions/src/lead-alert'
import { LOCAL_SMTP_PORT } from '../../scripts/emulators.mjs'
import { mailServer } from '../../scripts/mail-catcher.mjs'
import { LEAD_FIXTURES } from '../test-utils/lead-fixtures'
import { PROJECT_ID, ensureEmulatorEnv, ensureFunctionsEmulator, setDocumentsFor, until } from './emulator-support'

/**
 * The e-mail to the dealer for every new lead (functions/src/lead-alert.ts), for real: leads written to the Firestore
 * emulator, the function run by the Functions emulator (started with the others by scripts/emulators.mjs, which
 * points the function's SMTP_URL secret at 127.0.0.1:LOCAL_SMTP_PORT), and the messages received by a real SMTP
 * server (smtp-server) listening there during these tests only. A platform retry is the same handler run again:
 * the tests call it directly, as the platform would.
 *
 * The leads are written with the Admin SDK: the rules refuse a CR/LF in a name, and the function must be safe with
 * whatever a lead holds (one written by hand, or under an older check).
 */

/** Another SMTP port than scripts/emulators.mjs's, when set (the functions' SMTP_URL secret must then name the same port). */
const SMTP_PORT = Number(process.env.LOCAL_SMTP_PORT || LOCAL_SMTP_PORT)
const SMTP_URL = `smtp://127.0.0.1:${SMTP_PORT}`
const config: AlertConfig = { smtpUrl: SMTP_URL, siteUrl: 'http://localhost:4173' }
const DEALER = 'dealer@autosalone.example'
const CAR = { id: 'used-004', make: 'Volkswagen', model: 'Golf', version: '1.5 TSI Life', category: 'used', published: true, price: 21900 }

let app: App
let db: Firestore
const received: ParsedMail[] = []
let server: SMTPServer | null = null
let restoreDocuments: () => Promise<void> = async () => {}
const createdLeads: string[] = []

function startSmtp(): Promise<void> {
  server = mailServer((mail: ParsedMail) => received.push(mail))
  return new Promise((resolve, reject) => {
    server!.once('error', reject)
    server!.listen(SMTP_PORT, '127.0.0.1', () => resolve())
  })
}

function stopSmtp(): Promise<void> {
  const stopping = server
  server = null
  return new Promise((resolve) => (stopping ? stopping.close(() => resolve()) : resolve()))
}

/** The messages about lead `id` (each names its link): others may come from leads of other test files. */
const messagesAbout = (id: string) => received.filter((mail) => (mail.text ?? '').includes(`/admin/leads/${id}`))

/** The lead's `notified` once it is in `state`. */
const notifiedOnce = (id: string, state: string) =>
  until(`lead ${id} to record the e-mail as ${state}`, async () => {
    const notified = (await db.collection('leads').doc(id).get()).get('notified') as Record<string, unknown> | undefined
    return notified?.email === state ? notified : undefined
  })

/** Writes a lead as stored after the rules took it (the Functions emulator runs the function on it). */
async function createLead(fields: Record<string, unknown> = {}, createdAt: Timestamp = Timestamp.now()): Promise<string> {
  const id = newLeadId()
  createdLeads.push(id)
  await db
    .collection('leads')
    .doc(id)
    .set({ ...LEAD_FIXTURES.question, state: 'new', uid: 'device-1', createdAt, ...fields })
  return id
}

beforeAll(async () => {
  ensureEmulatorEnv()
  process.env.GCLOUD_PROJECT ||= PROJECT_ID
  await ensureFunctionsEmulator()
  app = initializeApp({ projectId: PROJECT_ID }, 'lead-alert-test')
  db = getFirestore(app)
  // The settings and the car as the function reads them; what was there before is put back after the tests.
  restoreDocuments = await setDocumentsFor(db, { 'settings/site': { email: DEALER }, [`vehicles/${CAR.id}`]: CAR })
  await startSmtp()
})

afterAll(async () => {
  await stopSmtp()
  await restoreDocuments()
  await Promise.all(createdLeads.map((id) => db.collection('leads').doc(id).delete()))
  await deleteApp(app)
})

describe('the e-mail to the dealer about a new lead', () => {
  it('sends one message per lead, replying to the visitor, with what they typed as text only', async () => {
    const id = await createLead({ name: 'Mario Rossi\r\nBcc: victim@example.com', message: '<script>alert("x")</script>\nÈ ancora disponibile?' })
    const notified = await notifiedOnce(id, 'sent')
    expect(notified.attempts).toBe(1)
    const [mail, ...more] = messagesAbout(id)
    expect(more).toHaveLength(0)
    expect(mail!.subject).toBe("Nuova richiesta: Domanda su un'auto – Volkswagen Golf 1.5 TSI Life (Mario Rossi Bcc: victim@example.com)")
    expect(mail!.replyTo?.value).toEqual([{ name: 'Mario Rossi Bcc: victim@example.com', address: 'mario.rossi@example.it' }])
    expect(mail!.to && !Array.isArray(mail!.to) ? mail!.to.value.map(({ address }) => address) : []).toEqual([DEALER])
    // The CR/LF did not start a header of its own.
    expect(mail!.headers.has('bcc')).toBe(false)
    expect(mail!.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;')
    expect(mail!.html).not.toContain('<script')
    expect(mail!.text).toContain('<script>alert("x")</script>')
    expect(mail!.text).toContain(`http://localhost:4173/it/admin/leads/${id}`)

    // The platform delivering the event again: nothing more is sent.
    expect(await alertLead(id, config)).toBe('done-before')
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(messagesAbout(id)).toHaveLength(1)
  })

  it('writes the e-mail in English when the dealer chose English in the settings', async () => {
    const settings = db.doc('settings/site')
    const previous: unknown = (await settings.get()).get('alertLang')
    await settings.update({ alertLang: 'en' })
    try {
      const id = await createLead({ name: 'Jane Smith', lang: 'en' })
      await notifiedOnce(id, 'sent')
      const [mail] = messagesAbout(id)
      expect(mail!.subject).toBe('New request: Question about a car – Volkswagen Golf 1.5 TSI Life (Jane Smith)')
      expect(mail!.text).toContain('A new request has arrived from the site.')
      expect(mail!.text).toContain('Open the request in the reserved area')
      expect(mail!.text).not.toContain('Nuova richiesta')
      expect(mail!.text).toContain(`http://localhost:4173/en/admin/leads/${id}`)
      expect(mail!.html).toContain('A new request has arrived from the site.')
    } finally {
      await settings.update({ alertLang: previous ?? FieldValue.delete() })
    }
  })

  it('records a failed attempt while the SMTP server is down, and a retry sends it once it is back', async () => {
    await stopSmtp()
    const id = await createLead()
    const failed = await notifiedOnce(id, 'failed')
    expect(failed).toMatchObject({ attempts: 1, retry: true, error: expect.stringMatching(/ECONNREFUSED|ESOCKET|connect/i) })
    await startSmtp()
    // Two retries at once (an overlapping redelivery): one sends, the other finds the lead claimed or already sent.
    const outcomes = await Promise.all([alertLead(id, config), alertLead(id, config)])
    expect(outcomes.filter((outcome) => outcome === 'sent')).toHaveLength(1)
    expect(outcomes.filter((outcome) => outcome !== 'sent')).toEqual([expect.stringMatching(/^(claimed-elsewhere|done-before)$/)])
    expect(await notifiedOnce(id, 'sent')).toMatchObject({ attempts: 2 })
    expect(messagesAbout(id)).toHaveLength(1)
  })

  it('records the e-mail as skipped when no SMTP server is configured', async () => {
    await stopSmtp()
    const id = await createLead()
    await notifiedOnce(id, 'failed')
    expect(await alertLead(id, { ...config, smtpUrl: 'none' })).toBe('skipped')
    expect(await notifiedOnce(id, 'skipped')).toMatchObject({ reason: 'no-smtp', attempts: 2 })
    await startSmtp()
    expect(await alertLead(id, config)).toBe('done-before')
    expect(messagesAbout(id)).toHaveLength(0)
  })

  it('gives up on a lead more than a day old: marked failed, nothing sent', async () => {
    const id = await createLead({}, Timestamp.fromMillis(Date.now() - 25 * 60 * 60_000))
    expect(await notifiedOnce(id, 'failed')).toMatchObject({ retry: false })
    expect(await alertLead(id, config)).toBe('done-before')
    expect(messagesAbout(id)).toHaveLength(0)
  })
})
