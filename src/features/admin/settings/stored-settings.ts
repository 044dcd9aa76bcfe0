import type { StoredSettingsSnapshot } from '@/features/site/api/site-settings-repository'
import { createStore, useStore } from '@/lib/live-store'

/**
 * The settings document as the editor sees it, live through the Firestore SDK (its cache first, offline too; then
 * the server's answers and this device's writes waiting for it). The SDK loads with the editor.
 */
export interface StoredSettingsState {
  snapshot: StoredSettingsSnapshot | null
  /** The document could not be read (no permission, say). */
  failed: boolean
}

const storedSettings = createStore<StoredSettingsState>(
  { snapshot: null, failed: false },
  {
    start(store) {
      let stop: (() => void) | undefined
      let stopped = false
      import('@/features/site/api/site-settings-repository').then(
        (repository: typeof import('@/features/site/api/site-settings-repository') | undefined) => {
          // Nothing when the chunk is gone after a deploy and the stale-chunk guard is reloading the page.
          if (stopped || !repository) return
          stop = repository.watchSiteSettings(
            (snapshot) => store.set({ snapshot, failed: false }),
            (error) => {
              console.warn('The site settings could not be read:', error)
              store.set((state) => ({ ...state, failed: true }))
            },
          )
        },
        () => store.set((state) => ({ ...state, failed: true })),
      )
      return () => {
        stopped = true
        stop?.()
      }
    },
  },
)

export function useStoredSettings(): StoredSettingsState {
  return useStore(storedSettings)
}
