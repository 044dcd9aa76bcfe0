import { act, render, screen, waitFor } from '@testing-library/react'
import { createRoot } from 'react-dom/client'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createStore, useStore, type ReadableStore } from '@/lib/live-store'
import { prerenderedPage } from '../test-utils/prerendered'

type StartUp = typeof import('@/lib/start-up')
type StoreAfterTakeover = typeof import('@/lib/store-after-takeover')
let startUp: StartUp
let afterTakeover: StoreAfterTakeover

beforeEach(async () => {
  // A new page load: the app has not taken a page over, nor shown one.
  vi.resetModules()
  startUp = await import('@/lib/start-up')
  afterTakeover = await import('@/lib/store-after-takeover')
})

/**
 * A prerendered page taken over as the app takes it: the HTML that `html` renders to, then `app` hydrated over it
 * once the takeover is marked.
 */
async function hydrateDuringTakeover(html: React.ReactElement, app: React.ReactElement) {
  const page = prerenderedPage(html)
  startUp.enterStartPhase('taking-over')
  await page.hydrate(app)
  return page
}

/** The device's answer (a phone's width, say), which the prerendered HTML (made at a desktop's) cannot know. */
const deviceStore: ReadableStore<string> = { get: () => 'phone', subscribe: () => () => {} }

function Layout({ renders }: { renders: string[] }) {
  const layout = afterTakeover.useStoreAfterTakeover(deviceStore, 'desktop')
  renders.push(layout)
  return <p data-testid="layout">{layout}</p>
}

describe('useStoreAfterTakeover', () => {
  it("keeps the HTML's value through the takeover, with no render after the hydration, and switches once the page is the app's", async () => {
    const renders: string[] = []
    const { container, mismatches, consoleErrors } = await hydrateDuringTakeover(<Layout renders={[]} />, <Layout renders={renders} />)
    // Hydrated as the HTML was, and nothing rendered again (useStore would render the device's value at once).
    expect(renders).toEqual(['desktop'])
    expect(container.textContent).toBe('desktop')
    expect([...mismatches, ...consoleErrors]).toEqual([])

    await act(async () => startUp.enterStartPhase('shown'))
    await waitFor(() => expect(container.textContent).toBe('phone'))
    expect(renders.at(-1)).toBe('phone')
  })

  it("gives the device's value from the first render on a page the app renders itself", () => {
    const renders: string[] = []
    render(<Layout renders={renders} />)
    expect(screen.getByTestId('layout').textContent).toBe('phone')
    expect(renders).toEqual(['phone'])
  })

  it('a component that comes after the page is on screen has the device value at once', async () => {
    startUp.enterStartPhase('taking-over')
    startUp.enterStartPhase('shown')
    const renders: string[] = []
    render(<Layout renders={renders} />)
    expect(renders).toEqual(['phone'])
  })
})

describe('useHydratedAfterTakeover', () => {
  function Origin({ renders }: { renders: boolean[] }) {
    const hydrated = afterTakeover.useHydratedAfterTakeover()
    renders.push(hydrated)
    return <p data-testid="origin">{hydrated ? 'this page' : 'the public site'}</p>
  }

  it("is false through the takeover, with no render after the hydration, and true once the page is the app's", async () => {
    const renders: boolean[] = []
    const { container, mismatches, consoleErrors } = await hydrateDuringTakeover(<Origin renders={[]} />, <Origin renders={renders} />)
    // A store with another server value would render again at once, synchronously, right after the hydration.
    expect(renders).toEqual([false])
    expect(container.textContent).toBe('the public site')
    expect([...mismatches, ...consoleErrors]).toEqual([])
    await act(async () => startUp.enterStartPhase('shown'))
    await waitFor(() => expect(container.textContent).toBe('this page'))
  })

  it('is true from the first render on a page the app renders itself', () => {
    const renders: boolean[] = []
    render(<Origin renders={renders} />)
    expect(renders).toEqual([true])
  })
})

