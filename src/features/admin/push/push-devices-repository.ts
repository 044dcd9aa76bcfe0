import { deleteDoc, doc, getDb, serverTimestamp, setDoc } from '@/lib/firebase/firestore'
import type { Locale } from '@/lib/locale'

/**
 * A staff member's devices that receive a push for every new request: `staff/{uid}/pushDevices/{deviceId}`, written
 * by the device itself (firestore.rules let only their owner read, write and delete them), read by the function
 * that sends the pushes (functions/src/lead-push.ts), which deletes those the push service no longer knows.
 */
export interface PushDevice {
  /** The push service's address for this device and site (PushSubscription.endpoint). */
  endpoint: string
  /** The device's keys that encrypt each message to it (PushSubscription's p256dh and auth, base64url). */
  keys: { p256dh: string; auth: string }
  /** The language of the notifications: the reserved area's when the device subscribed. */
  lang: Locale
  /** What the device is ("Chrome · Android"), for whoever looks at the list. */
  label: string
}

const deviceRef = (uid: string, deviceId: string) => doc(getDb(), 'staff', uid, 'pushDevices', deviceId)

/** Saves the device's subscription; resolves when the server has it (offline, the write waits in the queue). */
export function savePushDevice(uid: string, deviceId: string, device: PushDevice): Promise<void> {
  return setDoc(deviceRef(uid, deviceId), { ...device, updatedAt: serverTimestamp() })
}

/** Deletes the device's subscription; resolves when the server has done it. */
export function deletePushDevice(uid: string, deviceId: string): Promise<void> {
  return deleteDoc(deviceRef(uid, deviceId))
}
