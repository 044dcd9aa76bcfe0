import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '@/features/pages/HomePage'
import { preloadVehiclesWhileStarting } from '@/features/vehicles/listing/preload-vehicles'
import { pageHead } from '@/lib/seo'

/** `/` serves home in the visitor's locale. */
export const Route = createFileRoute('/')({
  // The first render shows the cars (the prerendered page stays on screen meanwhile).
  loader: () => preloadVehiclesWhileStarting(),
  head: ({ match }) =>
    pageHead(
      match.pathname,
      msg`Used cars and car rental in Bergamo`,
      msg`Quality used cars and car rental in the province of Bergamo: browse the stock, compare, and contact us.`,
    ),
  component: HomePage,
})
