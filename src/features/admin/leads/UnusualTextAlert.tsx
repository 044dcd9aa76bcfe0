import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import type { LeadTextField } from '@/features/leads/model/lead-schema'

const TEXT_FIELD_LABELS: Record<LeadTextField, MessageDescriptor> = {
  name: msg`Name`,
  phone: msg`Phone`,
  email: msg`E-mail`,
  subject: msg`Subject`,
  message: msg`Message`,
  'tradeIn.make': msg`Make`,
  'tradeIn.model': msg`Model`,
}

/** Fields that hold what the forms never send (invisible characters, or too long): the staff look before answering. */
export function UnusualTextAlert({ warnings }: { warnings: readonly LeadTextField[] }) {
  const { i18n } = useLingui()
  const fields = warnings.map((field) => i18n._(TEXT_FIELD_LABELS[field])).join(', ')
  return (
    <Alert color="yellow" icon={<IconAlertTriangle size={20} aria-hidden />} data-testid="lead-warnings">
      <Trans>This request holds text that the site's forms do not send (invisible characters, or too long) in: {fields}. Check it before answering.</Trans>
    </Alert>
  )
}
