/**
 * A reload the visitor asked for (the update prompt's "Update"): pages that would ask "leave with unsaved
 * changes?" before unloading skip the question, because what they hold is already in their local draft and
 * comes back after the reload.
 */
let planned = false

/** Reloads the page as the visitor asked; nothing asks before it. */
export function plannedReload(reload: () => void = () => window.location.reload()): void {
  planned = true
  reload()
}

/** True once a planned reload has started. */
export function isPlannedReload(): boolean {
  return planned
}
