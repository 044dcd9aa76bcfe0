import { createStore, useStore } from '@/lib/live-store'

/**
 * What the garage's actions tell the visitor beyond the button they pressed: why a car could not be saved or
 * compared, and that a search was saved. One at a time, shown in the shell's bottom stack (GarageNotice.tsx).
 */
export type GarageNoticeKind = 'storage-failed' | 'saved-full' | 'compare-full' | 'compare-other-category' | 'search-saved' | 'searches-full'

export interface GarageNoticeState {
  kind: GarageNoticeKind
  /** Counts the notices shown, so the same one twice is announced twice. */
  serial: number
}

const notice = createStore<GarageNoticeState | null>(null)
let serial = 0

export function showGarageNotice(kind: GarageNoticeKind): void {
  notice.set({ kind, serial: ++serial })
}

export function dismissGarageNotice(): void {
  notice.set(null)
}

/** The notice on screen; none in prerendered HTML. */
export function useGarageNotice(): GarageNoticeState | null {
  return useStore(notice, null)
}
