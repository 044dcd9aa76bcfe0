import { createRootRoute } from '@tanstack/react-router'
import { NotFoundPage } from '@/features/errors/NotFoundPage'
import { RouteErrorPage } from '@/features/errors/RouteErrorPage'
import { AppLayout } from '@/features/shell/AppLayout'
import { prepareLocaleForPath } from '@/features/shell/locale-routing'
import { preloadSiteSettingsWhileStarting } from '@/features/site/api/use-site-settings'
import { keepDeviceData } from '@/lib/device-data'
import { isReservedArea } from '@/lib/seo-urls'

// The reserved area's drafts, waiting photos and push subscription, cleared at logout on any page (its code loads only then).
const adminDeviceData = () => import('@/features/admin/device-data').then((module) => module.adminDeviceData)
keepDeviceData('admin', {
  unsynced: async () => (await adminDeviceData()).unsynced(),
  clear: async () => (await adminDeviceData()).clear(),
  beforeSignOut: async () => (await adminDeviceData()).beforeSignOut?.(),
})

export const Route = createRootRoute({
  beforeLoad: async ({ location }) => ({ locale: await prepareLocaleForPath(location.pathname, location.searchStr) }),
  // Every public page shows the dealer's settings (the footer, the notice): the first render has them.
  loader: ({ location }) => (isReservedArea(location.pathname) ? undefined : preloadSiteSettingsWhileStarting()),
  component: AppLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
})
