import { act } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { adoptEarlyInput } from '@/lib/early-input'
import { ISLAND_ATTRIBUTE } from '@/lib/page-data'
import { prerenderedPage } from '../test-utils/prerendered'

/** A search field and a message, both controlled, and what the app makes of them (the listing's query, say). */
function Form({ onSearch, onSend }: { onSearch?: (text: string) => void; onSend?: (sent: string) => void }) {
  const [search, setSearch] = useState('')
  const [message, setMessage] = useState('')
  const [agreed, setAgreed] = useState(false)
  const [age, setAge] = useState('')
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        const button = (event.nativeEvent as SubmitEvent).submitter
        onSend?.(`${button?.getAttribute('value') ?? 'no button'}: ${search}`)
      }}
    >
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
      <select aria-label="Age" value={age} onChange={(event) => setAge(event.target.value)}>
        <option value="">Choose</option>
        <option value="25-70">25 to 70</option>
        <option value="70+">Over 70</option>
      </select>
      <button type="submit" value="request">
        Send
      </button>
      <output data-testid="state">{`${search}|${message}|${agreed ? 'yes' : 'no'}|${age}`}</output>
    </form>
  )
}

/** The prerendered form on the page, before any script: the browser's own fields. */
function prerendered() {
  const page = prerenderedPage(<Form />)
  const field = (label: string) => page.container.querySelector<HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement>(`[aria-label="${label}"]`)!
  return { ...page, field, state: () => page.container.querySelector('output')!.textContent }
}

describe('adoptEarlyInput', () => {
  it('gives the app what the visitor typed and chose in the prerendered fields before the hydration', async () => {
    const page = prerendered()
    // Typed before the app took the page over: the browser's fields hold it, no script sees it.
    page.field('Search').value = 'Golf'
    page.field('Message').value = 'Hello, is it still for sale?'
    page.field('Age').value = '70+'
    const onSearch = vi.fn()
    await page.hydrate(<Form onSearch={onSearch} />)
    // React hydrates with the values it rendered and leaves the text on screen: the app does not have it.
    expect(page.field('Search').value).toBe('Golf')
    expect(page.state()).toBe('||no|')

    await act(async () => adoptEarlyInput(page.container))
    expect(page.state()).toBe('Golf|Hello, is it still for sale?|no|70+')
    expect(page.field('Age').value).toBe('70+')
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('Golf')
    expect(page.field('Search').value).toBe('Golf')
    expect(page.field('Message').value).toBe('Hello, is it still for sale?')
    expect(page.mismatches).toEqual([])

    // The fields are the app's from then on, and nothing is sent twice.
    await act(async () => adoptEarlyInput(page.container))
    expect(onSearch).toHaveBeenCalledTimes(1)
  })

  it('changes nothing where the visitor typed nothing, and leaves checkboxes as they are', async () => {
    const page = prerendered()
    page.field('Agree').checked = true
    const onSearch = vi.fn()
    await page.hydrate(<Form onSearch={onSearch} />)
    await act(async () => adoptEarlyInput(page.container))
    expect(onSearch).not.toHaveBeenCalled()
    expect(page.state()).toBe('||no|')
  })

  it('keeps the caret where it was in the field the visitor is typing in', async () => {
    const page = prerendered()
    page.field('Search').value = 'Golf'
    const message = page.field('Message')
    message.focus()
    message.value = 'Is it for sale?'
    message.setSelectionRange(5, 5)
    await page.hydrate(<Form />)
    await act(async () => adoptEarlyInput(page.container))
    expect(page.state()).toBe('Golf|Is it for sale?|no|')
    expect(document.activeElement).toBe(message)
    expect([message.selectionStart, message.selectionEnd]).toEqual([5, 5])
  })

  it('sends the form the visitor sent before the hydration once React has it, with the button they tapped', async () => {
    const page = prerendered()
    page.field('Search').value = 'Golf'
    // The tap, as index.html's first script keeps it from the browser.
    const form = page.container.querySelector('form')!
    const global = window as unknown as { __earlySubmit?: unknown }
    global.__earlySubmit = { form, submitter: page.container.querySelector('button') }
    const onSend = vi.fn()
    await page.hydrate(<Form onSend={onSend} />)
    expect(onSend).not.toHaveBeenCalled()

    await act(async () => adoptEarlyInput(page.container))
    expect(onSend).toHaveBeenCalledExactlyOnceWith('request: Golf')
    expect(global.__earlySubmit).toBeUndefined()
  })

  it('leaves what was typed and sent in an island to the island, whose code takes it over later', async () => {
    const island = { [ISLAND_ATTRIBUTE]: '' }
    const Page = ({ onSend }: { onSend?: (sent: string) => void }) => (
      <main>
        <div {...island}>
          <Form onSend={onSend} />
        </div>
      </main>
    )
    const page = prerenderedPage(<Page />)
    const search = page.container.querySelector<HTMLInputElement>('[aria-label="Search"]')!
    search.value = 'Golf'
    const form = page.container.querySelector('form')!
    const global = window as unknown as { __earlySubmit?: unknown }
    global.__earlySubmit = { form, submitter: page.container.querySelector('button') }
    const onSend = vi.fn()
    await page.hydrate(<Page onSend={onSend} />)

    // The page's takeover: the island's form is not the page's to send (its code is not in yet).
    await act(async () => adoptEarlyInput(page.container))
    expect(onSend).not.toHaveBeenCalled()
    expect(global.__earlySubmit).toBeDefined()
    expect(search.value).toBe('Golf')

    // The island's own takeover sends it, with what was typed.
    await act(async () => adoptEarlyInput(page.container.querySelector(`[${ISLAND_ATTRIBUTE}]`)!))
    expect(onSend).toHaveBeenCalledExactlyOnceWith('request: Golf')
    expect(global.__earlySubmit).toBeUndefined()
  })

  it('leaves a form of another part of the page to that part', async () => {
    const page = prerendered()
    const elsewhere = prerendered()
    const global = window as unknown as { __earlySubmit?: unknown }
    const early = { form: elsewhere.container.querySelector('form')!, submitter: null }
    global.__earlySubmit = early
    const onSend = vi.fn()
    await page.hydrate(<Form onSend={onSend} />)
    await act(async () => adoptEarlyInput(page.container))
    expect(global.__earlySubmit).toBe(early)
    delete global.__earlySubmit
  })
})
