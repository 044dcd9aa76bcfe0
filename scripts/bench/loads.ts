/**
 * The throttled loads of one run of a page, each on a fresh phone (./phone.ts): one without input, one per control
 * that taps it (./first-tap.ts), and on the large listing the filter change after Filters has worked.
 */
import type { Browser } from '@playwright/test'
import { GIVE_UP_MS, LONG_TASK_MS, QUIET_WINDOW_MS, type ControlKey } from './config.ts'
import { filtersButton, filtersDialog } from './controls.ts'
import { tapLoad } from './first-tap.ts'
import { openPhone, type Phone } from './phone.ts'
import { blockingTime, cumulativeLayoutShift, interactionLatency, observedLcp, scriptsBefore } from './stats.ts'
import { firstWorkingTap, type TapResult } from './taps.ts'

export interface QuietFigures {
  /** The page's last largest-contentful-paint entry. */
  lcpMs: number
  /** What long tasks starting in the first QUIET_WINDOW_MS took over LONG_TASK_MS, summed. */
  blockingMs: number
  longTasks: number
  cls: number
}

export interface TapFigures {
  /** The page's first working tap: when its slowest control first worked (Infinity: one never did). */
  firstTapMs: number
  controls: Partial<Record<ControlKey, TapResult>>
  /** The JavaScript responses that had ended before the first working tap (before GIVE_UP_MS when one never worked). */
  scriptsBeforeTap: { count: number; bytes: number }
  /** The large listing only: the filter change's interaction latency (INP), ms. */
  filterInpMs?: number
}

async function onPhone<T>(browser: Browser, use: (phone: Phone) => Promise<T>): Promise<T> {
  const phone = await openPhone(browser)
  try {
    return await use(phone)
  } finally {
    await phone.close()
  }
}

/** The load without input: the page is left alone until QUIET_WINDOW_MS after its navigation started. */
export function quietLoad(browser: Browser, url: string): Promise<QuietFigures> {
  return onPhone(browser, async ({ page, record }) => {
    await page.goto(url, { waitUntil: 'commit' })
    // One look at the page's clock, then the benchmark's own (the same machine's), so as not to run anything in
    // the page meanwhile.
    const timeOrigin = await page.evaluate(() => performance.timeOrigin)
    const left = timeOrigin + QUIET_WINDOW_MS - Date.now()
    if (left > 0) await page.waitForTimeout(left)
    const { lcp, longTasks, shifts } = await record()
    return {
      lcpMs: observedLcp(lcp),
      blockingMs: blockingTime(longTasks, QUIET_WINDOW_MS, LONG_TASK_MS),
      longTasks: longTasks.filter((task) => task.start < QUIET_WINDOW_MS).length,
      cls: cumulativeLayoutShift(shifts),
    }
  })
}

/**
 * The large listing's filter change, once its controls work: the Filters button tapped (raw), the filters open,
 * then the fuel filter changed with the keyboard (ArrowDown on the focused select chooses the next fuel). A
 * native select's list of options is drawn by the browser outside the page, where no tap can reach it; a key
 * press is an interaction the page's Event Timing measures the same way. Its latency: the longest event timing
 * entry of that interaction. Below the observer's 16 ms threshold the page records none: 16 ms then, an upper bound.
 */
async function filterChangeInp(phone: Phone): Promise<number> {
  const { page } = phone
  const button = filtersButton(page).first()
  await button.scrollIntoViewIfNeeded({ timeout: 5_000 })
  const box = await button.boundingBox({ timeout: 5_000 })
  if (!box) throw new Error('No Filters button to tap')
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
  const dialog = filtersDialog(page).first()
  await dialog.waitFor({ state: 'visible', timeout: 10_000 })
  const fuel = dialog.getByRole('combobox', { name: 'Carburante', exact: true })
  // The drawer's opening (its transition, its focus trap) over before the change.
  await page.waitForTimeout(1_000)
  await fuel.focus()
  const from = await phone.now()
  await page.keyboard.press('ArrowDown')
  if ((await fuel.inputValue()) === '') throw new Error('The fuel filter did not change')
  for (let waited = 0; waited < 5_000; waited += 250) {
    await page.waitForTimeout(250)
    const latency = interactionLatency((await phone.record()).events, from)
    if (Number.isFinite(latency)) return latency
  }
  return 16
}

/**
 * The loads that tap, one per control, each on a fresh phone: a visitor taps one control, and a load that tapped
 * several would tap each only after the page had handled the others' taps. Each control's first working tap, the
 * page's (its slowest control's), the scripts loaded before it (in that control's load), and the filter change's INP
 * (in the Filters load, after its first working tap).
 */
export async function tappingLoad(browser: Browser, url: string, controls: readonly ControlKey[], { filterInp = false } = {}): Promise<TapFigures> {
  const figures: TapFigures = { firstTapMs: -1, controls: {}, scriptsBeforeTap: { count: 0, bytes: 0 } }
  for (const key of controls) {
    await onPhone(browser, async (phone) => {
      const results = await tapLoad(phone, url, [key])
      Object.assign(figures.controls, results)
      const worksAt = firstWorkingTap(results)
      if (worksAt > figures.firstTapMs) {
        figures.firstTapMs = worksAt
        figures.scriptsBeforeTap = scriptsBefore((await phone.record()).resources, Math.min(worksAt, GIVE_UP_MS))
      }
      if (filterInp && key === 'filters') figures.filterInpMs = await filterChangeInp(phone)
    })
  }
  return figures
}
