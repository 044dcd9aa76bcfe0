import '@/lib/mantine-styles'
import '@/styles/mantine-theme.css'
import '@/styles/global.css'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { markRunningBuild } from '@/features/pwa/build-id'
import { HYDRATION_MISMATCH_MESSAGE, prepareAppContainer, REVEAL_TIMEOUT_MS } from '@/features/seo/prerendered-page'
import { adoptEarlyInputOnceRendered } from '@/lib/early-input'
import { PAGE_RENDERER_GLOBAL } from '@/lib/page-data'
import { AppProviders } from '@/lib/providers'
import { installStaleChunkGuard } from '@/lib/reload-guard'
import { enterStartPhase, isPrerendering } from '@/lib/start-up'
import { createAppRouter } from './router'

installStaleChunkGuard()
// <html data-build-id>: which build this page runs, from its first moment (support requests, tests).
markRunningBuild()

// One address per page: `/it/servizi/` and `/it//servizi` become `/it/servizi` before the router reads it.
const path = `/${location.pathname.split('/').filter(Boolean).join('/')}`
if (path !== location.pathname) history.replaceState(history.state, '', path + location.search + location.hash)

/** The app's start (its phases: src/lib/start-up.ts): the router, its first page's data, then React on the page. */
async function start() {
  const container = prepareAppContainer(document)
  const router = createAppRouter({ pageOnScreen: container.prerendered })
  // 'starting': the route's chunks, strings and data first, so that the first render is the whole page, as its HTML
  // shows it.
  await router.load()
  // A prerendered page is hydrated: React takes over its HTML, rendering in slices (a transition) that leave the
  // browser free to answer a tap between them. Its HTML was made for the address without a query: with one (a
  // filtered listing), the app renders the page anew.
  const hydrate = container.prerendered && Object.keys(router.state.matches.at(-1)?.search ?? {}).length === 0
  enterStartPhase(hydrate ? 'taking-over' : 'rendering')

  let committed: () => void = () => {}
  const firstCommit = new Promise<void>((resolve) => (committed = resolve))
  const app = (
    <StrictMode>
      <OnFirstCommit onCommit={committed}>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </OnFirstCommit>
    </StrictMode>
  )
  startTransition(() => {
    if (hydrate) hydrateRoot(container.element, app, { onRecoverableError: (error) => console.error(HYDRATION_MISMATCH_MESSAGE, error) })
    else createRoot(container.element).render(app)
  })
  if (isPrerendering()) exposePageRenderer(app)
  await firstCommit
  // What the visitor typed into the prerendered fields meanwhile becomes the app's, and a form they sent goes now.
  if (hydrate) await adoptEarlyInputOnceRendered(container.element, REVEAL_TIMEOUT_MS)
  await container.revealWhenSettled(router)
  // The app's page is on screen: what waited for it (fresh data, deferred chunks, the service worker) starts.
  enterStartPhase('shown')
}

/** Calls `onCommit` once its first render is on the page (after the effects of what it holds). */
function OnFirstCommit({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(() => onCommit(), [onCommit])
  return children
}

/** For scripts/prerender.ts: the page's HTML as the app hydrates it, and the data it shows. */
function exposePageRenderer(page: ReactNode) {
  Object.assign(window, {
    [PAGE_RENDERER_GLOBAL]: async (photoCopies?: Record<string, string>) => (await import('./render-html')).renderPage(page, photoCopies),
  })
}

void start()
