import { act, render, screen, waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { hydrateRoot } from 'react-dom/client'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ReadableStore } from '@/lib/live-store'

type AppStart = typeof import('@/lib/app-start')
type StoreAfterTakeover = typeof import('@/lib/store-after-takeover')
let appStart: AppStart
let afterTakeover: StoreAfterTakeover

beforeEach(async () => {
  // A new page load: the app has not taken a page over, nor shown one.
  vi.resetModules()
  appStart = await import('@/lib/app-start')
  afterTakeover = await import('@/lib/store-after-takeover')
})

/** The device's answer (a phone's width, say), which the prerendered HTML (made at a desktop's) cannot know. */
const deviceStore: ReadableStore<string> = { get: () => 'phone', subscribe: () => () => {} }

function Layout({ renders }: { renders: string[] }) {
  const layout = afterTakeover.useStoreAfterTakeover(deviceStore, 'desktop')
  renders.push(layout)
  return <p data-testid="layout">{layout}</p>
}

describe('useStoreAfterTakeover', () => {
  it("keeps the HTML's value through the takeover, with no render after the hydration, and switches once the page is the app's", async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Layout renders={[]} />)
    document.body.append(container)
    const renders: string[] = []
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    appStart.markTakingOver()
    await act(async () => void hydrateRoot(container, <Layout renders={renders} />))
    // Hydrated as the HTML was, and nothing rendered again (useStore would render the device's value at once).
    expect(renders).toEqual(['desktop'])
    expect(container.textContent).toBe('desktop')
    expect(errors).not.toHaveBeenCalled()

    await act(async () => appStart.markAppShown())
    await waitFor(() => expect(container.textContent).toBe('phone'))
    expect(renders.at(-1)).toBe('phone')
    errors.mockRestore()
    container.remove()
  })

  it("gives the device's value from the first render on a page the app renders itself", () => {
    const renders: string[] = []
    render(<Layout renders={renders} />)
    expect(screen.getByTestId('layout').textContent).toBe('phone')
    expect(renders).toEqual(['phone'])
  })

  it('a component that comes after the page is on screen has the device value at once', async () => {
    appStart.markTakingOver()
    appStart.markAppShown()
    const renders: string[] = []
    render(<Layout renders={renders} />)
    expect(renders).toEqual(['phone'])
  })
})
