import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PrivacyPage } from '@/features/pages/content/PrivacyPage'
import { loadMessages } from '@/lib/i18n'
import { pageHead } from '@/lib/seo'

export const Route = createFileRoute('/$lang/privacy')({
  loader: ({ context }) => loadMessages(context.lang, 'pages'),
  head: ({ match }) =>
    pageHead(
      match.pathname,
      msg`Privacy policy`,
      msg`How we process your personal data under the GDPR: controller, purposes, legal bases, retention and your rights.`,
    ),
  component: PrivacyPage,
})
