import { msg } from '@lingui/core/macro'
import { createFileRoute, notFound, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { VehicleLoadError } from '@/features/vehicles/detail-fallback/VehicleLoadError'
import { VehiclePage } from '@/features/vehicles/detail/VehiclePage'
import { VehiclePageSkeleton } from '@/features/vehicles/detail-fallback/VehiclePageSkeleton'
import { loadMessages } from '@/lib/i18n'
import { pageHead } from '@/lib/seo'

export const Route = createFileRoute('/$lang/detail/$id')({
  // The vehicle (read without the Firestore SDK when the server answers), its head tags and the page's strings
  // load only when a vehicle page is opened.
  loader: async ({ params, context }) => {
    const [{ getPublicVehicle, takePageVehicle }, { vehicleHead }] = await Promise.all([
      import('@/features/vehicles/api/vehicle-once'),
      import('@/features/seo/vehicle-head'),
      loadMessages(context.lang, 'vehicle'),
    ])
    // On its prerendered page the first render shows the vehicle the page was made with; the page reads it
    // afresh right after (below).
    const fromPage = takePageVehicle(params.id)
    const vehicle = fromPage ?? (await getPublicVehicle(params.id))
    if (!vehicle) throw notFound()
    return { vehicle, head: vehicleHead(vehicle, context.lang), fromPage: fromPage !== undefined }
  },
  // Without a vehicle (none with this id, or the page failed) there is nothing to index.
  head: ({ loaderData, match }) =>
    loaderData
      ? loaderData.head
      : match.status === 'notFound'
        ? pageHead(match.pathname, msg`Page not found`, msg`The page you are looking for does not exist or has been moved. Check the address or start again from the home page.`, { noindex: true })
        : pageHead(match.pathname, msg`Vehicle details`, msg`Photos, specifications, equipment and price of the vehicle, and how to contact us about it.`, { noindex: true }),
  // One chunk for the page, its skeleton and its error view: once the page has loaded, an offline error can
  // always be shown (a separate chunk could not be fetched offline before the service worker has it).
  codeSplitGroupings: [['component', 'pendingComponent', 'errorComponent']],
  pendingMs: 300,
  pendingComponent: VehiclePageSkeleton,
  errorComponent: VehicleLoadError,
  component: VehicleDetail,
})

function VehicleDetail() {
  const { vehicle, fromPage } = Route.useLoaderData()
  const router = useRouter()
  useEffect(() => {
    if (fromPage) void router.invalidate({ filter: (match) => match.routeId === Route.id })
  }, [fromPage, router])
  // A new vehicle is a new page: gallery position, calculator and form start over.
  return <VehiclePage key={vehicle.id} vehicle={vehicle} />
}
