import type { AnyRouter } from '@tanstack/react-router'

/**
 * How the app starts on a prerendered page (scripts/prerender.ts writes one per public page). Such a page
 * arrives with its content in `<div id="root" data-prerendered>` and its head tags marked `data-static-head`,
 * so that readers without JavaScript (link previews, crawlers) get the whole page. The app then renders in a
 * container of its own, off the document, and takes the prerendered content's place in one step once it shows
 * the same page with its data (or after at most REVEAL_TIMEOUT_MS): no blank frame, no skeleton over content
 * that was already there. Until then the prerendered page is what the visitor sees: its links work (as plain
 * links), its buttons wait for the app.
 */

// The names below are read by scripts/prerender.ts as well, which writes them into the pages.

/** Marks head tags that the app replaces with its own when it starts. */
export const STATIC_HEAD_ATTRIBUTE = 'data-static-head'
/** Marks a root whose content was prerendered. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered'
/** Marks elements that depend on the visit (a consent banner, a prompt): prerendering leaves them out. */
export const PRERENDER_SKIP_ATTRIBUTE = 'data-prerender-skip'

/** The longest the prerendered content stays in front of a running app that is still loading. */
export const REVEAL_TIMEOUT_MS = 3000
const POLL_MS = 50

/** Placeholders the pages show while their data loads (Mantine's Skeleton): the prerendering waits for them to go too. */
export const PLACEHOLDER_SELECTOR = '.mantine-Skeleton-root'

export interface AppContainer {
  /** Where the app renders. */
  element: HTMLElement
  /** True when the page came prerendered: until revealed, the app renders off the document. */
  prerendered: boolean
  /**
   * Once the router has settled (or after the time limit): puts the app in place of the prerendered content,
   * and drops the static head tags the app has replaced.
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
 * Prepares the document for the app: drops the static head tags (the router renders the same ones, kept up
 * to date) and, on a prerendered page, gives the app a container of its own to render into until it is
 * revealed.
 */
export function prepareAppContainer(doc: Document = document, { timeoutMs = REVEAL_TIMEOUT_MS } = {}): AppContainer {
  // Tags go now. The structured data and the prerendered content's stylesheets stay until the app's own (in its
  // container) are in view, and the title until the app has put its own in the head (a page without one, such
  // as the 404, keeps the static one).
  for (const element of doc.head.querySelectorAll(`[${STATIC_HEAD_ATTRIBUTE}]:not(title):not(script):not(style)`)) element.remove()
  const removeStaticHead = () => {
    for (const element of doc.head.querySelectorAll(`script[${STATIC_HEAD_ATTRIBUTE}],style[${STATIC_HEAD_ATTRIBUTE}]`)) element.remove()
    const titles = [...doc.head.querySelectorAll('title')]
    if (titles.some((title) => !title.hasAttribute(STATIC_HEAD_ATTRIBUTE))) {
      for (const title of titles) if (title.hasAttribute(STATIC_HEAD_ATTRIBUTE)) title.remove()
    }
  }
  const whenSettled = (router: Pick<AnyRouter, 'state'>, container: HTMLElement) =>
    new Promise<void>((resolve) => {
      const deadline = Date.now() + timeoutMs
      const check = () => {
        if (appHasSettled(router, container) || Date.now() >= deadline) resolve()
        else setTimeout(check, POLL_MS)
      }
      check()
    })

  const root = doc.getElementById('root')
  if (!root) throw new Error('Missing #root')
  if (!root.hasAttribute(PRERENDERED_ATTRIBUTE)) {
    let settled: Promise<void> | undefined
    return {
      element: root,
      prerendered: false,
      revealWhenSettled(router) {
        settled ??= whenSettled(router, root).then(removeStaticHead)
        return settled
      },
    }
  }

  // The app renders into a container of its own, out of the document until it takes the prerendered content's
  // place: one copy of the page at any time, for readers, assistive technology and ids alike. (React puts head
  // tags into the document all the same, and whatever measures itself does so again once in view.)
  const live = doc.createElement('div')
  live.id = 'root'

  let revealed: Promise<void> | undefined
  return {
    element: live,
    prerendered: true,
    revealWhenSettled(router) {
      revealed ??= whenSettled(router, live).then(() => {
        root.replaceWith(live)
        removeStaticHead()
      })
      return revealed
    },
  }
}
