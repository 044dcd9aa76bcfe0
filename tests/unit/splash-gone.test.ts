import { afterEach, describe, expect, it, vi } from 'vitest'
import { whenSplashGone } from '@/lib/splash'

afterEach(() => {
  document.body.innerHTML = ''
  document.documentElement.classList.remove('splash-skip')
})

function splashUp(): HTMLElement {
  document.body.innerHTML = '<div id="splash"></div><div id="root"></div>'
  return document.getElementById('splash')!
}

/** MutationObserver's callbacks run as microtasks. */
const mutationsDelivered = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('whenSplashGone', () => {
  it('waits while the splash is up and runs once its script removes it, not when something else changes', async () => {
    const splash = splashUp()
    const gone = vi.fn()
    whenSplashGone(gone)
    document.body.append(document.createElement('p'))
    await mutationsDelivered()
    expect(gone).not.toHaveBeenCalled()

    splash.remove()
    await mutationsDelivered()
    expect(gone).toHaveBeenCalledTimes(1)
  })

  it('runs at once where the splash is skipped (a later page of the tab) or already gone', () => {
    splashUp()
    document.documentElement.classList.add('splash-skip')
    const skipped = vi.fn()
    whenSplashGone(skipped)
    expect(skipped).toHaveBeenCalledTimes(1)

    document.documentElement.classList.remove('splash-skip')
    document.getElementById('splash')!.remove()
    const removed = vi.fn()
    whenSplashGone(removed)
    expect(removed).toHaveBeenCalledTimes(1)
  })

  it('runs nothing once cancelled', async () => {
    const splash = splashUp()
    const gone = vi.fn()
    whenSplashGone(gone)()
    splash.remove()
    await mutationsDelivered()
    expect(gone).not.toHaveBeenCalled()
  })
})
