import {
  createStore,
  storeFamily,
  type ReadableStore,
  type Store,
} from "@/lib/live-store";
import { useEffect } from "react";
import { whenAppShown } from "@/lib/app-start";
import { useStoreInTransition } from "@/lib/store-after-takeover";
import { whenEngaged } from "@/lib/when-idle";
import { AS_PAGE } from "@/lib/page-data";
import { fetchPublishedCatalog, pageCatalog, pageCatalogIsPartial } from "../api/catalog-once";
import { VehicleRepositoryError } from "../api/vehicle-errors";
import {
  VEHICLE_CATEGORIES,
  type VehicleCategory,
} from "../model/vehicle-constants";
import { sortVehicles } from "../model/vehicle-listing";
import type { VehicleSummary } from "../model/vehicle-schema";

export interface PublishedVehiclesState {
  /** The listing entries (catalog), newest first. */
  vehicles: VehicleSummary[] | null;
  /** True while what is shown comes from the device's cache and the server has not answered yet. */
  fromCache: boolean;
  error: VehicleRepositoryError | null;
  /**
   * On a prerendered page that carries only the vehicles it shows (the home page's cards, a car page's similar
   * cars), those, newest first, until `vehicles` has the whole catalog: for that page's own sections, which show
   * the same from either.
   */
  pagePart?: VehicleSummary[];
}

type Key = VehicleCategory;

const initial: PublishedVehiclesState = {
  vehicles: null,
  fromCache: true,
  error: null,
};

/** How long an empty answer from the device's cache may stand in for the server's before the page says so. */
export const SERVER_WAIT_MS = 8000;

/** How long the one-off read may take before the Firestore SDK (with its offline cache) is started anyway. */
const ONCE_PATIENCE_MS = 2500;

/**
 * Starts loading one key; returns how to stop. Two sources: a one-off read of the catalog from the server
 * (one small request, no Firestore SDK; the service worker keeps the last answer for offline visits), which
 * the page shows first; and the Firestore SDK's live listener, which keeps the persistent offline cache and
 * sends later changes. The SDK (about 150 KB and a second of a cheap phone's CPU) starts when the browser is
 * idle once the visitor uses the page (a tap, a scroll) or leaves it, or at once when the one-off read fails
 * (offline with nothing saved, say). Once the server's answer is shown, the SDK's cached copy (possibly
 * older) never replaces it; its answers from the server do.
 */
