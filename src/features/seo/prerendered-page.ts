import type { AnyRouter } from '@tanstack/react-router'

/**
 * How the app starts on a prerendered page (scripts/prerender.ts writes one per public page). Such a page
 * arrives with its content in `<div id="root" data-prerendered>`, rendered by React as the app renders it
 * (src/render-html.tsx), with the data it was made with (src/lib/page-data.ts), and its head tags marked
 * `data-static-head`, so that readers without JavaScript (link previews, crawlers) get the whole page. The app
 * then hydrates that content: React takes over the elements already on screen, no second copy of the page,
 * nothing rendered twice. Until then the page's links work (as plain links), its buttons wait for the app.
 */

// The names below are read by scripts/prerender.ts as well, which writes them into the pages.

/** Marks head tags that the app replaces with its own when it starts. */
export const STATIC_HEAD_ATTRIBUTE = 'data-static-head'
/** Marks a root whose content was prerendered. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered'
/** Marks elements that depend on the visit (a consent banner, a prompt): prerendering leaves them out. */
export const PRERENDER_SKIP_ATTRIBUTE = 'data-prerender-skip'

/** What the app logs (as an error) when a prerendered page's HTML does not match its first render. */
export const HYDRATION_MISMATCH_MESSAGE = 'The prerendered page did not match the app’s first render'

/** The longest the prerendered content stays in front of a running app that is still loading. */
export const REVEAL_TIMEOUT_MS = 3000
const POLL_MS = 50

/** Placeholders the pages show while their data loads (Mantine's Skeleton): the prerendering waits for them to go too. */
export const PLACEHOLDER_SELECTOR = '.mantine-Skeleton-root'

export interface AppContainer {
  /** Where the app renders (or which it hydrates): `#root`. */
  element: HTMLElement
  /**
   * True when the page came prerendered: its root holds the HTML the app takes over (src/main.tsx, which tells
   * src/lib/start-up.ts; the rest of the app asks that).
   */
  prerendered: boolean
  /**
   * Once the router has settled (or after the time limit): drops the static head tags the app has replaced,
   * and the root's prerendered mark (the app now owns the page).
   */
  revealWhenSettled(router: Pick<AnyRouter, 'state'>): Promise<void>
}

/** The page shows its content: the router is idle and the main area has something other than placeholders. */
export function appHasSettled(router: Pick<AnyRouter, 'state'>, container: HTMLElement): boolean {
  if (router.state.status !== 'idle' || router.state.isLoading) return false
  const main = container.querySelector('main')
  return !!main && main.childElementCount > 0 && !main.querySelector(PLACEHOLDER_SELECTOR)
}

/**
 * Prepares the document for the app: drops the static head tags that the router renders again (kept up to
 * date), and tells whether the root's content is prerendered, for the app to hydrate.
 */
export function prepareAppContainer(doc: Document = document, { timeoutMs = REVEAL_TIMEOUT_MS } = {}): AppContainer {
  // Tags go now. The title stays until the app has put its own in the head (a page without one, such as the
  // 404, keeps the static one), and scripts and styles until the app has settled.
  for (const element of doc.head.querySelectorAll(`[${STATIC_HEAD_ATTRIBUTE}]:not(title):not(script):not(style)`)) element.remove()
  const removeStaticHead = () => {
    for (const element of doc.head.querySelectorAll(`script[${STATIC_HEAD_ATTRIBUTE}],style[${STATIC_HEAD_ATTRIBUTE}]`)) element.remove()
    const titles = [...doc.head.querySelectorAll('title')]
    if (titles.some((title) => !title.hasAttribute(STATIC_HEAD_ATTRIBUTE))) {
      for (const title of titles) if (title.hasAttribute(STATIC_HEAD_ATTRIBUTE)) title.remove()
    }
  }

  const root = doc.getElementById('root')
  if (!root) throw new Error('Missing #root')
  let settled: Promise<void> | undefined
  return {
    element: root,
    prerendered: root.hasAttribute(PRERENDERED_ATTRIBUTE),
    revealWhenSettled(router) {
      settled ??= new Promise<void>((resolve) => {
        const deadline = Date.now() + timeoutMs
        const check = () => {
          if (appHasSettled(router, root) || Date.now() >= deadline) resolve()
          else setTimeout(check, POLL_MS)
        }
        check()
      }).then(() => {
        removeStaticHead()
        root.removeAttribute(PRERENDERED_ATTRIBUTE)
      })
      return settled
    },
  }
}
