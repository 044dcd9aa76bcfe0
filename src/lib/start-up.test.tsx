import { render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { prerenderedPage } from '../../tests/test-utils/prerendered'

type StartUp = typeof import('./start-up')
let startUp: StartUp

beforeEach(async () => {
  // A new page load.
  vi.resetModules()
  startUp = await import('./start-up')
})

describe('the start-up phase', () => {
  it('goes forward only: starting, then taking over (or rendering), then shown', () => {
    expect(startUp.startPhase()).toBe('starting')
    startUp.enterStartPhase('taking-over')
    startUp.enterStartPhase('rendering')
    expect(startUp.startPhase()).toBe('taking-over')
    startUp.enterStartPhase('shown')
    startUp.enterStartPhase('taking-over')
    expect(startUp.startPhase()).toBe('shown')
  })

  it('runs what waits for the page on screen then, one part per task, and at once afterwards', async () => {
    const calls: string[] = []
    const cancel = startUp.whenAppShown(() => calls.push('cancelled'))
    startUp.whenAppShown(() => calls.push('first'))
    startUp.whenAppShown(() => calls.push('second'))
    cancel()
    startUp.enterStartPhase('rendering')
    expect(calls).toEqual([])
    startUp.enterStartPhase('shown')
    expect(calls).toEqual([])
    await vi.waitFor(() => expect(calls).toEqual(['first', 'second']))
    startUp.whenAppShown(() => calls.push('late'))
    expect(calls).toEqual(['first', 'second', 'late'])
  })

  it('tells when the content has rendered, whatever the phase', () => {
    const calls: string[] = []
    startUp.whenContentRendered(() => calls.push('content'))
    startUp.markContentRendered()
    expect(calls).toEqual(['content'])
    expect(startUp.startPhase()).toBe('starting')
  })
})

describe('useHydrating', () => {
  function Probe({ renders }: { renders: boolean[] }) {
    renders.push(startUp.useHydrating())
    return <p>the page</p>
  }

  it('is true as React hydrates the HTML, and renders nothing again after', async () => {
    const renders: boolean[] = []
    const page = prerenderedPage(<Probe renders={[]} />)
    await page.hydrate(<Probe renders={renders} />)
    // A store whose server value differs would render it again at once, with false.
    expect(renders).toEqual([true])
    expect(page.mismatches).toEqual([])
  })

  it('is false in a render of the app’s own, and in the prerendering’s', () => {
    const renders: boolean[] = []
    render(<Probe renders={renders} />)
    const global = window as unknown as Record<string, unknown>
    global[startUp.PRERENDERING_GLOBAL] = true
    try {
      renderToString(<Probe renders={renders} />)
    } finally {
      delete global[startUp.PRERENDERING_GLOBAL]
    }
    expect(renders).toEqual([false, false])
  })
})
