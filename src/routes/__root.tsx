import { createRootRoute } from '@tanstack/react-router'
import { NotFoundPage } from '@/features/errors/NotFoundPage'
import { RouteErrorPage } from '@/features/errors/RouteErrorPage'
import { AppLayout } from '@/features/shell/AppLayout'
import { prepareLocaleForPath } from '@/features/shell/locale-routing'

export const Route = createRootRoute({
  beforeLoad: async ({ location }) => ({ locale: await prepareLocaleForPath(location.pathname, location.searchStr) }),
  component: AppLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
})
