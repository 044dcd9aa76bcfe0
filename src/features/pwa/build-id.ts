/** The id of the build this page runs, as `builds/latest.json` names builds. */
export const RUNNING_BUILD_ID: string = import.meta.env.VITE_BUILD_ID || 'dev'

/** Marks `<html data-build-id>` with the running build, for support requests and tests. */
export function markRunningBuild(root: HTMLElement = document.documentElement): void {
  root.dataset.buildId = RUNNING_BUILD_ID
}
