import { createStore, useStore } from '@/lib/live-store'

/**
 * The steps of a logout (src/features/auth/logout.ts), given with the question so that the answer runs the same
 * ones. This module is the question only, which the layout watches on every page: the steps' code loads with the
 * Logout button.
 */
export interface LogoutSteps {
  /** Something would be lost: writes not yet acknowledged, drafts, photos waiting to upload. */
  unsynced(): Promise<boolean>
  signOut(): Promise<void>
  clearFirestore(): Promise<void>
  clearDeviceData(): Promise<void>
  /** Loads `path` as a new page. */
  reload(path: string): void
}

interface LogoutPrompt {
  lang: string
  steps: LogoutSteps
}

/** The logout waiting for the user's answer to "there are unsynced changes", or null. */
const prompt = createStore<LogoutPrompt | null>(null)

export function useLogoutPrompt(): LogoutPrompt | null {
  return useStore(prompt)
}

/** Asks whether to log out all the same (LogoutDialog shows the question). */
export function askLogout(question: LogoutPrompt): void {
  prompt.set(question)
}

/** Dismisses the question: nothing happens. */
export function cancelLogout(): void {
  prompt.set(null)
}
