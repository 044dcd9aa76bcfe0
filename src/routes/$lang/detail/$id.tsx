import { msg } from '@lingui/core/macro'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { business } from '@/config/business'
import { vehicleName, vehiclePriceLabel } from '@/features/vehicles/contact-messages'
import { VehicleLoadError } from '@/features/vehicles/detail/VehicleLoadError'
import { VehiclePage } from '@/features/vehicles/detail/VehiclePage'
import { VehiclePageSkeleton } from '@/features/vehicles/detail/VehiclePageSkeleton'
import { formatKm } from '@/features/vehicles/format'
import type { Vehicle } from '@/features/vehicles/model/vehicle-schema'
import { FUEL_LABELS, GEARBOX_LABELS } from '@/features/vehicles/vehicle-labels'
import { activeLocale, i18n } from '@/lib/i18n'
import { pageHead } from '@/lib/seo'

const DESCRIPTION_MAX_LENGTH = 160

/** Title "Make Model Version – price", a description with the key facts, and the cover for link previews. */
function vehicleHead(vehicle: Vehicle) {
  const lang = activeLocale()
  const title = `${vehicleName(vehicle)} – ${vehiclePriceLabel(vehicle, lang, i18n)} | ${business.name}`
  const ownTitle = vehicle.title[lang].trim() || vehicle.title[lang === 'it' ? 'en' : 'it'].trim()
  const facts = [
    ownTitle,
    String(vehicle.firstRegistration.year),
    formatKm(vehicle.mileageKm, lang),
    i18n._(FUEL_LABELS[vehicle.fuel]),
    i18n._(GEARBOX_LABELS[vehicle.gearbox]),
  ]
    .filter(Boolean)
    .join(' · ')
  const text = vehicle.description[lang].trim() || vehicle.description[lang === 'it' ? 'en' : 'it'].trim()
  const full = text ? `${facts}. ${text.replace(/\s+/g, ' ')}` : facts
  const description = full.length > DESCRIPTION_MAX_LENGTH ? `${full.slice(0, DESCRIPTION_MAX_LENGTH - 1).trimEnd()}…` : full
  const cover = vehicle.photos[0]
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      ...(cover ? [{ property: 'og:image', content: cover.large.url }] : []),
    ],
  }
}

export const Route = createFileRoute('/$lang/detail/$id')({
  // The repository (and Firestore with it) loads only when a vehicle page is opened.
  loader: async ({ params }) => {
    const { getVehicle } = await import('@/features/vehicles/api/vehicles-repository')
    const vehicle = await getVehicle(params.id)
    if (!vehicle) throw notFound()
    return vehicle
  },
  head: ({ loaderData }) =>
    loaderData
      ? vehicleHead(loaderData)
      : pageHead(msg`Vehicle details`, msg`Photos, specifications, equipment and price of the vehicle, and how to contact us about it.`),
  // One chunk for the page, its skeleton and its error view: once the page has loaded, an offline error can
  // always be shown (a separate chunk could not be fetched offline before the service worker has it).
  codeSplitGroupings: [['component', 'pendingComponent', 'errorComponent']],
  pendingMs: 300,
  pendingComponent: VehiclePageSkeleton,
  errorComponent: VehicleLoadError,
  component: VehicleDetail,
})

function VehicleDetail() {
  const vehicle = Route.useLoaderData()
  // A new vehicle is a new page: gallery position, calculator and form start over.
  return <VehiclePage key={vehicle.id} vehicle={vehicle} />
}