function watch(key: Key, { set }: Store<PublishedVehiclesState>): () => void {
  let cancelled = false;
  let unsubscribe: (() => void) | undefined;
  let waiting: ReturnType<typeof setTimeout> | undefined;
  let cancelIdle: (() => void) | undefined;
  let cancelWhole: (() => void) | undefined;
  let sdkStarted = false;
  let shownFromServer = false;
  const fail = (error: unknown) => {
    if (!shownFromServer)
      set((state) => ({ ...state, error: error as VehicleRepositoryError }));
  };

  const startSdk = () => {
    if (sdkStarted || cancelled) return;
    sdkStarted = true;
    import("../api/vehicles-repository").then(
      (repository: typeof import("../api/vehicles-repository") | undefined) => {
        // Nothing when the chunk is gone after a deploy and the stale-chunk guard is reloading the page.
        if (cancelled || !repository) return;
        unsubscribe = repository.watchPublishedVehicles(
          key,
          ({ vehicles, fromCache }) => {
            clearTimeout(waiting);
            if (fromCache && shownFromServer) return;
            // An empty list from the cache only means this device has not loaded it yet: keep waiting for the
            // server, but not forever (offline, it never answers).
            if (fromCache && vehicles.length === 0) {
              waiting = setTimeout(
                () =>
                  fail(
                    new VehicleRepositoryError(
                      "unavailable",
                      "No answer from the server",
                    ),
                  ),
                SERVER_WAIT_MS,
              );
              return;
            }
            if (!fromCache) shownFromServer = true;
            set({ vehicles, fromCache, error: null });
          },
          fail,
        );
      },
      fail,
    );
  };

  let impatience: ReturnType<typeof setTimeout> | undefined;
  const readOnce = () => {
    impatience = setTimeout(startSdk, ONCE_PATIENCE_MS);
    fetchPublishedCatalog(key).then(
      (vehicles) => {
        clearTimeout(impatience);
        if (cancelled || shownFromServer) return;
        shownFromServer = true;
        // Unchanged since the page was made: what it shows stays, the same objects, so nothing renders anew.
        if (vehicles === AS_PAGE) set(pageState(key)!);
        else if ("unchangedPart" in vehicles) {
          // The page's few cars are the server's: the whole catalog (the schema, the decoding) waits until a
          // reader needs it (the recently viewed: wantWholeCatalog) or the visitor uses the page (the next page).
          const loadWhole = () => {
            cancelWhole?.();
            cancelWhole = undefined;
            vehicles.whole().then((whole) => {
              if (!cancelled) set((state) => (state.vehicles ? state : { vehicles: whole, fromCache: false, error: null }));
            }, startSdk);
          };
          if (wholeWanted.has(key)) loadWhole();
          else {
            const cancelEngaged = whenEngaged(loadWhole);
            pendingWhole.set(key, loadWhole);
            cancelWhole = () => {
              cancelEngaged();
              pendingWhole.delete(key);
            };
          }
        } else set({ vehicles, fromCache: false, error: null });
        cancelIdle = whenEngaged(startSdk);
      },
      () => {
        clearTimeout(impatience);
        startSdk();
      },
    );
  };
  // A prerendered page shows its own copy until the app has taken it over; fresher data follows, so that the
  // request and the schema that checks its answer do not compete with the takeover.
  const cancelShown = pageState(key) ? whenAppShown(readOnce) : (readOnce(), undefined);

  return () => {
    cancelled = true;
    cancelShown?.();
    clearTimeout(waiting);
    clearTimeout(impatience);
    cancelIdle?.();
    cancelWhole?.();
    unsubscribe?.();
  };
}

const pageStates = new Map<Key, PublishedVehiclesState>();

/** The categories some reader needs whole (not only a page's part), and the whole catalogs waiting for one. */
const wholeWanted = new Set<Key>();
const pendingWhole = new Map<Key, () => void>();

/** A reader needs the whole catalog of these categories: a page's part of it is decoded whole now, or when it comes. */
function wantWholeCatalog(keys: readonly Key[]) {
  for (const key of keys) {
    wholeWanted.add(key);
    pendingWhole.get(key)?.();
  }
}

/**
 * The vehicles a prerendered page was made with (the page carries them; while prerendering, those read), the
 * same object each time; undefined without them.
 */
function pageState(key: Key): PublishedVehiclesState | undefined {
  let state = pageStates.get(key);
  if (state) return state;
  const vehicles = pageCatalog(key);
  if (!vehicles) return undefined;
  // A part of the catalog is not the catalog: the listing, the saved cars and the like wait for the whole.
  state = pageCatalogIsPartial(key)
    ? { vehicles: null, fromCache: false, error: null, pagePart: vehicles }
    : { vehicles, fromCache: false, error: null };
  pageStates.set(key, state);
  return state;
}

/**
 * One store per category, loading while any component or preload needs it (the last result stays in memory
 * for the next visit). On a prerendered page it starts with the page's vehicles, which the server's answer
 * then replaces.
 */
const byCategory = storeFamily((key: Key) =>
  createStore(pageState(key) ?? initial, {
    start: (store) => watch(key, store),
  }),
);

function subscribe(keys: readonly Key[], listener: () => void): () => void {
  const unsubscribes = keys.map((key) => byCategory(key).subscribe(listener));
  return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
}

/**
 * Both categories as one state, the same object for as long as neither changes (useSyncExternalStore needs that).
 * It keeps the last two combinations, as every render asks for two (the page's, for a render that takes the HTML
 * over, and the current one): while they are the same parts, they are the same object, so that the render after
 * the takeover finds nothing changed.
 */
