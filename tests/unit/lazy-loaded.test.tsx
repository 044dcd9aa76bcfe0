import { lazy, Suspense, type ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { lazyLoaded } from '@/lib/lazy-loaded'

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
