/**
 * The first working tap: from the first byte, every TAP_EVERY_MS the controls that have not yet responded are
 * tapped, one after the other, and after each tap the page is checked for the responses of every control tapped
 * so far, so that no control ever has more than one unanswered tap outstanding. A control works at the time of
 * its last tap before its response was seen: its response to a tap may take a while (a menu whose code loads on
 * the first tap) and show only after another control's tap. A control whose response covers the page (a menu, a
 * drawer) is closed again once seen, and looked for before each tap while it is unanswered, so that no tap meant
 * for another control lands on it.
 *
 * The loop itself, with what it does to the page passed in (./first-tap.ts gives it a throttled phone; the tests
 * a stand-in).
 */

export interface TapActions<Key extends string> {
  /** The page's clock: milliseconds since the navigation started. */
  now: () => Promise<number>
  sleep: (ms: number) => Promise<void>
  /**
   * Taps the control where it is on the screen and waits for the page to have handled the tap; the tap's time on
   * the page's clock, or null when there is nothing to tap yet.
   */
  tap: (key: Key) => Promise<number | null>
  /** Which of these controls show their response now. */
  responding: (keys: readonly Key[]) => Promise<Key[]>
  /** Puts the page back as it was after a control responded (a menu closed). */
  close: (key: Key) => Promise<void>
}

export interface TapResult {
  /** The time of the first working tap, on the page's clock; Infinity when none worked before giving up. */
  worksAt: number
  /** How many taps it took (0: it was never there to tap). */
  taps: number
}

export interface TapOptions<Key extends string> {
  everyMs: number
  giveUpMs: number
  /** The controls whose response covers the page (a menu, a drawer). */
  covering: readonly Key[]
}

/**
 * Taps the controls until each has responded or `giveUpMs` has passed on the page's clock. A tap that works after
 * `giveUpMs` counts as none (Infinity).
 */
export async function tapUntilWorking<Key extends string>(
  keys: readonly Key[],
  actions: TapActions<Key>,
  { everyMs, giveUpMs, covering }: TapOptions<Key>,
): Promise<Record<Key, TapResult>> {
  const results = Object.fromEntries(keys.map((key) => [key, { worksAt: Number.POSITIVE_INFINITY, taps: 0 }])) as Record<Key, TapResult>
  const lastTap = new Map<Key, number>()
  const done = new Set<Key>()
  const unanswered = () => keys.filter((key) => lastTap.has(key) && !done.has(key))

  /** Records the responses the page shows now, each to its control's last tap, and closes what covers the page. */
  const look = async (among: readonly Key[]) => {
    if (!among.length) return
    for (const key of await actions.responding(among)) {
      done.add(key)
      const at = lastTap.get(key)!
      results[key].worksAt = at <= giveUpMs ? at : Number.POSITIVE_INFINITY
      await actions.close(key)
    }
  }

  let pending = [...keys]
  while (pending.length) {
    const roundStart = await actions.now()
    if (roundStart >= giveUpMs) break
    for (const key of pending) {
      await look(unanswered().filter((other) => covering.includes(other)))
      if (done.has(key)) continue
      const at = await actions.tap(key)
      if (at === null) continue
      lastTap.set(key, at)
      results[key].taps++
      await look(unanswered())
    }
    pending = pending.filter((key) => !done.has(key))
    if (!pending.length) break
    const elapsed = (await actions.now()) - roundStart
    if (elapsed < everyMs) await actions.sleep(everyMs - elapsed)
  }
  return results
}

/** The page's first working tap: its slowest control's (Infinity when one never worked). */
export function firstWorkingTap(results: Record<string, TapResult>): number {
  return Math.max(...Object.values(results).map((result) => result.worksAt))
}
