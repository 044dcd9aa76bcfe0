import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { SiteSettingsPage } from '@/features/admin/settings/SiteSettingsPage'
import { pageHead } from '@/lib/seo'

export const Route = createFileRoute('/$lang/admin/settings')({
  head: ({ match }) => pageHead(match.pathname, msg`Site settings`, msg`The dealership's contacts, opening hours, holidays and notices.`, { noindex: true }),
  component: SiteSettingsPage,
})
