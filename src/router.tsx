import { createRouter } from '@tanstack/react-router'
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

/** `pageOnScreen`: the page came prerendered, and the app takes it over (src/features/seo/prerendered-page.ts). */
export function createAppRouter({ pageOnScreen = false }: { pageOnScreen?: boolean } = {}) {
  return createRouter({
    routeTree,
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
