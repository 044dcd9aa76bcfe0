/**
 * The throttled load that taps (./taps.ts): raw taps at the centre of each control's box, as a finger lands
 * where the control shows, never Playwright's `locator.tap()`, which waits until the element can take the tap.
 * While something else covers the control there (the splash, a menu that opened late), it is not tapped: that tap
 * would not be the control's (the splash's taps do nothing; a menu's would follow one of its links).
 *
 * A control's box is read when it is first tapped and again after each of its taps, once the page has handled
 * the tap: a tap itself never waits for anything but the browser taking it. The page is scrolled, at once,
 * whenever a control that moves with it is outside the part of the screen the fixed bars leave free (the sticky
 * header above, the cookie banner and a car's contact bar over the lower part), as a visitor scrolls to what
 * they want to tap.
 */
import type { Page } from '@playwright/test'
import { GIVE_UP_MS, PHONE, TAP_EVERY_MS, type ControlKey } from './config.ts'
import { CONTROLS } from './controls.ts'
import type { Phone } from './phone.ts'
import { tapUntilWorking, type TapResult } from './taps.ts'

interface Box {
  x: number
  y: number
  width: number
  height: number
  /** In a fixed or sticky container: it stays where it is when the page scrolls. */
  staysPut: boolean
}

/** The free part of the screen: below the header (56 px high), above its lower 40%. */
const BAND = { top: 64, bottom: PHONE.viewport.height * 0.6 }

/**
 * The control's box on the screen now, null when it is not in the page or not shown: before the page's first
 * paint (nothing is on the screen yet, and a layout read then, without the stylesheet, puts it elsewhere). No waiting.
 */
function boxOf(page: Page, key: ControlKey): Promise<Box | null> {
  return CONTROLS[key].target(page).evaluateAll((elements) => {
    const element = elements[0]
    if (!element || performance.getEntriesByType('paint').length === 0) return null
    const rect = element.getBoundingClientRect()
    if (!rect.width || !rect.height) return null
    let staysPut = false
    for (let node: Element | null = element; node && !staysPut; node = node.parentElement) {
      const position = getComputedStyle(node).position
      staysPut = position === 'fixed' || position === 'sticky'
    }
    return { x: rect.x, y: rect.y, width: rect.width, height: rect.height, staysPut }
  })
}

/** Whether the control is what a tap at (x, y) would reach now (it, or something inside it, is on top there). */
function underFinger(page: Page, key: ControlKey, x: number, y: number): Promise<boolean> {
  return CONTROLS[key].target(page).evaluateAll(
    (elements, [x, y]) => {
      const hit = document.elementFromPoint(x!, y!)
      return !!elements[0] && !!hit && elements[0].contains(hit)
    },
    [x, y],
  )
}

const inBand = (box: Box) => box.y >= BAND.top && box.y + box.height <= BAND.bottom

/**
 * Loads `url` on the phone and taps its controls until each works. Throws when a tap took the page elsewhere
 * (it landed on a link): the run is then not measured.
 */
export async function tapLoad(phone: Phone, url: string, keys: readonly ControlKey[]): Promise<Record<ControlKey, TapResult>> {
  const { page } = phone
  await page.goto(url, { waitUntil: 'commit' })
  const address = page.url()
  const timeOrigin = await page.evaluate(() => performance.timeOrigin)
  const boxes = new Map<ControlKey, Box>()
  let tapsSeen = 0

  /** Reads the control's box; scrolls when a control that moves with the page is out of the free band. */
  const refresh = async (key: ControlKey) => {
    const box = await boxOf(page, key)
    if (box) boxes.set(key, box)
    else boxes.delete(key)
    const moving = [...boxes.values()].filter((b) => !b.staysPut)
    if (!box || box.staysPut || moving.every(inBand)) return
    const by = Math.round(Math.min(...moving.map((b) => b.y)) - BAND.top)
    await page.evaluate((by) => window.scrollBy({ top: by, behavior: 'instant' }), by)
    for (const b of moving) b.y -= by
  }

  const tap = async (key: ControlKey): Promise<number | null> => {
    if (!boxes.has(key)) await refresh(key)
    const box = boxes.get(key)
    if (!box) return null
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2]
    // A finger lands on what the screen shows there: no tap while something else covers the control (the splash,
    // a menu opening late), which the tap would reach instead; its box is read again (the page may have moved).
    if (!(await underFinger(page, key, x, y))) {
      await refresh(key)
      return null
    }
    const sentAt = Date.now()
    await page.touchscreen.tap(x, y)
    const taps = await phone.tapsAfterTwoFrames(tapsSeen)
    tapsSeen += taps.length
    if (page.url() !== address) throw new Error(`a tap on ${CONTROLS[key].label} took the page to ${page.url()}`)
    await refresh(key)
    // The page's own record of the tap; if it has none (a tap between two documents), the time it was sent.
    return taps.length ? Math.min(...taps) : sentAt - timeOrigin
  }

  const responding = async (among: readonly ControlKey[]): Promise<ControlKey[]> => {
    const responses = among.map((key) => CONTROLS[key].response(page))
    const any = responses.slice(1).reduce((all, response) => all.or(response), responses[0]!)
    if ((await any.count()) === 0) return []
    const found: ControlKey[] = []
    for (const [index, key] of among.entries()) if ((await responses[index]!.count()) > 0) found.push(key)
    return found
  }

  return tapUntilWorking(
    keys,
    {
      now: () => phone.now(),
      sleep: (ms) => page.waitForTimeout(ms),
      tap,
      responding,
      close: async (key) => {
        const close = CONTROLS[key].close
        if (!close) return
        await close(page)
        // Closing gives the page its scrolling back: the boxes are read again.
        boxes.clear()
      },
    },
    { everyMs: TAP_EVERY_MS, giveUpMs: GIVE_UP_MS, covering: keys.filter((key) => CONTROLS[key].close) },
  )
}
