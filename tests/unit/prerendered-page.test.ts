import { afterEach, describe, expect, it } from 'vitest'
import { prepareAppContainer } from '@/features/seo/prerendered-page'

/** The router's state as prepareAppContainer reads it. */
function routerState(status: 'idle' | 'pending', isLoading = status === 'pending') {
  return { state: { status, isLoading } } as unknown as Parameters<ReturnType<typeof prepareAppContainer>['revealWhenSettled']>[0]
}

function setDocument(head: string, body: string) {
  document.head.innerHTML = head
  document.body.innerHTML = body
}

afterEach(() => {
  document.head.innerHTML = ''
  document.body.innerHTML = ''
})

describe('starting on the shell', () => {
  it('renders into #root, drops the shell’s static description, and its title once the app has its own', async () => {
    setDocument(
      '<title data-static-head>Autosalone</title><meta name="description" content="Shell" data-static-head><meta name="viewport" content="width=device-width">',
      '<div id="root"></div>',
    )
    const container = prepareAppContainer(document)
    expect(container.prerendered).toBe(false)
    expect(container.element).toBe(document.getElementById('root'))
    expect(document.head.querySelector('meta[name="description"]')).toBeNull()
    expect(document.head.querySelector('meta[name="viewport"]')).not.toBeNull()
    expect(document.title).toBe('Autosalone')

    // What the router renders: the page's own title first, then the page.
    const own = document.createElement('title')
    own.textContent = 'Servizi | Autosalone'
    document.head.prepend(own)
    container.element.innerHTML = '<main><h1>Servizi</h1></main>'
    await container.revealWhenSettled(routerState('idle'))
    expect([...document.head.querySelectorAll('title')]).toEqual([own])
  })

  it('keeps the static title when the page has none of its own (a page that failed)', async () => {
    setDocument('<title data-static-head>Autosalone</title>', '<div id="root"><main><h1>404</h1></main></div>')
    await prepareAppContainer(document).revealWhenSettled(routerState('idle'))
    expect(document.title).toBe('Autosalone')
  })
})

describe('starting on a prerendered page', () => {
  const head =
    '<title data-static-head>Servizi | Autosalone</title>' +
    '<meta name="description" content="Vendita" data-static-head>' +
    '<link rel="canonical" href="https://a.example/it/servizi" data-static-head>' +
    '<link rel="stylesheet" href="/assets/servizi.css">'
  const body = '<div id="splash"></div><div id="root" data-prerendered><main><h1>Servizi</h1></main></div>'

  it('gives the app the prerendered root to hydrate, and drops the head tags the router renders again', () => {
    setDocument(head, body)
    const prerendered = document.getElementById('root')
    const container = prepareAppContainer(document)
    expect(container.prerendered).toBe(true)
    expect(container.element).toBe(prerendered)
    expect(container.element.isConnected).toBe(true)
    // The title and the route's stylesheet stay; the description and canonical come from the router.
    expect([...document.head.querySelectorAll('[data-static-head]')].map((element) => element.tagName)).toEqual(['TITLE'])
    expect(document.title).toBe('Servizi | Autosalone')
    expect(document.head.querySelector('link[rel="stylesheet"]')).not.toBeNull()
  })

  it('marks the page as the app’s once the router is idle and the page shows content, not placeholders', async () => {
    setDocument(head, body)
    const container = prepareAppContainer(document, { timeoutMs: 5000 })
    const root = container.element
    const state = { status: 'pending', isLoading: true }
    const router = { state } as unknown as Parameters<typeof container.revealWhenSettled>[0]
    let revealed = false
    const done = container.revealWhenSettled(router).then(() => (revealed = true))

    root.innerHTML = '<main><div class="mantine-Skeleton-root"></div></main>'
    state.status = 'idle'
    state.isLoading = false
    await new Promise((resolve) => setTimeout(resolve, 120))
    expect(revealed).toBe(false)
    expect(document.querySelector('[data-prerendered]')).not.toBeNull()

    const own = document.createElement('title')
    own.textContent = 'Servizi | Autosalone'
    document.head.prepend(own)
    root.innerHTML = '<main><h1>Servizi</h1><p>Vendita</p></main>'
    await done
    expect([...document.head.querySelectorAll('title')]).toEqual([own])
    expect(document.querySelector('[data-prerendered]')).toBeNull()
    expect(document.getElementById('root')).toBe(root)
  })

  it('gives up waiting after the limit', async () => {
    setDocument(head, body)
    const container = prepareAppContainer(document, { timeoutMs: 150 })
    const started = Date.now()
    await container.revealWhenSettled(routerState('pending'))
    expect(Date.now() - started).toBeGreaterThanOrEqual(140)
    expect(document.querySelector('[data-prerendered]')).toBeNull()
  })
})
