import { act, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { createStore, storeFamily, useStore, type ReadableStore } from '@/lib/live-store'
import { prerenderedPage } from '../test-utils/prerendered'

describe('createStore', () => {
  it('gives its value, takes a value or an updater, and tells every subscriber in the order they came', () => {
    const store = createStore(1)
    const calls: string[] = []
    store.subscribe(() => calls.push(`a${store.get()}`))
    store.subscribe(() => calls.push(`b${store.get()}`))
    expect(store.get()).toBe(1)
    store.set(2)
    store.set((n) => n * 10)
    expect(store.get()).toBe(20)
    expect(calls).toEqual(['a2', 'b2', 'a20', 'b20'])
  })

  it('tells nobody when the value is the same, by Object.is or by its own equality', () => {
    const listener = vi.fn()
    const numbers = createStore(Number.NaN)
    numbers.subscribe(listener)
    numbers.set(Number.NaN)
    numbers.set((n) => n)
    expect(listener).not.toHaveBeenCalled()

    const first = { id: 1, label: 'one' }
    const byId = createStore(first, { equals: (a, b) => a.id === b.id })
    byId.subscribe(listener)
    byId.set({ id: 1, label: 'uno' })
    expect(byId.get()).toBe(first)
    expect(listener).not.toHaveBeenCalled()
    byId.set({ id: 2, label: 'two' })
    expect(byId.get()).toEqual({ id: 2, label: 'two' })
    expect(listener).toHaveBeenCalledOnce()
  })

  it('stops telling a subscriber once it has unsubscribed, and unsubscribing twice does nothing more', () => {
    const store = createStore('a')
    const kept = vi.fn()
    const gone = vi.fn()
    store.subscribe(kept)
    const unsubscribe = store.subscribe(gone)
    store.set('b')
    unsubscribe()
    unsubscribe()
    store.set('c')
    expect(kept).toHaveBeenCalledTimes(2)
    expect(gone).toHaveBeenCalledTimes(1)
  })

  it('a subscriber that unsubscribes while being told does not stop the others being told', () => {
    const store = createStore(0)
    const calls: string[] = []
    const unsubscribe = store.subscribe(() => {
      calls.push('once')
      unsubscribe()
    })
    store.subscribe(() => calls.push('always'))
    store.set(1)
    store.set(2)
    expect(calls).toEqual(['once', 'always', 'always'])
  })
})

describe('a store with a source', () => {
  function counted() {
    const log: string[] = []
    const store = createStore(0, {
      start: ({ set }) => {
        log.push('start')
        set((n) => n + 1)
        return () => log.push('stop')
      },
    })
    return { store, log }
  }

  it('starts it once for the first of two users, whatever their kind, and stops it after the last', () => {
    const { store, log } = counted()
    expect(log).toEqual([])
    const unsubscribe = store.subscribe(() => {})
    const release = store.retain()
    expect(log).toEqual(['start'])
    unsubscribe()
    expect(log).toEqual(['start'])
    release()
    expect(log).toEqual(['start', 'stop'])
    release()
    unsubscribe()
    expect(log).toEqual(['start', 'stop'])
  })

  it('starts again for the next user, with the value it left', () => {
    const { store, log } = counted()
    store.retain()()
    expect(store.get()).toBe(1)
    const release = store.retain()
    expect(store.get()).toBe(2)
    release()
    expect(log).toEqual(['start', 'stop', 'start', 'stop'])
  })

  it('runs the source before adding the first subscriber: what it sets at once tells nobody', () => {
    const { store } = counted()
    const listener = vi.fn()
    store.subscribe(listener)
    expect(store.get()).toBe(1)
    expect(listener).not.toHaveBeenCalled()
  })

  it('restarts it while it runs, and does nothing when it does not', () => {
    const { store, log } = counted()
    expect(store.restart()).toBe(false)
    expect(log).toEqual([])
    const release = store.retain()
    expect(store.restart()).toBe(true)
    expect(log).toEqual(['start', 'stop', 'start'])
    expect(store.get()).toBe(2)
    release()
    expect(log).toEqual(['start', 'stop', 'start', 'stop'])
    expect(store.restart()).toBe(false)
  })

  it('a source that throws is not counted as running: the next user starts it again', () => {
    let fail = true
    const start = vi.fn(() => {
      if (fail) throw new Error('no source')
      return () => {}
    })
    const store = createStore(0, { start })
    expect(() => store.subscribe(() => {})).toThrow('no source')
    expect(store.restart()).toBe(false)
    fail = false
    store.retain()
    expect(start).toHaveBeenCalledTimes(2)
    expect(store.restart()).toBe(true)
  })

  it('a source that returns no stop function is fine', () => {
    const start = vi.fn()
    const store = createStore('x', { start })
    store.retain()()
    store.retain()()
    expect(start).toHaveBeenCalledTimes(2)
  })
})

describe('storeFamily', () => {
  it('makes one store per key, on first use, and keeps it; the stores are independent', () => {
    const started: string[] = []
    const create = vi.fn((key: string) =>
      createStore(`${key}:0`, {
        start: () => {
          started.push(key)
          return () => started.push(`-${key}`)
        },
      }),
    )
    const family = storeFamily(create)
    expect(create).not.toHaveBeenCalled()
    expect(family('used')).toBe(family('used'))
    expect(create).toHaveBeenCalledOnce()

    const used = vi.fn()
    const rent = vi.fn()
    family('used').subscribe(used)
    const stopRent = family('rent').subscribe(rent)
    family('used').set('used:1')
    expect(used).toHaveBeenCalledOnce()
    expect(rent).not.toHaveBeenCalled()
    expect(family('rent').get()).toBe('rent:0')
    stopRent()
    expect(started).toEqual(['used', 'rent', '-rent'])
  })
})

describe('useStore', () => {
  function Show({ store, server }: { store: ReadableStore<string>; server?: string[] }) {
    const value = useStore(store, ...((server ?? []) as [string?]))
    renders.push(value)
    return <p>{value}</p>
  }
  let renders: string[] = []

  it('renders the value and again on every change, subscribed only while mounted', () => {
    renders = []
    const log: string[] = []
    const store = createStore('first', {
      start: () => {
        log.push('start')
        return () => log.push('stop')
      },
    })
    const view = render(<Show store={store} />)
    expect(screen.getByText('first')).toBeInTheDocument()
    expect(log).toEqual(['start'])
    act(() => store.set('second'))
    expect(screen.getByText('second')).toBeInTheDocument()
    act(() => store.set('second'))
    expect(renders).toEqual(['first', 'second'])
    view.unmount()
    expect(log).toEqual(['start', 'stop'])
  })

  it('picks up a value its source set while subscribing', () => {
    const store = createStore('before', {
      start: ({ set }) => {
        set('from the source')
      },
    })
    render(<Show store={store} />)
    expect(screen.getByText('from the source')).toBeInTheDocument()
  })

  it('renders the server snapshot on the server, and the current value without one', () => {
    const store = createStore('client')
    expect(renderToString(<Show store={store} server={['server']} />)).toContain('server')
    expect(renderToString(<Show store={store} />)).toContain('client')
    // An explicit undefined is a server snapshot too.
    const maybe = createStore<string | undefined>('loaded')
    function ShowMaybe() {
      return <p>{useStore(maybe, undefined) ?? 'nothing yet'}</p>
    }
    expect(renderToString(<ShowMaybe />)).toContain('nothing yet')
  })

  it('hydrates with the server snapshot, so the markup matches, then renders the current value', async () => {
    renders = []
    const store = createStore('client')
    const page = prerenderedPage(<Show store={store} server={['server']} />)
    renders = []
    await page.hydrate(<Show store={store} server={['server']} />)
    expect(renders).toEqual(['server', 'client'])
    expect(page.container.textContent).toBe('client')
    expect(page.mismatches).toEqual([])
  })

  it('takes any readable store, such as a value that never changes on the client', () => {
    const today: ReadableStore<string> = { get: () => 'Tuesday', subscribe: () => () => {} }
    render(<Show store={today} />)
    expect(screen.getByText('Tuesday')).toBeInTheDocument()
  })
})
