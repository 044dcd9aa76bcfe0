import type { DeviceDataKeeper } from '@/lib/device-data'
import { listDraftKeys, clearAllDrafts } from './document-editor/draft-store'
import { clearPendingPhotos, hasPendingPhotos } from './photos/pending-photos'
import { hasWritesInFlight } from './api/admin-writes'
import { forgetDeviceAlerts } from './push/device-alerts'

/**
 * What the reserved area keeps on the device besides Firestore's cache: the forms' drafts (typed, not saved) and
 * the photos waiting to upload; with the writes this page has not had answered yet, what signing out would lose.
 * Before the sign-out, this device stops notifying the staff member who leaves (its push subscription).
 */
export const adminDeviceData: DeviceDataKeeper = {
  unsynced: async () => hasWritesInFlight() || listDraftKeys().length > 0 || (await hasPendingPhotos()),
  clear: async () => {
    clearAllDrafts()
    await clearPendingPhotos()
  },
  beforeSignOut: forgetDeviceAlerts,
}
