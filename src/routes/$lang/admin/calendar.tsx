import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { RentalCalendarPage } from '@/features/admin/calendar/RentalCalendarPage'
import { pageHead } from '@/lib/seo'

export const Route = createFileRoute('/$lang/admin/calendar')({
  head: ({ match }) => pageHead(match.pathname, msg`Rental calendar`, msg`The rental cars' bookings and blocks, by week or month.`, { noindex: true }),
  component: RentalCalendarPage,
})
