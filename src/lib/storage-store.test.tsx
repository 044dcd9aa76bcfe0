import { act, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { changeInAnotherTab, storageFull, storageListeners } from '../../tests/test-utils/storage'
import { useStore } from './live-store'
import { createStorageStore, parseJson } from './storage-store'

const KEY = 'test-list'

/** A list of up to three short strings: anything else in storage is cleaned away. */
function parseList(raw: string | null): string[] {
  const value = parseJson(raw)
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string').slice(0, 3) : []
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((item, index) => item === b[index])

beforeEach(() => localStorage.clear())
afterEach(() => {
  vi.restoreAllMocks()
  localStorage.clear()
})

describe('createStorageStore', () => {
  it('reads the item through its parser, which cleans and caps; nothing stored reads as the parser says', () => {
    const store = createStorageStore(KEY, parseList)
    expect(store.get()).toEqual([])
    localStorage.setItem(KEY, JSON.stringify(['a', 7, 'b', null, 'c', 'd']))
    expect(store.get()).toEqual(['a', 'b', 'c'])
    localStorage.setItem(KEY, '["a",')
    expect(store.get()).toEqual([])
  })

  it('reads a parser that throws as nothing stored', () => {
    const store = createStorageStore(KEY, (raw) => {
      if (raw !== null) throw new Error('unreadable')
      return 'empty'
    })
    localStorage.setItem(KEY, 'anything')
    expect(store.get()).toBe('empty')
  })

  it('gives the same value while the item is the same, so React can hold on to it', () => {
    localStorage.setItem(KEY, JSON.stringify(['a']))
    const store = createStorageStore(KEY, parseList)
    expect(store.get()).toBe(store.get())
  })

  it('stores a value or an updater of it, tells its watchers, and an equal value tells nobody', () => {
    const store = createStorageStore(KEY, parseList, { equals: sameList })
    const listener = vi.fn()
    store.subscribe(listener)
    expect(store.set(['a'])).toBe(true)
    expect(store.set((list) => [...list, 'b'])).toBe(true)
    expect(localStorage.getItem(KEY)).toBe('["a","b"]')
    expect(listener).toHaveBeenCalledTimes(2)
    store.set(['a', 'b'])
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('removes the item when the serializer says null', () => {
    const store = createStorageStore<string | null>(KEY, (raw) => raw)
    store.set('x')
    expect(localStorage.getItem(KEY)).toBe('"x"')
    store.set(null)
    expect(localStorage.getItem(KEY)).toBeNull()
    const plain = createStorageStore<string[]>(KEY, parseList, { serialize: (list) => (list.length ? JSON.stringify(list) : null) })
    plain.set(['a'])
    plain.set([])
    expect(localStorage.getItem(KEY)).toBeNull()
  })

  it('does not write back what a read cleaned: only a change is stored', () => {
    const foreign = JSON.stringify(['a', { newer: 'format' }])
    localStorage.setItem(KEY, foreign)
    const store = createStorageStore(KEY, parseList)
    expect(store.get()).toEqual(['a'])
    expect(localStorage.getItem(KEY)).toBe(foreign)
    store.set((list) => [...list, 'b'])
    expect(localStorage.getItem(KEY)).toBe('["a","b"]')
  })

  it('says when storage refuses a write (full), keeping what is stored', () => {
    const store = createStorageStore(KEY, parseList)
    store.set(['a'])
    const listener = vi.fn()
    store.subscribe(listener)
    storageFull()
    expect(store.set(['a', 'b'])).toBe(false)
    expect(store.get()).toEqual(['a'])
    expect(listener).not.toHaveBeenCalled()
  })

  it('made to hold unsaved values, keeps a refused one for this page until storage is read again', () => {
    const store = createStorageStore(KEY, parseList, { holdUnsaved: true })
    storageFull()
    expect(store.set(['a'])).toBe(false)
    expect(store.get()).toEqual(['a'])
    store.refresh()
    expect(store.get()).toEqual([])
  })

  it('works without storage at all (blocked): reads give nothing, writes say they failed', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError')
    })
    const store = createStorageStore(KEY, parseList)
    expect(store.get()).toEqual([])
    expect(store.set(['a'])).toBe(false)
    expect(store.get()).toEqual([])
    const unsubscribe = store.subscribe(() => {})
    unsubscribe()
  })

  it("follows the other tabs' changes while watched, with one storage listener for all its watchers", () => {
    const store = createStorageStore(KEY, parseList, { equals: sameList })
    const added = vi.spyOn(window, 'addEventListener')
    const removed = vi.spyOn(window, 'removeEventListener')
    const listener = vi.fn()
    const stop = store.subscribe(listener)
    const stopOther = store.subscribe(() => {})
    expect(storageListeners(added)).toBe(1)

    changeInAnotherTab(KEY, '["x"]')
    expect(store.get()).toEqual(['x'])
    changeInAnotherTab('another-key', '["y"]')
    changeInAnotherTab(KEY, '["x"]')
    expect(listener).toHaveBeenCalledTimes(1)
    changeInAnotherTab(null, null)
    expect(store.get()).toEqual([])
    expect(listener).toHaveBeenCalledTimes(2)

    stop()
    stopOther()
    expect(storageListeners(removed)).toBe(1)
    // Unwatched, a read looks at storage itself.
    localStorage.setItem(KEY, '["z"]')
    expect(store.get()).toEqual(['z'])
  })

  it('renders what the server snapshot says in prerendered HTML, and the stored value in the browser', () => {
    localStorage.setItem(KEY, '["a","b"]')
    const store = createStorageStore(KEY, parseList, { equals: sameList })
    const EMPTY: string[] = []
    function Count() {
      return <p>{`${useStore(store, EMPTY).length} kept`}</p>
    }
    expect(renderToString(<Count />)).toContain('0 kept')
    render(<Count />)
    expect(screen.getByText('2 kept')).toBeInTheDocument()
    act(() => void store.set(['a']))
    expect(screen.getByText('1 kept')).toBeInTheDocument()
  })
})
