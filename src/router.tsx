import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { NotFoundPage } from '@/features/errors/NotFoundPage'
import { RouteErrorPage } from '@/features/errors/RouteErrorPage'
import { routeTree } from './routeTree.gen'

/**
 * The router's scroll restoration (a new page at its top, back and forward where it was), from the first page the
 * app renders itself. A prerendered page keeps its scroll as the app takes it over: it was on screen before the
 * app, and the visitor may have scrolled it meanwhile (or the browser put it back where it was, on a reload).
 */
function scrollRestoredAfter(pageOnScreen: boolean): () => boolean {
  let taking = pageOnScreen
  return () => {
    if (!taking) return true
    taking = false
    return false
  }
}

/**
 * `pageOnScreen`: the page came prerendered, and the app takes it over (src/features/seo/prerendered-page.ts).
 * `history`: the browser's, made beforehand (a task of its own at the app's start); the router makes it otherwise.
 */
export function createAppRouter({ pageOnScreen = false, history }: { pageOnScreen?: boolean; history?: RouterHistory } = {}) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: scrollRestoredAfter(pageOnScreen),
    trailingSlash: 'never',
    notFoundMode: 'fuzzy',
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: RouteErrorPage,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
