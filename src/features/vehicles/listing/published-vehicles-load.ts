import type { Store } from '@/lib/live-store'
import { AS_PAGE } from '@/lib/page-data'
import { whenAppShown } from '@/lib/start-up'
import { whenEngaged } from '@/lib/when-idle'
import { fetchPublishedCatalog, type UnchangedPageCatalogPart } from '../api/catalog-once'
import { VehicleRepositoryError } from '../api/vehicle-errors'
import type { VehicleSnapshotChange } from '../api/vehicles-repository'
import type { VehicleCategory } from '../model/vehicle-constants'
import type { VehicleSummary } from '../model/vehicle-schema'
import { isWholeCatalogWanted, pageState, whenWholeCatalogWanted } from './published-vehicles-page'
import type { PublishedVehiclesState } from './published-vehicles-state'

/** How long an empty answer from the device's cache may stand in for the server's before the page says so. */
export const SERVER_WAIT_MS = 8000

/** How long the one-off read may take before the Firestore SDK (with its offline cache) is started anyway. */
const ONCE_PATIENCE_MS = 2500

/**
 * Starts loading one category's published vehicles into its store; returns how to stop. Two sources: a one-off
 * read of the catalog from the server (one small request, no Firestore SDK; the service worker keeps the last
 * answer for offline visits), which the page shows first; and the Firestore SDK's live listener, which keeps the
 * persistent offline cache and sends later changes. The SDK (about 150 KB and a second of a cheap phone's CPU)
 * starts when the browser is idle once the visitor uses the page (a tap, a scroll) or leaves it, or at once when
 * the one-off read fails (offline with nothing saved, say). Once the server's answer is shown, the SDK's cached
 * copy (possibly older) never replaces it; its answers from the server do.
 */
export function loadPublishedVehicles(category: VehicleCategory, store: Store<PublishedVehiclesState>): () => void {
  const load = new CategoryLoad(category, store)
  load.start()
  return () => load.stop()
}

/** One run of loadPublishedVehicles: its steps, in the order they come, and what stop() has to undo. */
class CategoryLoad {
  private readonly category: VehicleCategory
  private readonly store: Store<PublishedVehiclesState>
  private stopped = false
  private sdkStarted = false
  private shownFromServer = false
  private cancelShown: (() => void) | undefined
  private impatience: ReturnType<typeof setTimeout> | undefined
  private cancelWhole: (() => void) | undefined
  private cancelIdle: (() => void) | undefined
  private stopListening: (() => void) | undefined
  private waiting: ReturnType<typeof setTimeout> | undefined

  constructor(category: VehicleCategory, store: Store<PublishedVehiclesState>) {
    this.category = category
    this.store = store
  }

  start(): void {
    // A prerendered page shows its own copy until the app has taken it over; fresher data follows, so that the
    // request and the schema that checks its answer do not compete with the takeover.
    if (pageState(this.category)) this.cancelShown = whenAppShown(() => this.readOnce())
    else this.readOnce()
  }

  stop(): void {
    this.stopped = true
    this.cancelShown?.()
    clearTimeout(this.waiting)
    clearTimeout(this.impatience)
    this.cancelIdle?.()
    this.cancelWhole?.()
    this.stopListening?.()
  }

  /** Step 1: the one-off read; the SDK starts meanwhile when it is slow to answer, and at once when it fails. */
  private readOnce(): void {
    this.impatience = setTimeout(() => this.startSdk(), ONCE_PATIENCE_MS)
    fetchPublishedCatalog(this.category).then(
      (answer) => {
        clearTimeout(this.impatience)
        this.showOnceAnswer(answer)
      },
      () => {
        clearTimeout(this.impatience)
        this.startSdk()
      },
    )
  }

  /** Step 2: the one-off read's answer is the server's, shown unless the SDK's came first; the SDK then waits for the visitor. */
  private showOnceAnswer(answer: VehicleSummary[] | typeof AS_PAGE | UnchangedPageCatalogPart): void {
    if (this.stopped || this.shownFromServer) return
    this.shownFromServer = true
    // Unchanged since the page was made: what it shows stays, the same objects, so nothing renders anew.
    if (answer === AS_PAGE) this.store.set(pageState(this.category)!)
    else if ('unchangedPart' in answer) this.loadWholeWhenNeeded(answer)
    else this.store.set({ vehicles: answer, fromCache: false, error: null })
    this.cancelIdle = whenEngaged(() => this.startSdk())
  }

  /**
   * Step 2, on a page that carries only some cars, which are still the server's: the whole catalog (the schema, the
   * decoding) waits until a reader needs it (the recently viewed: wantWholeCatalog) or the visitor uses the page (the
   * next page).
   */
  private loadWholeWhenNeeded(part: UnchangedPageCatalogPart): void {
    const loadWhole = () => {
      this.cancelWhole?.()
      this.cancelWhole = undefined
      part.whole().then(
        (whole) => this.showWhole(whole),
        () => this.startSdk(),
      )
    }
    if (isWholeCatalogWanted(this.category)) return loadWhole()
    const cancelEngaged = whenEngaged(loadWhole)
    const cancelWanted = whenWholeCatalogWanted(this.category, loadWhole)
    this.cancelWhole = () => {
      cancelEngaged()
      cancelWanted()
    }
  }

  /** The whole catalog, unless the SDK's answer is shown by then. */
  private showWhole(whole: VehicleSummary[]): void {
    if (!this.stopped) this.store.set((state) => (state.vehicles ? state : { vehicles: whole, fromCache: false, error: null }))
  }

  /** Step 3: the Firestore SDK's listener, loaded with the repository's chunk, once. */
  private startSdk(): void {
    if (this.sdkStarted || this.stopped) return
    this.sdkStarted = true
    import('../api/vehicles-repository').then(
      (repository: typeof import('../api/vehicles-repository') | undefined) => {
        // Nothing when the chunk is gone after a deploy and the stale-chunk guard is reloading the page.
        if (this.stopped || !repository) return
        this.stopListening = repository.watchPublishedVehicles(
          this.category,
          (change) => this.showSdkChange(change),
          (error) => this.fail(error),
        )
      },
      (error: unknown) => this.fail(error),
    )
  }

  /** Step 4: each answer of the SDK, but never its cached copy over the server's answer. */
  private showSdkChange({ vehicles, fromCache }: VehicleSnapshotChange): void {
    clearTimeout(this.waiting)
    if (fromCache && this.shownFromServer) return
    // An empty list from the cache only means this device has not loaded it yet: keep waiting for the server, but
    // not forever (offline, it never answers).
    if (fromCache && vehicles.length === 0) {
      this.waiting = setTimeout(() => this.fail(new VehicleRepositoryError('unavailable', 'No answer from the server')), SERVER_WAIT_MS)
      return
    }
    if (!fromCache) this.shownFromServer = true
    this.store.set({ vehicles, fromCache, error: null })
  }

  /** An error is shown only while nothing from the server is. */
  private fail(error: unknown): void {
    if (!this.shownFromServer) this.store.set((state) => ({ ...state, error: error as VehicleRepositoryError }))
  }
}
