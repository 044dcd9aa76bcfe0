/**
 * A notice the dealer set after the build, current today: every page measured learns of it after its first paint,
 * from the fresh read of the site settings, as a visitor's page does on the day the dealer sets one. The pages
 * must show it without moving anything (CLS 0 with a live notice). Written to the emulator as the project's owner.
 */
import { settingsFromConfig, SITE_SETTINGS_PATH } from '../../src/features/site/model/site-settings.ts'
import { encodeSiteSettings } from '../../src/features/site/model/site-settings-schema.ts'
import { toRestFields } from '../../src/lib/firebase/firestore-rest-write.ts'
import { DEMO_PROJECT } from '../emulators.mjs'

/** Today on the dealer's clock, `YYYY-MM-DD`. */
function dealerToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date())
}

export async function setLateNotice(): Promise<void> {
  const today = dealerToday()
  const encoded = encodeSiteSettings({
    ...settingsFromConfig(),
    notice: {
      from: today,
      to: today,
      tone: 'info',
      text: { it: 'Oggi siamo aperti fino alle 19: passate a trovarci.', en: 'Today we are open until 7 pm: come and see us.' },
    },
  })
  if (!encoded.ok) throw new Error(`The bench's notice does not encode: ${encoded.error.message}`)
  const host = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'
  const fields = toRestFields({ ...encoded.stored, revision: 2, updatedAt: new Date() })
  const response = await fetch(`http://${host}/v1/projects/${DEMO_PROJECT}/databases/(default)/documents/${SITE_SETTINGS_PATH}`, {
    method: 'PATCH',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({ fields }),
  })
  if (!response.ok) throw new Error(`The bench's notice could not be set: ${response.status} ${await response.text()}`)
}
