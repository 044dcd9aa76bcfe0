import { createStore, useStore } from '@/lib/live-store'

/**
 * The steps of a logout (src/features/auth/logout.ts), given with the question so that the answer runs the same
 * ones. This module is the logout's state only, which the layout watches on every page: the steps' code loads
 * with the Logout button.
 */
export interface LogoutSteps {
  /** Something would be lost: writes not yet acknowledged, drafts, photos waiting to upload. */
  unsynced(): Promise<boolean>
  /** While still signed in: what only the signed-in user may delete on the server (this device's push subscription). */
  leaveDevice(): Promise<void>
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

/**
 * Where a logout stands, from the tap on Logout to the login page: checking what would be lost (up to a few
 * seconds when Firestore is slow to start or writes wait for the server), waiting for the user's answer to
 * "there are unsynced changes", or leaving (signing out, clearing the device). Null when there is none.
 */
export type LogoutState = { stage: 'checking' } | ({ stage: 'asking' } & LogoutPrompt) | { stage: 'leaving' }

const state = createStore<LogoutState | null>(null)

export function useLogoutState(): LogoutState | null {
  return useStore(state)
}

/** The logout has started: LogoutDialog says so until it asks or the login page loads. */
export function logoutStarted(stage: 'checking' | 'leaving'): void {
  state.set({ stage })
}

/** Asks whether to log out all the same (LogoutDialog shows the question). */
export function askLogout(question: LogoutPrompt): void {
  state.set({ stage: 'asking', ...question })
}

/** Dismisses the question: nothing happens. */
export function cancelLogout(): void {
  state.set(null)
}
