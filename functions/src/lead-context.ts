import type { Firestore } from 'firebase-admin/firestore'
import { vehicleName } from './lead-message'
import { replyToAddress } from './mail-text'

/** What the functions about a new lead read besides the lead: the dealer's address, the car's name. */

/** The dealer's e-mail address in the site settings (settings/site), when it is one a message may name; else null. */
export async function dealerAddress(firestore: Firestore): Promise<string | null> {
  const settings = (await firestore.doc('settings/site').get()).data() ?? {}
  return typeof settings.email === 'string' ? replyToAddress(settings.email) : null
}

/** The name of the car a lead is about, from its vehicle document; null without a car, or for one no longer there. */
export async function carNameOf(firestore: Firestore, vehicleId: string | null): Promise<string | null> {
  const vehicle = vehicleId ? (await firestore.collection('vehicles').doc(vehicleId).get()).data() : undefined
  return vehicle ? vehicleName(vehicle) || null : null
}
