import { createBrowserHistory, RouterProvider } from '@tanstack/react-router'
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react'
import { HYDRATION_MISMATCH_MESSAGE, pageIsPrerendered, prepareAppContainer, REVEAL_TIMEOUT_MS } from '@/features/seo/prerendered-page'
import { installStaleChunkGuard } from '@/lib/reload-guard'
import { whenAppScriptsAdded } from '@/lib/app-scripts'
import { within } from '@/lib/within'
import { markRunningBuild } from '@/features/pwa/build-id'
import { detectBrowserLocale } from '@/lib/browser-locale'
import { markAppShown, markAppStarted, markTakingOver, whenContentRendered } from '@/lib/app-start'
import { oneShot } from '@/lib/one-shot'
import { nextTask } from '@/lib/next-task'
import { numberFormat, prepareFormatters, regionalLocale } from '@/lib/intl'
import { wallClock } from '@/features/site/model/opening-status'
import { activateLocale } from '@/lib/i18n'
import { localeOfPath } from '@/lib/locale'
import { isPrerendering, PAGE_RENDERER_GLOBAL } from '@/lib/page-data'
import '@/lib/mantine-styles'
import '@/styles/mantine-theme.css'
import '@/styles/global.css'
import { AppProviders } from '@/lib/providers'
import { createRoot, hydrateRoot } from '@/lib/react-dom-client'
import { captureEarlyInput } from '@/lib/early-input'
import { createAppRouter } from './router'

installStaleChunkGuard()
// <html data-build-id>: which build this page runs, from its first moment (support requests, tests).
markRunningBuild()

/** One address per page: `/it/servizi/` and `/it//servizi` become `/it/servizi` before the router reads it. */
function normalizePath() {
  const normalized = `/${location.pathname.split('/').filter(Boolean).join('/')}`
  if (normalized !== location.pathname) history.replaceState(history.state, '', normalized + location.search + location.hash)
}

async function start() {
  normalizePath()
  const lang = localeOfPath(location.pathname) ?? detectBrowserLocale()
  // While the strings and the route's chunks load: the formatters of prices and of the dealer's clock.
  const formattersMade = prepareFormatters([() => numberFormat(regionalLocale(lang)), () => wallClock(new Date())])
  // The catalog is ready before the first render, so nothing ever shows untranslated.
  await activateLocale(lang)
  // Each step of the start in a task of its own (nextTask), so that none holds the main thread for long: the
  // browser's history (which marks the history entry as the router's on a first visit), then the router.
  await nextTask()
  const history = createBrowserHistory()
  await nextTask()
  const router = createAppRouter({ pageOnScreen: pageIsPrerendered(), history })
  // The route's chunks are among the page's scripts, which the after-paint loader adds a few per task: loading
  // the route before it has added them all would add the rest at once.
  await whenAppScriptsAdded()
  // The route's loader and the first render format prices and dates: not before the locale's data is in (the
  // formatters wait for the page's Intl warm-up worker, which loads it on a thread of its own).
  await formattersMade
  await nextTask()
  // The route's chunks are asked for in a task of their own (each import checks the page's links for its
  // chunks), and the router's load, which runs the loaders, in the next one. A chunk that fails is the load's.
  for (const route of router.getMatchedRoutes(location.pathname)[0]) router.loadRouteChunk(route)?.catch(() => {})
  await nextTask()
  // The page's route chunks, catalog and data first, so that its first render has all it needs: one render,
  // sliced by the transition below, with no router update forcing a synchronous one halfway.
  await router.load()
  await nextTask()
  markAppStarted()
  const container = prepareAppContainer(document)
  const committed = oneShot()
  const app = (
    <StrictMode>
      <OnFirstCommit onCommit={committed.happen}>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </OnFirstCommit>
    </StrictMode>
  )
  // A transition renders in slices that leave the main thread free between them (a tap on the page, a frame
  // of the splash), instead of one long task. A prerendered page is hydrated: its first render matches the HTML
  // (the data it was made with, no device-only state), and what only the device knows follows right after.
  // The HTML was made for the page's address without a query: with one (a filtered listing, say), the app
  // renders the page anew, in its place.
  const hydrate = container.prerendered && Object.keys(router.state.matches.at(-1)?.search ?? {}).length === 0
  if (hydrate) markTakingOver()
  startTransition(() => {
    if (hydrate) hydrateRoot(container.element, app, { onRecoverableError: reportHydrationError })
    else createRoot(container.element).render(app)
  })
  if (isPrerendering()) exposePageRenderer(app)
  await new Promise<void>((resolve) => committed.whenHappened(resolve))
  // Hydrated, the route's content comes after the rest (see markContentRendered): the page is the app's once
  // that is in too (or after the time limit).
  if (hydrate) {
    // What the visitor typed into the prerendered fields meanwhile becomes the app's, and a form they sent goes
    // now (an island's follow when it is hydrated). The fields are read as the content's first effects run: right
    // after them React renders it again where a store's value differs from the HTML's (today's date, on a day after
    // the build's), which puts every field it controls back to its state's value; the text is given back after.
    let adopt: (() => void) | undefined
    await within(
      new Promise<void>((resolve) =>
        whenContentRendered(() => {
          adopt = captureEarlyInput(container.element)
          resolve()
        }),
      ),
      REVEAL_TIMEOUT_MS,
    )
    ;(adopt ?? captureEarlyInput(container.element))()
  }
  await container.revealWhenSettled(router)
  markAppShown()
}

/** Calls `onCommit` once its first render is on the page (hydrated, on a prerendered page). */
function OnFirstCommit({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(() => onCommit(), [onCommit])
  return children
}

/** A page whose HTML the app could not take over as it is (React renders that part anew): a bug to see. */
function reportHydrationError(error: unknown) {
  console.error(HYDRATION_MISMATCH_MESSAGE, error)
}

/** For scripts/prerender.ts: the page's HTML as the app hydrates it, and the data it shows. */
function exposePageRenderer(app: ReactNode) {
  Object.assign(window, {
    [PAGE_RENDERER_GLOBAL]: async (photoCopies?: Record<string, string>) => (await import('./render-html')).renderPage(app, photoCopies),
  })
}

// Started once this module has run (a microtask): a timer set by the start's first steps while the module's own code
// is on the stack has a page that is traced (as Lighthouse traces it) collect the whole chunk's source positions there.
queueMicrotask(() => void start())
