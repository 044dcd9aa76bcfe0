import { act } from '@testing-library/react'
import { useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { adoptTypedValues } from '@/lib/typed-before-takeover'

/** A search field and a message, both controlled, and what the app makes of them (the listing's query, say). */
function Form({ onSearch }: { onSearch?: (text: string) => void }) {
  const [search, setSearch] = useState('')
  const [message, setMessage] = useState('')
  const [agreed, setAgreed] = useState(false)
  return (
    <form>
      <input
        aria-label="Search"
        type="search"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value)
          onSearch?.(event.target.value)
        }}
      />
      <textarea aria-label="Message" value={message} onChange={(event) => setMessage(event.target.value)} />
      <input aria-label="Agree" type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
      <output data-testid="state">{`${search}|${message}|${agreed ? 'yes' : 'no'}`}</output>
    </form>
  )
}

const containers: HTMLElement[] = []
afterEach(() => {
  for (const container of containers.splice(0)) container.remove()
})

/** The prerendered form on the page, before any script: the browser's own fields. */
function prerendered() {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Form />)
  document.body.append(container)
  containers.push(container)
  const field = (label: string) => container.querySelector<HTMLInputElement & HTMLTextAreaElement>(`[aria-label="${label}"]`)!
  return { container, field, state: () => container.querySelector('output')!.textContent }
}

describe('adoptTypedValues', () => {
  it('gives the app what the visitor typed into the prerendered fields before the hydration', async () => {
    const page = prerendered()
    // Typed before the app took the page over: the browser's fields hold it, no script sees it.
    page.field('Search').value = 'Golf'
    page.field('Message').value = 'Hello, is it still for sale?'
    const onSearch = vi.fn()
    const onRecoverableError = vi.fn()
    await act(async () => void hydrateRoot(page.container, <Form onSearch={onSearch} />, { onRecoverableError }))
    // React hydrates with the values it rendered and leaves the text on screen: the app does not have it.
    expect(page.field('Search').value).toBe('Golf')
    expect(page.state()).toBe('||no')

    await act(async () => adoptTypedValues(page.container))
    expect(page.state()).toBe('Golf|Hello, is it still for sale?|no')
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('Golf')
    expect(page.field('Search').value).toBe('Golf')
    expect(page.field('Message').value).toBe('Hello, is it still for sale?')
    expect(onRecoverableError).not.toHaveBeenCalled()

    // The fields are the app's from then on, and nothing is sent twice.
    await act(async () => adoptTypedValues(page.container))
    expect(onSearch).toHaveBeenCalledTimes(1)
  })

  it('changes nothing where the visitor typed nothing, and leaves checkboxes as they are', async () => {
    const page = prerendered()
    page.field('Agree').checked = true
    const onSearch = vi.fn()
    await act(async () => void hydrateRoot(page.container, <Form onSearch={onSearch} />))
    await act(async () => adoptTypedValues(page.container))
    expect(onSearch).not.toHaveBeenCalled()
    expect(page.state()).toBe('||no')
  })

  it('keeps the caret where it was in the field the visitor is typing in', async () => {
    const page = prerendered()
    page.field('Search').value = 'Golf'
    const message = page.field('Message')
    message.focus()
    message.value = 'Is it for sale?'
    message.setSelectionRange(5, 5)
    await act(async () => void hydrateRoot(page.container, <Form />))
    await act(async () => adoptTypedValues(page.container))
    expect(page.state()).toBe('Golf|Is it for sale?|no')
    expect(document.activeElement).toBe(message)
    expect([message.selectionStart, message.selectionEnd]).toEqual([5, 5])
  })
})
