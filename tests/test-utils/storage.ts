import { vi } from 'vitest'

/** Local storage refuses every write from now on, as a full quota does (restore with vi.restoreAllMocks). */
export function storageFull() {
  return vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  })
}

/** Another tab of the site changes an item (null: removes it; a null key: clears all): the browser fires `storage` here. */
export function changeInAnotherTab(key: string | null, value: string | null) {
  if (key === null) localStorage.clear()
  else if (value === null) localStorage.removeItem(key)
  else localStorage.setItem(key, value)
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }))
}

/** How many `storage` listeners an add/removeEventListener spy saw. */
export function storageListeners(spy: { mock: { calls: unknown[][] } }) {
  return spy.mock.calls.filter(([type]) => type === 'storage').length
}
