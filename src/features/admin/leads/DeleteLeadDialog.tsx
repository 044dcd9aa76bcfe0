import { Trans, useLingui } from '@lingui/react/macro'
import type { Lead } from '@/features/leads/model/lead-schema'
import { ConfirmDeleteDialog } from '../components/ConfirmDeleteDialog'

/** Asks before a lead (and its photos) is deleted for good. */
export function DeleteLeadDialog({ lead, opened, onCancel, onConfirm }: { lead: Lead; opened: boolean; onCancel: () => void; onConfirm: () => void }) {
  const { t } = useLingui()
  const name = lead.name
  const count = lead.kind === 'trade-in' ? lead.photos.length : 0
  return (
    <ConfirmDeleteDialog opened={opened} title={t`Delete the request of ${name}?`} onCancel={onCancel} onConfirm={onConfirm}>
      {count > 0 ? (
        <Trans>
          The request will be deleted for good, with its photos ({count}): do it when the visitor asks to be forgotten, or when it is too old to keep. This
          cannot be undone.
        </Trans>
      ) : (
        <Trans>The request will be deleted for good: do it when the visitor asks to be forgotten, or when it is too old to keep. This cannot be undone.</Trans>
      )}
    </ConfirmDeleteDialog>
  )
}
