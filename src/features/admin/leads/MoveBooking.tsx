import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Stack, TextInput } from '@mantine/core'
import { IconCalendarShare } from '@tabler/icons-react'
import { useState } from 'react'
import { busyAmong } from '@/features/bookings/model/booking-days'
import { withDays, type Booking } from '@/features/bookings/model/booking-schema'
import { loadBookingsRepository } from '../api/use-bookings'

interface MoveBookingProps {
  booking: Booking
  /** The car's busy days as this device has them (this booking's among them). */
  calendarDays: readonly string[]
  /** The server refused the move (the days were taken, or the calendar changed meanwhile), or it failed. */
  onFailed: (error: unknown) => void
}

/**
 * Moves a booking to other dates agreed with the customer: the new days must be free of every other booking and
 * block (checked here, and by the rules against the server's calendar); the times and the rest stay.
 */
export function MoveBooking({ booking, calendarDays, onFailed }: MoveBookingProps) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const [from, setFrom] = useState(booking.from)
  const [to, setTo] = useState(booking.to)
  const [error, setError] = useState<string | null>(null)
  if (!open) {
    return (
      <Button variant="default" h={44} leftSection={<IconCalendarShare size={18} aria-hidden />} onClick={() => setOpen(true)}>
        <Trans>Move to other dates</Trans>
      </Button>
    )
  }
  const move = () => {
    if (!from || !to || to < from) return setError(t`Choose a first day and a last day on or after it.`)
    const { id: _id, updatedAt: _updatedAt, ...fields } = booking
    const moved = withDays({ ...fields, from, to })
    const own = new Set(booking.days)
    if (
      busyAmong(
        moved.days,
        calendarDays.filter((day) => !own.has(day)),
      ).length > 0
    )
      return setError(t`Some of those days are already taken on the car's calendar.`)
    setError(null)
    setOpen(false)
    void loadBookingsRepository()
      .then(({ changeBooking }) => changeBooking(booking, moved, calendarDays))
      .catch(onFailed)
  }
  return (
    <Stack gap="xs" w="100%">
      <Group grow align="flex-start">
        <TextInput type="date" label={t`New pick-up day`} value={from} onChange={(event) => setFrom(event.currentTarget.value)} error={error ?? undefined} />
        <TextInput type="date" label={t`New return day`} min={from} value={to} onChange={(event) => setTo(event.currentTarget.value)} />
      </Group>
      <Group gap="sm">
        <Button h={44} onClick={move}>
          <Trans>Move the booking</Trans>
        </Button>
        <Button variant="default" h={44} onClick={() => setOpen(false)}>
          <Trans>Keep the dates</Trans>
        </Button>
      </Group>
    </Stack>
  )
}
