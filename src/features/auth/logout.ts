import { clearDeviceData, hasUnsyncedDeviceData, leaveDevice } from '@/lib/device-data'
import { plannedReload } from '@/lib/planned-reload'
import { askLogout, logoutStarted, type LogoutSteps } from './logout-prompt'
import { setSessionHint } from './session-store'

/**
 * Signing out of a device that others use too (the showroom's tablet): nothing of the session may stay readable
 * after it, offline either. The steps, in order: forget this device on the server while still signed in (its push
 * subscription: no alerts for whoever leaves); sign out of Firebase Auth; stop Firestore and delete its
 * persistent cache (drafts and unpublished cars an admin has read, writes not yet sent); delete what the app
 * keeps besides (the forms' drafts, the photos waiting to upload: src/lib/device-data.ts); then load the login
 * page afresh, so the public pages start over with nothing of the session in memory. When something has not
 * reached the server yet, the user is asked first (LogoutDialog).
 */
const firebaseSteps: LogoutSteps = {
  unsynced: async () => {
    if (await hasUnsyncedDeviceData()) return true
    const { hasPendingWrites } = await import('@/lib/firebase/firestore')
    return hasPendingWrites()
  },
  leaveDevice,
  signOut: async () => {
    const { signOutCurrentUser } = await import('./auth-service')
    await signOutCurrentUser()
  },
  clearFirestore: async () => {
    const { clearFirestoreCache } = await import('@/lib/firebase/firestore')
    await clearFirestoreCache()
  },
  clearDeviceData,
  // A planned reload: pages that would ask "leave with unsaved changes?" do not ask again.
  reload: (path) => plannedReload(() => window.location.assign(path)),
}

/** Signs out and clears the device, whatever is unsynced; ends on the login page of `lang`. */
export async function logOut(lang: string, steps: LogoutSteps = firebaseSteps): Promise<void> {
  logoutStarted('leaving')
  setSessionHint(null)
  try {
    await steps.leaveDevice()
    await steps.signOut()
  } finally {
    try {
      await steps.clearFirestore()
    } catch (error) {
      console.warn('Firestore could not be stopped and cleared:', error)
    }
    await steps.clearDeviceData()
    steps.reload(`/${lang}/login`)
  }
}

/** The Logout button: asks first when something would be lost (see LogoutDialog), else logs out at once. */
export async function requestLogout(lang: string, steps: LogoutSteps = firebaseSteps): Promise<void> {
  logoutStarted('checking')
  let unsynced: boolean
  try {
    unsynced = await steps.unsynced()
  } catch {
    unsynced = true
  }
  if (unsynced) askLogout({ lang, steps })
  else await logOut(lang, steps)
}
