import { RouterProvider } from '@tanstack/react-router'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { prepareAppContainer } from '@/features/seo/prerendered-page'
import { installStaleChunkGuard } from '@/lib/reload-guard'
import { detectBrowserLocale } from '@/lib/browser-locale'
import { markAppShown, markAppStarted } from '@/lib/app-start'
import { activateLocale } from '@/lib/i18n'
import { localeOfPath } from '@/lib/locale'
import '@/lib/mantine-styles'
import '@/styles/mantine-theme.css'
import '@/styles/global.css'
import { AppProviders } from '@/lib/providers'
import { createAppRouter } from './router'

installStaleChunkGuard()

/** One address per page: `/it/servizi/` and `/it//servizi` become `/it/servizi` before the router reads it. */
function normalizePath() {
  const normalized = `/${location.pathname.split('/').filter(Boolean).join('/')}`
  if (normalized !== location.pathname) history.replaceState(history.state, '', normalized + location.search + location.hash)
}

async function start() {
  normalizePath()
  // The catalog is ready before the first render, so nothing ever shows untranslated.
  await activateLocale(localeOfPath(location.pathname) ?? detectBrowserLocale())
  const router = createAppRouter()
  // The page's route chunks, catalog and data first, so that its first render has all it needs: one render,
  // sliced by the transition below, with no router update forcing a synchronous one halfway.
  await router.load()
  markAppStarted()
  // On a prerendered page the app renders off the document and takes the content's place once it has settled.
  const container = prepareAppContainer(document)
  const root = createRoot(container.element)
  // A transition renders in slices that leave the main thread free between them (a tap on the prerendered
  // page, a frame of the splash), instead of one long task.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    )
  })
  await container.revealWhenSettled(router)
  markAppShown()
}

void start()
