import { act, render, screen } from '@testing-library/react'
import type { ComponentType } from 'react'
import { prerender } from 'react-dom/static'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { PRERENDERING_GLOBAL } from '@/lib/start-up'
import { prerenderedPage } from '../test-utils/prerendered'

type StartUp = typeof import('@/lib/start-up')
type AfterTakeover = typeof import('@/lib/after-takeover')
let startUp: StartUp
let afterTakeover: AfterTakeover['afterTakeover']

beforeEach(async () => {
  // A new page load: the app has not shown a page yet.
  vi.resetModules()
  startUp = await import('@/lib/start-up')
  afterTakeover = (await import('@/lib/after-takeover')).afterTakeover
})

function Prompt({ text }: { text: string }) {
  return <p role="status">{text}</p>
}

function Page({ Layer }: { Layer: ComponentType<{ text: string }> }) {
  return (
    <main>
      <h1>Page</h1>
      <Layer text="A new version is ready" />
    </main>
  )
}

describe('afterTakeover', () => {
  it('is not in a prerendered page, adds nothing to its takeover, and loads and shows once the app has the page', async () => {
    const load = vi.fn(async () => Prompt)
    const Layer = afterTakeover(load, 'The prompt')
    const global = window as unknown as Record<string, unknown>
    global[PRERENDERING_GLOBAL] = true
    let html: string
    try {
      html = await new Response((await prerender(<Page Layer={Layer} />)).prelude).text()
    } finally {
      delete global[PRERENDERING_GLOBAL]
    }
    expect(html).not.toContain('A new version')

    const page = prerenderedPage(html)
    await page.hydrate(<Page Layer={Layer} />)
    expect(page.mismatches).toEqual([])
    expect(load).not.toHaveBeenCalled()
    expect(screen.queryByRole('status')).toBeNull()

    await act(async () => startUp.enterStartPhase('shown'))
    expect(load).toHaveBeenCalledTimes(1)
    expect(await screen.findByRole('status')).toHaveTextContent('A new version is ready')
  })

  it('is there at once on a page rendered later in the visit, its code loaded once', async () => {
    startUp.enterStartPhase('shown')
    const load = vi.fn(async () => Prompt)
    const Layer = afterTakeover(load, 'The prompt')
    const first = render(<Page Layer={Layer} />)
    expect(await screen.findByRole('status')).toHaveTextContent('A new version is ready')
    first.unmount()
    render(<Page Layer={Layer} />)
    expect(screen.getByRole('status')).toHaveTextContent('A new version is ready')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('tries again on the next page when its code could not load (offline)', async () => {
    startUp.enterStartPhase('shown')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const load = vi.fn<() => Promise<typeof Prompt>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Prompt)
    const Layer = afterTakeover(load, 'The prompt')
    const first = render(<Page Layer={Layer} />)
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('The prompt could not be loaded', expect.any(Error)))
    expect(screen.queryByRole('status')).toBeNull()
    first.unmount()
    render(<Page Layer={Layer} />)
    expect(await screen.findByRole('status')).toHaveTextContent('A new version is ready')
    warn.mockRestore()
  })
})
