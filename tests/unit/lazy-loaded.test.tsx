import { act, fireEvent, render as mount, screen } from '@testing-library/react'
import { lazy, Suspense, type ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { lazyLoaded, useOpenWhenLoaded } from '@/lib/lazy-loaded'

const render = (Component: ComponentType) =>
  renderToString(
    <Suspense fallback={<p>loading</p>}>
      <Component />
    </Suspense>,
  )

describe('lazyLoaded', () => {
  it('renders at once once its chunk is in, where React.lazy would wait', async () => {
    const module = { default: () => <p>sidebar</p> }
    const { Component, load } = lazyLoaded(async () => module)
    await load()
    expect(render(Component)).toContain('sidebar')
    const Plain = lazy(async () => module)
    expect(render(Plain)).toContain('loading')
  })

  it('waits for a chunk that is not in yet', () => {
    const { Component } = lazyLoaded(() => new Promise<{ default: () => React.ReactNode }>(() => {}))
    expect(render(Component)).toContain('loading')
  })

  it('loads once, and again after a failure', async () => {
    let calls = 0
    const { load } = lazyLoaded(async () => {
      calls++
      if (calls === 1) throw new TypeError('Failed to fetch dynamically imported module')
      return { default: () => <p>menu</p> }
    })
    await expect(load()).rejects.toThrow(TypeError)
    await load()
    await load()
    expect(calls).toBe(2)
  })
})

describe('useOpenWhenLoaded', () => {
  function Sheet({ load }: { load: () => Promise<unknown> }) {
    const sheet = useOpenWhenLoaded(load)
    return (
      <>
        <button type="button" onClick={sheet.open}>
          Open
        </button>
        {sheet.mounted && <p>{sheet.opened ? 'sheet open' : 'sheet closed'}</p>}
        <button type="button" onClick={sheet.close}>
          Close
        </button>
      </>
    )
  }

  it('opens once the chunk is in, and stays mounted once closed', async () => {
    let arrive: () => void = () => {}
    const chunk = new Promise<void>((resolve) => (arrive = resolve))
    mount(<Sheet load={() => chunk} />)
    fireEvent.click(screen.getByRole('button', { name: 'Open' }))
    expect(screen.queryByText(/^sheet/)).toBeNull()
    await act(async () => arrive())
    expect(screen.getByText('sheet open')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.getByText('sheet closed')).toBeTruthy()
  })

  it('does not open when the chunk does not load', async () => {
    const errors: unknown[] = []
    const original = console.error
    console.error = (...args: unknown[]) => void errors.push(args)
    try {
      mount(<Sheet load={() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))} />)
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Open' })))
      expect(screen.queryByText(/^sheet/)).toBeNull()
      expect(errors).toHaveLength(1)
    } finally {
      console.error = original
    }
  })
})
