import { act, render, screen } from '@testing-library/react'
import type { ComponentType } from 'react'
import { prerender } from 'react-dom/static'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { PRERENDERING_GLOBAL } from '@/lib/page-data'
import { prerenderedPage } from '../test-utils/prerendered'

type AppStart = typeof import('@/lib/app-start')
type AfterTakeover = typeof import('@/lib/after-takeover')
let appStart: AppStart
let afterTakeover: AfterTakeover['afterTakeover']

beforeEach(async () => {
  // A new page load: the app has not shown a page yet.
  vi.resetModules()
  appStart = await import('@/lib/app-start')
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

    await act(async () => appStart.markAppShown())
    expect(load).toHaveBeenCalledTimes(1)
    expect(await screen.findByRole('status')).toHaveTextContent('A new version is ready')
  })

  it('is there at once on a page rendered later in the visit, its code loaded once', async () => {
    appStart.markAppShown()
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
    appStart.markAppShown()
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
