import { DEMO_VAPID_PUBLIC_KEY } from '@/config/push'
import { getFirebaseConfig } from '@/lib/firebase/app'
import { createStore, useStore } from '@/lib/live-store'
import type { Locale } from '@/lib/locale'
import { createStorageStore } from '@/lib/storage-store'
import { deletePushDevice, savePushDevice } from './push-devices-repository'

/**
 * "Notify me on this device": the browser's push subscription of this device (Web Push, through the site's
 * service worker) and its copy on the server, `staff/{uid}/pushDevices/{deviceId}`, from which the function
 * sends every new request (functions/src/lead-push.ts). The device's id stays in local storage with the staff
 * member it notifies; signing out deletes the server's copy and the subscription (adminDeviceData).
 */

export type DeviceAlertsStatus =
  /** Not known yet (the subscription is being read). */
  | 'checking'
  /** No Push API here (a browser without it; an iPhone's Safari until the site is on the Home Screen). */
  | 'unsupported'
  /** The visitor (or a policy) blocked the site's notifications in the browser's settings. */
  | 'blocked'
  | 'off'
  | 'on'
  /** Turning on or off. */
  | 'working'

export interface DeviceAlertsState {
  status: DeviceAlertsStatus
  /** The last attempt to turn on failed (the push service did not answer, the server refused the device). */
  failed: boolean
}

interface DeviceRecord {
  id: string
  /** The staff member this device notifies; null when it notifies nobody. */
  uid: string | null
}

const ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/

function parseRecord(raw: string | null): DeviceRecord | null {
  if (raw === null) return null
  const value = JSON.parse(raw) as Partial<DeviceRecord> | null
  if (typeof value?.id !== 'string' || !ID_PATTERN.test(value.id)) return null
  return { id: value.id, uid: typeof value.uid === 'string' && value.uid ? value.uid : null }
}

/** Local storage's item: this device's id, and the staff member it notifies. */
export const PUSH_DEVICE_KEY = 'autosalone-push-device'

const deviceRecord = createStorageStore(PUSH_DEVICE_KEY, parseRecord)

function supported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
}

/** The site's VAPID public key: the deploy's (VITE_VAPID_PUBLIC_KEY, docs/deploy.md), the demo's on the emulators. */
function vapidPublicKey(): Uint8Array<ArrayBuffer> | null {
  const key = getFirebaseConfig().isDemo ? DEMO_VAPID_PUBLIC_KEY : import.meta.env.VITE_VAPID_PUBLIC_KEY?.trim()
  if (!key) return null
  const binary = atob(key.replace(/-/g, '+').replace(/_/g, '/'))
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

const sameBytes = (a: ArrayBuffer | null, b: Uint8Array): boolean =>
  a !== null && a.byteLength === b.byteLength && new Uint8Array(a).every((byte, i) => byte === b[i])

/** "Chrome · Android": what the device is, for the list of a staff member's devices. */
export function deviceLabel(userAgent: string): string {
  const os = [/Android/, /iPhone|iPad|iPod/, /Windows/, /Mac OS X/, /CrOS/, /Linux/].findIndex((pattern) => pattern.test(userAgent))
  const browser = [/Edg\//, /Firefox\//, /SamsungBrowser\//, /Chrome\//, /Safari\//].findIndex((pattern) => pattern.test(userAgent))
  return `${['Edge', 'Firefox', 'Samsung Internet', 'Chrome', 'Safari'][browser] ?? 'Browser'} · ${['Android', 'iOS', 'Windows', 'macOS', 'ChromeOS', 'Linux'][os] ?? 'Other'}`
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration()
  return (await registration?.pushManager.getSubscription()) ?? null
}

const state = createStore<DeviceAlertsState>({ status: 'checking', failed: false }, { start: ({ set }) => void readStatus().then(set) })

/** Where this device stands: on while the browser has the subscription this device saved for a staff member. */
async function readStatus(): Promise<DeviceAlertsState> {
  if (!supported()) return { status: 'unsupported', failed: false }
  if (Notification.permission === 'denied') return { status: 'blocked', failed: false }
  const subscription = await currentSubscription().catch(() => null)
  return { status: subscription && deviceRecord.get()?.uid ? 'on' : 'off', failed: false }
}

/** This device's notifications, live (the switch in the inbox). */
export function useDeviceAlerts(): DeviceAlertsState {
  return useStore(state, { status: 'checking', failed: false })
}

/** Subscribes this device for `uid`'s alerts, in `lang`: the browser asks for the permission first. */
export async function turnOnDeviceAlerts(uid: string, lang: Locale): Promise<void> {
  const key = vapidPublicKey()
  if (!supported() || !key) return state.set({ status: 'unsupported', failed: false })
  state.set({ status: 'working', failed: false })
  try {
    const permission = await Notification.requestPermission()
    if (permission !== 'granted') return state.set({ status: permission === 'denied' ? 'blocked' : 'off', failed: false })
    const registration = await navigator.serviceWorker.ready
    let subscription = await registration.pushManager.getSubscription()
    // One made with another key (the site's keys changed) cannot be used: it is replaced.
    if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) await subscription.unsubscribe()
    subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key })
    const { endpoint, keys } = subscription.toJSON()
    if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('The push subscription has no endpoint or keys')
    const id = deviceRecord.get()?.id ?? crypto.randomUUID()
    deviceRecord.set({ id, uid })
    // Saved when the server can be reached (offline, the write waits in Firestore's queue); refused: shown as failed.
    savePushDevice(uid, id, { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth }, lang, label: deviceLabel(navigator.userAgent) }).catch(
      (error: unknown) => {
        console.warn('This device could not be saved for notifications:', error)
        deviceRecord.set({ id, uid: null })
        state.set({ status: 'off', failed: true })
      },
    )
    state.set({ status: 'on', failed: false })
  } catch (error) {
    console.warn('Notifications could not be turned on:', error)
    state.set({ status: 'off', failed: true })
  }
}

/** Ends the browser's subscription: the push service refuses every later message to it (and the function then deletes its copy). */
async function endSubscription(): Promise<void> {
  const subscription = supported() ? await currentSubscription().catch(() => null) : null
  await subscription?.unsubscribe().catch(() => false)
}

/** Deletes the server's copy of this device's subscription; resolves when the server has done it. */
async function deleteServerCopy(): Promise<void> {
  const record = deviceRecord.get()
  if (!record?.uid) return
  deviceRecord.set({ id: record.id, uid: null })
  await deletePushDevice(record.uid, record.id)
}

/** Stops this device's alerts; offline, the server's copy goes when the connection returns. */
export async function turnOffDeviceAlerts(): Promise<void> {
  state.set({ status: 'working', failed: false })
  await endSubscription()
  deleteServerCopy().catch((error: unknown) => console.warn('This device could not be removed from the notified ones:', error))
  state.set(await readStatus())
}

/** At sign-out, while still signed in: this device notifies nobody any more, and its badge is cleared. */
export async function forgetDeviceAlerts(): Promise<void> {
  if ('clearAppBadge' in navigator) await navigator.clearAppBadge().catch(() => undefined)
  await endSubscription()
  await deleteServerCopy()
}
