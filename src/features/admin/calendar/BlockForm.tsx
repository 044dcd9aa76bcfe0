import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core'
import { useState } from 'react'
import { BLOCK_REASONS, BOOKING_LIMITS } from '@/features/bookings/model/booking-constants'
import { withDays, type BookingInput } from '@/features/bookings/model/booking-schema'

type BlockReason = (typeof BLOCK_REASONS)[number]

/** The car and the day tapped. */
export interface DayTarget {
  vehicleId: string
  carName: string
  day: string
}

/** Keeps a rental car in on some days: from the day tapped, for a reason (maintenance, the dealer's own use, other). */
export function BlockForm({ target, onCancel, onBlock }: { target: DayTarget; onCancel: () => void; onBlock: (block: BookingInput) => void }) {
  const { t } = useLingui()
  const [to, setTo] = useState(target.day)
  const [reason, setReason] = useState<BlockReason>('maintenance')
  const [note, setNote] = useState('')
  const labels: Record<BlockReason, string> = { maintenance: t`Maintenance`, 'own-use': t`The dealer's own use`, other: t`Other` }
  const valid = to >= target.day
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        if (!valid) return
        onBlock(
          withDays({
            vehicleId: target.vehicleId,
            kind: 'block',
            from: target.day,
            to,
            pickUpTime: '',
            returnTime: '',
            leadId: null,
            customer: '',
            phone: '',
            email: '',
            reason,
            note: note.trim(),
            total: null,
            archived: false,
          }),
        )
      }}
    >
      <Stack>
        <TextInput type="date" label={t`First day`} value={target.day} readOnly />
        <TextInput
          type="date"
          label={t`Last day`}
          min={target.day}
          value={to}
          onChange={(event) => setTo(event.currentTarget.value)}
          error={valid ? undefined : t`The last day cannot be before the first.`}
        />
        <NativeSelect
          label={t`Reason`}
          value={reason}
          data={BLOCK_REASONS.map((value) => ({ value, label: labels[value] }))}
          onChange={(event) => setReason(event.currentTarget.value as BlockReason)}
        />
        <TextInput
          label={t`Note (optional)`}
          maxLength={BOOKING_LIMITS.bookingNoteMaxLength}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" h={44} onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" h={44} data-autofocus>
            <Trans>Keep it in</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
