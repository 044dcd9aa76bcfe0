/**
 * What the app keeps on the device for the signed-in user beyond the Firestore cache (the admin's drafts, the
 * photos waiting to upload…), so that signing out can say what would be lost and then leave nothing behind for
 * the next person using the device. Each keeper is registered once, by whoever owns the data; the sign-out
 * asks every keeper, whether or not its code has been loaded on this page.
 */
export interface DeviceDataKeeper {
  /** True while something kept here has not reached the server yet (and would be lost by clear()). */
  unsynced(): Promise<boolean>
  /** Deletes everything kept here. */
  clear(): Promise<void>
  /**
   * What must happen while the user is still signed in, before a sign-out (the server's record of this device, which
   * the rules let only its owner delete). Best effort: the sign-out goes on when it fails or takes too long.
   */
  beforeSignOut?(): Promise<void>
}

const keepers = new Map<string, DeviceDataKeeper>()

/** Registers (or replaces) the keeper named `name`. */
export function keepDeviceData(name: string, keeper: DeviceDataKeeper): void {
  keepers.set(name, keeper)
}

/** True when any keeper holds something unsynced; a keeper that cannot tell counts as holding something. */
export async function hasUnsyncedDeviceData(): Promise<boolean> {
  const answers = await Promise.all([...keepers.values()].map((keeper) => keeper.unsynced().catch(() => true)))
  return answers.some(Boolean)
}

/** How long a sign-out waits for the keepers' last words to the server (an offline device does not wait longer). */
const BEFORE_SIGN_OUT_MS = 3000

/** Runs every keeper's beforeSignOut, together, for at most BEFORE_SIGN_OUT_MS; a failure is logged. */
export async function leaveDevice(): Promise<void> {
  const steps = [...keepers].map(([name, keeper]) =>
    keeper.beforeSignOut?.().catch((error: unknown) => console.warn(`Could not finish before signing out (${name}):`, error)),
  )
  await Promise.race([Promise.all(steps), new Promise((resolve) => setTimeout(resolve, BEFORE_SIGN_OUT_MS))])
}

/** Clears every keeper, one after the other; one that fails is logged and the others still run. */
export async function clearDeviceData(): Promise<void> {
  for (const [name, keeper] of keepers) {
    try {
      await keeper.clear()
    } catch (error) {
      console.warn(`Could not clear the data kept on this device (${name}):`, error)
    }
  }
}
