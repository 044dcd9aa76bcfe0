import { msg } from '@lingui/core/macro'
import { createFileRoute, notFound, useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { VehicleLoadError } from '@/features/vehicles/detail-fallback/VehicleLoadError'
import { VehicleNoLongerOnSale } from '@/features/vehicles/detail/VehicleNoLongerOnSale'
import { VehiclePage } from '@/features/vehicles/detail/VehiclePage'
import { usePageVehicleRefresh } from '@/features/vehicles/detail/use-page-vehicle-refresh'
import { VehiclePageSkeleton } from '@/features/vehicles/detail-fallback/VehiclePageSkeleton'
import { loadMessages } from '@/lib/i18n'
import { pageHead } from '@/lib/seo'

export const Route = createFileRoute('/$lang/detail/$id')({
  // The vehicle (read without the Firestore SDK when the server answers), its head tags and the page's strings
  // load only when a vehicle page is opened.
  loader: async ({ params, context }) => {
    const [{ takePageVehicle }, { getPublicVehicle, takeChangedSincePage }, { vehicleHead }] = await Promise.all([
      import('@/features/vehicles/api/page-vehicle'),
      import('@/features/vehicles/api/vehicle-once'),
      import('@/features/seo/vehicle-head'),
      loadMessages(context.lang, 'vehicle'),
    ])
    // On its prerendered page the first render shows the vehicle the page was made with, as the page carries it
    // (nothing to parse); the page reads it afresh right after (below), and comes back here only when it has
    // changed since, with what that read found.
    const fromPage = takePageVehicle(params.id)
    const changed = fromPage ? undefined : takeChangedSincePage(params.id)
    const vehicle = fromPage ?? (changed === undefined ? await getPublicVehicle(params.id) : changed)
    if (!vehicle) throw notFound()
    return { vehicle, head: vehicleHead(vehicle, context.lang), fromPage: fromPage !== undefined }
  },
  // Without a vehicle (none with this id: unpublished, deleted or never there; or the page failed) there is
  // nothing to index. (The head of a car found is the loader's; a sold car's asks not to be indexed either.)
  head: ({ loaderData, match }) =>
    match.status === 'notFound'
      ? pageHead(match.pathname, msg`Car no longer available`, msg`This car has been sold or withdrawn from sale. Have a look at the cars we have now.`, {
          noindex: true,
        })
      : loaderData
        ? loaderData.head
        : pageHead(match.pathname, msg`Vehicle details`, msg`Photos, specifications, equipment and price of the vehicle, and how to contact us about it.`, {
            noindex: true,
          }),
  // One chunk for the page, its skeleton, its error view and its no-such-car view: once the page has loaded,
  // these can always be shown (a separate chunk could not be fetched offline before the service worker has it).
  codeSplitGroupings: [['component', 'pendingComponent', 'errorComponent', 'notFoundComponent']],
  pendingMs: 300,
  pendingComponent: VehiclePageSkeleton,
  errorComponent: VehicleLoadError,
  // No such car (any more): a prerendered page whose car has since been unpublished turns into this view once
  // the fresh read (below) finds nothing.
  notFoundComponent: () => <VehicleNoLongerOnSale />,
  component: VehicleDetail,
})

function VehicleDetail() {
  const { vehicle, fromPage } = Route.useLoaderData()
  const router = useRouter()
  const onChanged = useCallback(() => void router.invalidate({ filter: (match) => match.routeId === Route.id }), [router])
  usePageVehicleRefresh(vehicle.id, fromPage, onChanged)
  // A new vehicle is a new page: gallery position, calculator and form start over.
  return <VehiclePage key={vehicle.id} vehicle={vehicle} />
}
