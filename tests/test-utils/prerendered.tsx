import { act } from '@testing-library/react'
import type { ReactNode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { onTestFinished, vi } from 'vitest'

export interface PrerenderedPage {
  /** The page's HTML, in the document, as the browser shows it before any script. */
  container: HTMLElement
  /** Hydrates `app` over the HTML, as the app takes a prerendered page over. */
  hydrate: (app: ReactNode) => Promise<void>
  /** What React could not hydrate as it came (a mismatch), from the hydration until the test ends. */
  mismatches: string[]
  /** What was printed as an error meanwhile (a warning of React's, say). */
  consoleErrors: string[]
}

/**
 * A prerendered page: `html` (React's markup, or an element rendered to it) in a container of its own. The
 * container, and the root hydrated over it, are removed when the test ends.
 */
export function prerenderedPage(html: string | ReactNode): PrerenderedPage {
  const container = document.createElement('div')
  container.innerHTML = typeof html === 'string' ? html : renderToString(html)
  document.body.append(container)
  const mismatches: string[] = []
  const consoleErrors: string[] = []
  let root: Root | undefined
  onTestFinished(() => {
    if (root) act(() => root?.unmount())
    container.remove()
  })
  return {
    container,
    mismatches,
    consoleErrors,
    hydrate: async (app) => {
      const print = console.error
      const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
        consoleErrors.push(args.map(String).join(' '))
        print(...args)
      })
      onTestFinished(() => consoleError.mockRestore())
      await act(async () => {
        root = hydrateRoot(container, app, { onRecoverableError: (error) => void mismatches.push(String(error)) })
      })
    },
  }
}
