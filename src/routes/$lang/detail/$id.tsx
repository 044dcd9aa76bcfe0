import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { VehiclePage } from '@/features/vehicles/VehiclePage'
import { pageHead } from '@/lib/seo'

export const Route = createFileRoute('/$lang/detail/$id')({
  head: () => pageHead(msg`Vehicle details`, msg`Photos, specifications, equipment and price of the vehicle, and how to contact us about it.`),
  component: VehicleDetail,
})

function VehicleDetail() {
  const { id } = Route.useParams()
  return <VehiclePage id={id} />
}
