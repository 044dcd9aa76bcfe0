import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState, type ComponentType } from 'react'
import { prerender } from 'react-dom/static'
import { describe, expect, it, vi } from 'vitest'
import { lazyIsland } from '@/lib/island'
import { ISLAND_LOADING_ATTRIBUTE } from '@/lib/page-data'
import { PRERENDERING_GLOBAL } from '@/lib/start-up'
import { prerenderedPage } from '../test-utils/prerendered'

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0)
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label} {count}
    </button>
  )
}

/** A field of the island's own, and what its component makes of it. */
function Note({ label }: { label: string }) {
  const [note, setNote] = useState('')
  return (
    <p>
      <input aria-label={label} value={note} onChange={(event) => setNote(event.target.value)} />
      <output>{`Note: ${note}`}</output>
    </p>
  )
}

function Page({ Island }: { Island: ComponentType<{ label: string }> }) {
  return (
    <main>
      <h1>First screen</h1>
      <Island label="Below" />
    </main>
  )
}

async function prerenderedHtml(Island: ComponentType<{ label: string }>): Promise<string> {
  const global = window as unknown as Record<string, unknown>
  global[PRERENDERING_GLOBAL] = true
  try {
    const { prelude } = await prerender(<Page Island={Island} />)
    return await new Response(prelude).text()
  } finally {
    delete global[PRERENDERING_GLOBAL]
  }
}

/** An island's code that comes only once released. */
function heldLoad() {
  let release: () => void = () => {}
  const loaded = new Promise<void>((resolve) => (release = resolve))
  const load = async () => {
    await loaded
    return Counter
  }
  return { load, release: () => release() }
}

/** The visitor uses the page, and the browser has been idle a moment since. */
async function usePage() {
  window.dispatchEvent(new Event('pointerdown'))
  await new Promise((resolve) => setTimeout(resolve, 400))
}

describe('lazyIsland', () => {
  it('leaves its prerendered HTML as it came until the page is used, then loads and hydrates it without a mismatch', async () => {
    // The prerendering browser, a page of its own, renders the island whole.
    const html = await prerenderedHtml(lazyIsland(async () => Counter))
    expect(html).toContain('<button type="button">Below')
    const load = vi.fn(async () => Counter)
    const Island = lazyIsland(load)

    const page = prerenderedPage(html)
    await page.hydrate(<Page Island={Island} />)
    // The first screen is the app's; the island is still the HTML, and its code is not asked for.
    expect(load).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Below 0' })).toBeInTheDocument()

    // The visitor uses the page: the island's code loads when the browser is idle, and React takes it over.
    await act(usePage)
    expect(load).toHaveBeenCalledTimes(1)
    await userEvent.click(screen.getByRole('button', { name: 'Below 0' }))
    expect(screen.getByRole('button', { name: 'Below 1' })).toBeInTheDocument()
    expect(page.mismatches).toEqual([])
  })

  it('keeps the props it was hydrated with until its code is in, then takes the newer ones without a mismatch', async () => {
    const html = await prerenderedHtml(lazyIsland(async () => Counter))
    const { load, release } = heldLoad()
    const Island = lazyIsland(load)
    // The page's data changes after the takeover (a fresh read of the car), before the island's code is in.
    let change: (label: string) => void = () => {}
    function LivePage() {
      const [label, setLabel] = useState('Below')
      change = setLabel
      return (
        <main>
          <h1>First screen</h1>
          <Island label={label} />
        </main>
      )
    }
    const page = prerenderedPage(html)
    await page.hydrate(<LivePage />)
    const prerendered = screen.getByRole('button', { name: 'Below 0' })
    await act(async () => change('Changed'))
    // Still the HTML as it came (not dropped for an empty fallback while the code loads).
    expect(screen.getByRole('button', { name: 'Below 0' })).toBe(prerendered)

    await act(async () => {
      await usePage()
      release()
    })
    // Hydrated as it came (the same element), then showing the newer props.
    expect(await screen.findByRole('button', { name: 'Changed 0' })).toBe(prerendered)
    expect(page.mismatches).toEqual([])
  })

  it('gives its component what the visitor typed into its prerendered fields before its code came', async () => {
    const html = await prerenderedHtml(lazyIsland(async () => Note))
    const Island = lazyIsland(async () => Note)
    const page = prerenderedPage(html)
    await page.hydrate(<Page Island={Island} />)
    // Typed while the island is still the HTML: the browser's own field, no script sees it.
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Below' })
    field.value = 'Call me after 6'

    await act(usePage)
    expect(await screen.findByText('Note: Call me after 6')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Below' })).toBe(field)
    expect(field.value).toBe('Call me after 6')
    expect(page.mismatches).toEqual([])
  })

  it('while prerendering, marks its place until its code is in, so that the prerendering waits for its content', async () => {
    const { load, release } = heldLoad()
    const Island = lazyIsland(load)
    const global = window as unknown as Record<string, unknown>
    global[PRERENDERING_GLOBAL] = true
    try {
      const { container } = render(<Page Island={Island} />)
      expect(container.querySelector(`[${ISLAND_LOADING_ATTRIBUTE}]`)).not.toBeNull()
      await act(async () => release())
      expect(await screen.findByRole('button', { name: 'Below 0' })).toBeInTheDocument()
      expect(container.querySelector(`[${ISLAND_LOADING_ATTRIBUTE}]`)).toBeNull()
    } finally {
      delete global[PRERENDERING_GLOBAL]
    }
  })

  it('loads at once on a page the app renders itself', async () => {
    const load = vi.fn(async () => Counter)
    const Island = lazyIsland(load)
    render(<Page Island={Island} />)
    expect(load).toHaveBeenCalledTimes(1)
    expect(await screen.findByRole('button', { name: 'Below 0' })).toBeInTheDocument()
  })
})
