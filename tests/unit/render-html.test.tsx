import { Suspense, type ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderPage } from '@/render-html'

afterEach(() => vi.restoreAllMocks())

/** A part of the page that fails `failures` times (as one may when the app's render cuts in), then renders. */
function flaky(failures: number) {
  let left = failures
  return function Part() {
    if (left > 0) {
      left--
      throw new Error('no translations')
    }
    return <p>Below the first screen</p>
  }
}

function page(Part: () => ReactNode) {
  return (
    <main>
      <h1>First screen</h1>
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    </main>
  )
}

describe('renderPage', () => {
  it('renders the page again when a part failed once: the HTML is whole and nothing is reported', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { html } = await renderPage(page(flaky(1)))
    expect(html).toContain('<p>Below the first screen</p>')
    expect(html).not.toContain('<!--$!-->')
    expect(errors).not.toHaveBeenCalled()
  })

  it('reports a part that fails every time, which the HTML leaves for the browser to render', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { html } = await renderPage(page(flaky(Number.POSITIVE_INFINITY)))
    expect(html).toContain('<!--$!-->')
    expect(html).not.toContain('Below the first screen')
    expect(errors).toHaveBeenCalledTimes(1)
    expect(errors.mock.calls[0]?.[0]).toBe('Prerendering failed')
  })
})
