import { nextTask } from './next-task'

/** How long a slice of work runs before the browser gets a turn: as long as one of React's own slices. */
export const SLICE_MS = 5

/**
 * Calls `each` on every item, in slices of about `sliceMs`: between two slices the browser gets a turn (nextTask),
 * so that a long list (a catalog of hundreds of cars to validate) is never one long task on a slow phone.
 */
export async function forEachInSlices<T>(items: Iterable<T>, each: (item: T) => void, sliceMs = SLICE_MS): Promise<void> {
  let started = performance.now()
  for (const item of items) {
    if (performance.now() - started >= sliceMs) {
      await nextTask()
      started = performance.now()
    }
    each(item)
  }
}
