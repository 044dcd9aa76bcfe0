import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { prepareAppContainer } from '@/features/seo/prerendered-page'
import { installStaleChunkGuard } from '@/features/shell/reload-guard'
import { detectBrowserLocale } from '@/lib/browser-locale'
import { activateLocale } from '@/lib/i18n'
import { localeOfPath } from '@/lib/locale'
import '@/lib/mantine-styles'
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
  // On a prerendered page the app renders off the document and takes the content's place once it has settled.
  const container = prepareAppContainer(document)
  createRoot(container.element).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  )
  await container.revealWhenSettled(router)
}

void start()
