import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '@/features/pages/HomePage'
import { pageHead } from '@/lib/seo'

/** `/` serves home in the visitor's locale. */
export const Route = createFileRoute('/')({
  head: ({ match }) => pageHead(match.pathname, msg`Used cars and car rental in Bergamo`, msg`Quality used cars and car rental in the province of Bergamo: browse the stock, compare, and contact us.`),
  component: HomePage,
})
