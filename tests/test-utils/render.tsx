import { render as rtlRender, type RenderResult } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { activateLocale, loadMessages } from '@/lib/i18n'
import type { Locale } from '@/lib/locale'
import { AppProviders } from '@/lib/providers'

/**
 * Renders a component as the app does: Mantine, Lingui in the given locale, and a router (so type-safe links
 * work), at `/{locale}` unless another path is given.
 */
export async function renderWithProviders(ui: ReactElement, { locale = 'it', path }: { locale?: Locale; path?: string } = {}): Promise<RenderResult> {
  // Every area's strings: components are rendered here outside the routes that load their catalogs.
  await Promise.all([activateLocale(locale), loadMessages(locale, 'pages', 'listing', 'vehicle', 'leads', 'admin', 'home', 'footer', 'consent')])
  const rootRoute = createRootRoute()
  const pageRoute = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => ui })
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute]),
    history: createMemoryHistory({ initialEntries: [path ?? `/${locale}`] }),
  })
  await router.load()
  return rtlRender(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  )
}
