import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ListingPage } from '@/features/vehicles/listing/ListingPage'
import { parseVehicleListSearch, type VehicleListSearch } from '@/features/vehicles/model/vehicle-search-params'
import { loadMessages } from '@/lib/i18n'
import { pageHead } from '@/lib/seo'

export const Route = createFileRoute('/$lang/list/')({
  validateSearch: (search: Record<string, unknown>): VehicleListSearch => parseVehicleListSearch(search),
  loader: ({ context }) => loadMessages(context.lang, 'listing'),
  head: ({ match }) => pageHead(match.pathname, msg`All vehicles`, msg`Every used car for sale and every rental car of the dealership, in one list.`),
  component: AllVehicles,
})

function AllVehicles() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <ListingPage search={search} onSearch={(next, options) => void navigate({ search: next, replace: options?.replace })} />
}