describe('useStoreInTransition', () => {
  function Catalog({ store, serverValue, renders }: { store: ReadableStore<string>; serverValue: string; renders: string[] }) {
    const value = afterTakeover.useStoreInTransition(store, serverValue)
    renders.push(value)
    return <p>{value}</p>
  }
  function CatalogNow({ store }: { store: ReadableStore<string> }) {
    return <p>{useStore(store)}</p>
  }

  /** Renders outside act(), as the browser does, so that when React commits is React's own scheduling. */
  async function mount(app: React.ReactNode) {
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
    const container = document.createElement('div')
    document.body.append(container)
    const root = createRoot(container)
    root.render(app)
    await waitFor(() => expect(container.textContent).not.toBe(''))
    return {
      container,
      unmount() {
        root.unmount()
        container.remove()
        ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment
      },
    }
  }

  it("renders a change in a transition, not in the synchronous render useStore makes once the store's listeners have run", async () => {
    const store = createStore('old catalog')
    const inTransition = await mount(<Catalog store={store} serverValue="page" renders={[]} />)
    const synchronous = await mount(<CatalogNow store={store} />)
    expect(inTransition.container.textContent).toBe('old catalog')

    store.set('fresh catalog')
    // useStore's render comes in the microtasks that follow the change; the transition's in a task of its own.
    await Promise.resolve()
    await Promise.resolve()
    expect(synchronous.container.textContent).toBe('fresh catalog')
    expect(inTransition.container.textContent).toBe('old catalog')
    await waitFor(() => expect(inTransition.container.textContent).toBe('fresh catalog'))
    inTransition.unmount()
    synchronous.unmount()
  })

  it("hydrates with the HTML's value and renders nothing again while the store holds that same value", async () => {
    const store = createStore('page')
    const renders: string[] = []
    const { container, mismatches, consoleErrors } = await hydrateDuringTakeover(
      <Catalog store={createStore('page')} serverValue="page" renders={[]} />,
      <Catalog store={store} serverValue="page" renders={renders} />,
    )
    expect(renders).toEqual(['page'])
    expect([...mismatches, ...consoleErrors]).toEqual([])

    await act(async () => store.set('fresh catalog'))
    expect(container.textContent).toBe('fresh catalog')
  })

  it("hydrates a part of the page that the app takes over later (an island) with the HTML's value, then shows the store's", async () => {
    const page = prerenderedPage(<Catalog store={createStore('page')} serverValue="page" renders={[]} />)
    // The app has the page on screen already; the store holds another value by now (still loading, or fresh).
    startUp.enterStartPhase('taking-over')
    startUp.enterStartPhase('shown')
    const store = createStore('fresh catalog')
    const renders: string[] = []
    await page.hydrate(<Catalog store={store} serverValue="page" renders={renders} />)
    expect(renders[0]).toBe('page')
    expect(page.mismatches).toEqual([])
    await waitFor(() => expect(page.container.textContent).toBe('fresh catalog'))
  })

  it("starts from the store's value on a page the app renders itself, and follows a switch to another store at once", async () => {
    const used = createStore('used cars')
    const rent = createStore('rental cars')
    const renders: string[] = []
    const view = render(<Catalog store={used} serverValue="page" renders={renders} />)
    expect(renders).toEqual(['used cars'])
    view.rerender(<Catalog store={rent} serverValue="page" renders={renders} />)
    expect(screen.getByText('rental cars')).toBeTruthy()
    expect(renders).not.toContain('page')
    // The first store's changes no longer reach it.
    await act(async () => used.set('used cars, fresh'))
    expect(screen.getByText('rental cars')).toBeTruthy()
  })

  it('catches a change made between its render and its subscription (a source that answers at once)', async () => {
    const store = createStore('page', { start: (self) => self.set('answered at once') })
    render(<Catalog store={store} serverValue="page" renders={[]} />)
    await waitFor(() => expect(screen.getByText('answered at once')).toBeTruthy())
  })
})
