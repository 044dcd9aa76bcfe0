import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { VehicleEditorPage } from '@/features/admin/editor/VehicleEditorPage'
import { pageHead } from '@/lib/seo'

export const Route = createFileRoute('/$lang/admin/new')({
  head: ({ match }) => pageHead(match.pathname, msg`New vehicle`, msg`Add a vehicle to the dealership's stock.`, { noindex: true }),
  component: () => <VehicleEditorPage />,
})
