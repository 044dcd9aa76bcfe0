import type { Firestore } from 'firebase-admin/firestore'
import { vehicleName } from './lead-message'
import type { MailLang } from './mail-labels'
import { replyToAddress } from './mail-text'

/** What the functions about a new lead read besides the lead: the dealer's settings, the car's name. */

export interface DealerSettings {
  /** The dealer's e-mail address, when it is one a message may name; else null. */
  email: string | null
  /** The language of the e-mails to the dealer: Italian when missing (settings saved before it existed) or anything but 'it' or 'en'. */
  alertLang: MailLang
}

/** What the functions read of the site settings (settings/site). */
export async function dealerSettings(firestore: Firestore): Promise<DealerSettings> {
  const settings = (await firestore.doc('settings/site').get()).data() ?? {}
  return {
    email: typeof settings.email === 'string' ? replyToAddress(settings.email) : null,
    alertLang: settings.alertLang === 'en' ? 'en' : 'it',
  }
}

/** The name of the car a lead is about, from its vehicle document; null without a car, or for one no longer there. */
export async function carNameOf(firestore: Firestore, vehicleId: string | null): Promise<string | null> {
  const vehicle = vehicleId ? (await firestore.collection('vehicles').doc(vehicleId).get()).data() : undefined
  return vehicle ? vehicleName(vehicle) || null : null
}
