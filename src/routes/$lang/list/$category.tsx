import { msg } from '@lingui/core/macro'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { isVehicleCategory } from '@/features/vehicles/categories'
import { ListingPage } from '@/features/vehicles/listing/ListingPage'
import { preloadVehiclesWhileStarting } from '@/features/vehicles/listing/preload-vehicles'
import { parseVehicleListSearch, type VehicleListSearch } from '@/features/vehicles/model/vehicle-search-params'
import { loadMessages } from '@/lib/i18n'
import { pageHead } from '@/lib/seo'

export const Route = createFileRoute('/$lang/list/$category')({
  validateSearch: (search: Record<string, unknown>): VehicleListSearch => parseVehicleListSearch(search),
  beforeLoad: ({ params }) => {
    if (!isVehicleCategory(params.category)) throw notFound()
    return { category: params.category }
  },
  // The first render shows the cars (the prerendered page stays on screen meanwhile).
  loader: async ({ context }) => {
    await Promise.all([loadMessages(context.lang, 'listing'), preloadVehiclesWhileStarting(context.category)])
  },
  // A filtered listing is the listing: the canonical address has no search.
  head: ({ params, match }) =>
    params.category === 'rent'
      ? pageHead(match.pathname, msg`Car rental`, msg`Rental cars by the day or the week in the province of Bergamo: rates, deposit and conditions.`, {
          crumb: msg`Rentals`,
        })
      : pageHead(
          match.pathname,
          msg`Used cars for sale`,
          msg`Checked used cars with warranty in the province of Bergamo: filter by make, price, year, fuel and more.`,
          { crumb: msg`Used cars` },
        ),
  component: CategoryListing,
})

function CategoryListing() {
  const { category } = Route.useRouteContext()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <ListingPage category={category} search={search} onSearch={(next, options) => void navigate({ search: next, replace: options?.replace })} />
}
