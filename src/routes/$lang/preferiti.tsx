import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { SavedPage } from '@/features/vehicles/garage/SavedPage'
import { loadMessages } from '@/lib/i18n'
import { pageHead } from '@/lib/seo'

export const Route = createFileRoute('/$lang/preferiti')({
  loader: ({ context }) => loadMessages(context.lang, 'listing'),
  // What this device keeps: nothing for an index.
  head: ({ match }) =>
    pageHead(match.pathname, msg`Saved cars and searches`, msg`The cars and searches you saved on this device, with what changed since.`, { noindex: true }),
  component: SavedPage,
})
