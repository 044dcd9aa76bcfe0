// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { firstWorkingTap, tapUntilWorking, type TapActions } from '../../scripts/bench/taps'

/**
 * A stand-in page on a clock of its own: every action takes `step` ms of it, sleeping takes what it is asked. Each
 * control shows up at `shownAt`, works for a tap made from `worksFrom` on, and shows its response `delay` ms after
 * such a tap. What the loop did is written down in order.
 */
function standIn(controls: Record<string, { shownAt?: number; worksFrom: number; delay?: number; covers?: boolean }>, step = 10) {
  let clock = 0
  const log: string[] = []
  const respondsAt = new Map<string, number>()
  const actions: TapActions<string> = {
    now: async () => clock,
    sleep: async (ms) => {
      clock += ms
    },
    tap: async (key) => {
      const control = controls[key]!
      clock += step
      if (clock < (control.shownAt ?? 0)) return null
      const at = clock
      log.push(`tap ${key} ${at}`)
      if (at >= control.worksFrom && !respondsAt.has(key)) respondsAt.set(key, at + (control.delay ?? 0))
      return at
    },
    responding: async (keys) => {
      clock += step
      return keys.filter((key) => (respondsAt.get(key) ?? Number.POSITIVE_INFINITY) <= clock)
    },
    // Only what covers the page has anything to close.
    close: async (key) => {
      if (!controls[key]!.covers) return
      clock += step
      log.push(`close ${key}`)
    },
  }
  const covering = Object.keys(controls).filter((key) => controls[key]!.covers)
  return { actions, log, covering, time: () => clock }
}

describe('tapUntilWorking', () => {
  it('taps the controls in turn every interval until each responds, at the time of the tap that worked', async () => {
    const page = standIn({ heart: { worksFrom: 400 }, menu: { worksFrom: 250 } })
    const results = await tapUntilWorking(['heart', 'menu'], page.actions, { everyMs: 150, giveUpMs: 15_000, covering: [] })
    // Rounds start at 0, 150, 300, 450 (each round's taps and checks take 40 ms of the page's clock).
    expect(page.log).toEqual(['tap heart 10', 'tap menu 30', 'tap heart 160', 'tap menu 180', 'tap heart 310', 'tap menu 330', 'tap heart 460'])
    expect(results).toEqual({ heart: { worksAt: 460, taps: 4 }, menu: { worksAt: 330, taps: 3 } })
    expect(firstWorkingTap(results)).toBe(460)
  })

  it('does not tap what is not on the page yet', async () => {
    const page = standIn({ save: { shownAt: 320, worksFrom: 0 } })
    const results = await tapUntilWorking(['save'], page.actions, { everyMs: 150, giveUpMs: 15_000, covering: [] })
    expect(page.log).toEqual(['tap save 460'])
    expect(results.save).toEqual({ worksAt: 460, taps: 1 })
  })

  it('credits a late response to the control’s own last tap, and closes a menu before tapping anything else', async () => {
    // The menu's response shows 100 ms after the tap that works: after the heart's next tap has been checked.
    const page = standIn({ menu: { worksFrom: 0, delay: 100, covers: true }, heart: { worksFrom: 10_000 } })
    const results = await tapUntilWorking(['menu', 'heart'], page.actions, { everyMs: 150, giveUpMs: 1_000, covering: page.covering })
    expect(results.menu).toEqual({ worksAt: 10, taps: 1 })
    // Seen open only when looked for before the heart's next tap, it is closed before that tap.
    expect(page.log.slice(0, 4)).toEqual(['tap menu 10', 'tap heart 40', 'close menu', 'tap heart 180'])
  })

  it('gives up at the time given: a control that never responded did not work', async () => {
    const page = standIn({ heart: { worksFrom: 10_000 }, menu: { worksFrom: 0 } })
    const results = await tapUntilWorking(['heart', 'menu'], page.actions, { everyMs: 150, giveUpMs: 1_000, covering: [] })
    expect(results.heart).toEqual({ worksAt: Number.POSITIVE_INFINITY, taps: 7 })
    expect(results.menu).toEqual({ worksAt: 30, taps: 1 })
    expect(firstWorkingTap(results)).toBe(Number.POSITIVE_INFINITY)
    // The last round starts at 900; the next one would start at 1050, after giving up.
    expect(page.time()).toBe(1_050)
  })

  it('counts a tap made after the time given as none, even when it works', async () => {
    const page = standIn({ heart: { worksFrom: 905 } })
    const results = await tapUntilWorking(['heart'], page.actions, { everyMs: 150, giveUpMs: 905, covering: [] })
    expect(page.log.at(-1)).toBe('tap heart 910')
    expect(results.heart).toEqual({ worksAt: Number.POSITIVE_INFINITY, taps: 7 })
  })
})
