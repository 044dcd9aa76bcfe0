import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ListingPage } from '@/features/vehicles/ListingPage'
import { pageHead } from '@/lib/seo'

export const Route = createFileRoute('/$lang/list/')({
  head: () => pageHead(msg`All vehicles`, msg`Every used car for sale and every rental car of the dealership, in one list.`),
  component: () => <ListingPage />,
})
