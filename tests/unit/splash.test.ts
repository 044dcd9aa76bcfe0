import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/** index.html's first script: the colour scheme and the splash, run before the first paint. */
const HEAD_SCRIPT = /<script>([\s\S]*?)<\/script>/.exec(readFileSync(resolve(__dirname, '../../index.html'), 'utf8'))?.[1] ?? ''

/** Runs the head script as a page would, `arrivedAfterMs` after the visitor asked for it. */
function openPage(arrivedAfterMs: number) {
  document.body.innerHTML = '<div id="splash"></div><div id="root"></div>'
  vi.spyOn(performance, 'now').mockReturnValue(arrivedAfterMs)
  new Function(HEAD_SCRIPT)()
  return document.getElementById('splash')!
}

/** The splash is still whole `ms` - 1 ms from now, and fading at `ms`. */
function expectFadeAfter(splash: HTMLElement, ms: number) {
  vi.advanceTimersByTime(ms - 1)
  expect(splash.classList.contains('splash-fading')).toBe(false)
  vi.advanceTimersByTime(1)
  expect(splash.classList.contains('splash-fading')).toBe(true)
}

describe('the splash', () => {
  it('is in index.html', () => {
    expect(HEAD_SCRIPT).toContain("getElementById('splash')")
  })

  beforeEach(() => {
    vi.useFakeTimers()
    window.name = ''
    document.documentElement.className = ''
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
    document.body.replaceChildren()
  })

  it('fades 1.5 s after the page was asked for, and is gone 200 ms later', () => {
    const splash = openPage(100)
    expectFadeAfter(splash, 1400)
    expect(splash.isConnected).toBe(true)
    vi.advanceTimersByTime(200)
    expect(splash.isConnected).toBe(false)
  })

  it('stays at least 1 s when the page was slow to arrive', () => {
    expectFadeAfter(openPage(1300), 1000)
  })

  it('is skipped on a reload in the same tab', () => {
    openPage(50)
    vi.advanceTimersByTime(2000)
    const again = openPage(50)
    expect(document.documentElement.classList.contains('splash-skip')).toBe(true)
    vi.advanceTimersByTime(2000)
    expect(again.classList.contains('splash-fading')).toBe(false)
  })
})