function combiner(): (
  parts: PublishedVehiclesState[],
) => PublishedVehiclesState {
  let kept: { parts: PublishedVehiclesState[]; state: PublishedVehiclesState }[] =
    [];
  return (parts) => {
    const known = kept.find((entry) =>
      entry.parts.every((part, index) => part === parts[index]),
    );
    if (known) return known.state;
    const loaded = parts.every((part) => part.vehicles !== null);
    const shown = parts.map((part) => part.vehicles ?? part.pagePart);
    const state: PublishedVehiclesState = {
      vehicles: loaded
        ? sortVehicles(
            parts.flatMap((part) => part.vehicles ?? []),
            "newest",
          )
        : null,
      fromCache: parts.some((part) => part.fromCache),
      error: parts.find((part) => part.error)?.error ?? null,
    };
    if (!loaded && shown.every(Boolean))
      state.pagePart = sortVehicles(shown.flatMap((part) => part ?? []), "newest");
    kept = [{ parts, state }, ...kept.slice(0, 1)];
    return state;
  };
}

const combine = combiner();

const allCategories: ReadableStore<PublishedVehiclesState> = {
  get: () =>
    combine(VEHICLE_CATEGORIES.map((key) => byCategory(key).get())),
  subscribe: (listener) => subscribe(VEHICLE_CATEGORIES, listener),
};

/**
 * The published vehicles (of one category, or all), from the device's cache first and then live from the
 * server, so a listing seen once opens offline too. Their changes render in a transition (useStoreInTransition).
 * A reader that can show a prerendered page's part of the catalogs as well as the whole (the home page's
 * sections, the similar cars of the page's own car: `pagePart`) says so with `acceptPagePart`; for any other, a
 * page's part is decoded whole at once.
 */
export function usePublishedVehicles(
  category?: VehicleCategory,
  { acceptPagePart = false }: { acceptPagePart?: boolean } = {},
): PublishedVehiclesState {
  useEffect(() => {
    if (!acceptPagePart) wantWholeCatalog(category ? [category] : VEHICLE_CATEGORIES);
  }, [category, acceptPagePart]);
  // What prerendered HTML shows, for the render that takes it over: the page's vehicles.
  const pageValue = category
    ? (pageState(category) ?? initial)
    : combine(VEHICLE_CATEGORIES.map((key) => pageState(key) ?? initial));
  // A fresh catalog re-renders every card shown: in slices (a listing is too long a render for one task).
  return useStoreInTransition(
    category ? byCategory(category) : allCategories,
    pageValue,
  );
}

/** How long a loader waits for the first answer (see preloadPublishedVehicles). */
const PRELOAD_PATIENCE_MS = 2000;
/** How long a preload keeps the vehicles loading for a page that has not mounted yet. */
const PRELOAD_HOLD_MS = 10_000;

/**
 * For a route's loader while the app starts: starts loading as the page's hook would, and resolves once the
 * first answer is in (or an error, or after PRELOAD_PATIENCE_MS), so that the page's first render has the
 * vehicles. Never rejects: the page shows errors itself.
 */
export function preloadPublishedVehicles(
  category?: VehicleCategory,
): Promise<void> {
  const keys = category ? [category] : VEHICLE_CATEGORIES;
  const releases = keys.map((key) => byCategory(key).retain());
  setTimeout(() => releases.forEach((release) => release()), PRELOAD_HOLD_MS);
  const answered = () =>
    keys.every((key) => {
      const state = byCategory(key).get();
      return state.vehicles !== null || state.error !== null;
    });
  if (answered()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, PRELOAD_PATIENCE_MS);
    const unsubscribe = subscribe(keys, () => {
      if (answered()) done();
    });
  });
}

/** Starts again after an error (for example, a first load that failed offline). */
export function retryPublishedVehicles(category?: VehicleCategory) {
  for (const key of category ? [category] : VEHICLE_CATEGORIES) {
    const store = byCategory(key);
    // Only a load that runs starts again (none starts here), without the error that stopped it.
    if (store.restart()) store.set((state) => ({ ...state, error: null }));
  }
}
