import { logger } from 'firebase-functions'
import { defineSecret, defineString } from 'firebase-functions/params'
import { onDocumentCreated } from 'firebase-functions/v2/firestore'
import { alertLead, AlertSendError } from './lead-alert'
import { pushLead, PushSendError } from './lead-push'

/**
 * The site's Cloud Functions (2nd gen). Configuration (docs/deploy.md):
 * - secret SMTP_URL: `smtps://user:password@smtp.example.com:465` (`firebase functions:secrets:set SMTP_URL`);
 *   `none`: no e-mail (each lead records it as skipped). Locally the emulator reads functions/.secret.local, which
 *   scripts/emulators.mjs writes: the local SMTP port the tests and `npm start` listen on;
 * - SITE_URL: the site's origin, for the link to the lead: `npm run deploy` writes it (functions/.env.<project>) from
 *   VITE_SITE_URL, scripts/emulators.mjs for the emulator (functions/.env.local).
 * - secret VAPID_PRIVATE_KEY and parameter VAPID_PUBLIC_KEY: the key pair that signs the Web Push messages to the
 *   staff's devices (`npx web-push generate-vapid-keys`); the secret `none` or an empty public key: no push (each lead
 *   records it as skipped). `npm run deploy` writes VAPID_PUBLIC_KEY from VITE_VAPID_PUBLIC_KEY, the key the web app
 *   subscribes with; scripts/emulators.mjs writes the demo pair for the emulator.
 * The sender is the SMTP account when its user name is an address, else the dealer's address of the site settings.
 */
const SMTP_URL = defineSecret('SMTP_URL')
const SITE_URL = defineString('SITE_URL', { default: 'http://localhost:4173', description: "The site's origin, for the link to a request" })
const VAPID_PRIVATE_KEY = defineSecret('VAPID_PRIVATE_KEY')
const VAPID_PUBLIC_KEY = defineString('VAPID_PUBLIC_KEY', { default: '', description: 'The public VAPID key of the Web Push messages (empty: no push)' })

/** One e-mail to the dealer for every new request (lead), retried by the platform while an attempt fails. */
export const leadAlert = onDocumentCreated(
  { document: 'leads/{leadId}', retry: true, secrets: [SMTP_URL], timeoutSeconds: 60, memory: '256MiB', maxInstances: 2 },
  async (event) => {
    const leadId = event.params.leadId
    try {
      const outcome = await alertLead(leadId, { smtpUrl: SMTP_URL.value(), siteUrl: SITE_URL.value() })
      if (outcome === 'skipped') logger.warn(`Lead ${leadId}: no e-mail sent (no SMTP server or no address configured)`)
      else logger.info(`Lead ${leadId}: ${outcome}`)
    } catch (error) {
      if (error instanceof AlertSendError) logger.error(error.message)
      throw error
    }
  },
)

/** One Web Push message about every new request to each staff device subscribed, retried while a device's fails. */
export const leadPush = onDocumentCreated(
  { document: 'leads/{leadId}', retry: true, secrets: [VAPID_PRIVATE_KEY], timeoutSeconds: 60, memory: '256MiB', maxInstances: 2 },
  async (event) => {
    const leadId = event.params.leadId
    try {
      const outcome = await pushLead(leadId, {
        vapidPublicKey: VAPID_PUBLIC_KEY.value(),
        vapidPrivateKey: VAPID_PRIVATE_KEY.value(),
        siteUrl: SITE_URL.value(),
      })
      if (outcome === 'skipped') logger.info(`Lead ${leadId}: no push sent (no VAPID keys or contact, or no device subscribed)`)
      else logger.info(`Lead ${leadId}: push ${outcome}`)
    } catch (error) {
      if (error instanceof PushSendError) logger.error(error.message)
      throw error
    }
  },
)
