import { msg } from '@lingui/core/macro'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { ListingPage } from '@/features/vehicles/ListingPage'
import { isVehicleCategory } from '@/features/vehicles/categories'
import { pageHead } from '@/lib/seo'

export const Route = createFileRoute('/$lang/list/$category')({
  beforeLoad: ({ params }) => {
    if (!isVehicleCategory(params.category)) throw notFound()
    return { category: params.category }
  },
  head: ({ params }) =>
    params.category === 'rent'
      ? pageHead(msg`Car rental`, msg`Rental cars by the day or the week in the province of Bergamo: rates, deposit and conditions.`)
      : pageHead(msg`Used cars for sale`, msg`Checked used cars with warranty in the province of Bergamo: filter by make, price, year, fuel and more.`),
  component: CategoryListing,
})

function CategoryListing() {
  const { category } = Route.useRouteContext()
  return <ListingPage category={category} />
}
