import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { VehicleEditorPage } from '@/features/admin/editor/VehicleEditorPage'
import { pageHead } from '@/lib/seo'

export const Route = createFileRoute('/$lang/admin/edit/$id')({
  head: ({ match }) => pageHead(match.pathname, msg`Edit vehicle`, msg`Change a vehicle of the dealership's stock.`, { noindex: true }),
  component: EditVehicle,
})

function EditVehicle() {
  const { id } = Route.useParams()
  return <VehicleEditorPage id={id} />
}
