import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core'
import { IconCalendarCheck, IconCalendarX, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { BOOKING_LIMITS } from '@/features/bookings/model/booking-constants'
import { busyAmong, busyPeriods } from '@/features/bookings/model/booking-days'
import { withDays, type BookingInput } from '@/features/bookings/model/booking-schema'
import type { Lead } from '@/features/leads/model/lead-schema'
import type { LeadState } from '@/features/leads/model/lead-constants'
import { useLocale } from '@/lib/use-locale'
import { loadBookingsRepository, useCalendar, type BookingState } from '../api/use-bookings'
import { calendarDate } from './lead-details'
import { MoveBooking } from './MoveBooking'

type RentalLead = Extract<Lead, { kind: 'rental' }>

/** The booking a confirmation of `lead` writes: its dates and times, the visitor's name, the price the page showed. */
export function bookingOfRequest(lead: RentalLead): BookingInput {
  return withDays({
    vehicleId: lead.vehicle.id,
    kind: 'booking',
    from: lead.rental.from,
    to: lead.rental.to,
    pickUpTime: lead.rental.pickUpTime,
    returnTime: lead.rental.returnTime ?? '',
    leadId: lead.id,
    customer: lead.name.slice(0, BOOKING_LIMITS.customerMaxLength),
    phone: lead.phone,
    email: lead.email,
    reason: null,
    note: '',
    total: lead.rental.quote?.total ?? null,
    archived: false,
  })
}

/** "3–5 Dec, 9 Dec": periods of days, as the staff read them. */
function periodsText(days: readonly string[], lang: ReturnType<typeof useLocale>): string {
  return busyPeriods(days)
    .map(({ from, to }) => (from === to ? calendarDate(from, lang) : `${calendarDate(from, lang)} – ${calendarDate(to, lang)}`))
    .join(', ')
}

interface RentalBookingPanelProps {
  lead: RentalLead
  booking: BookingState
  /** Changes the request's state (declined: lost). */
  onState: (state: LeadState) => void
}

/**
 * A rental request's booking: whether the car is free on its days, and Confirm (the booking written with its days
 * on the car's calendar) or Decline (the request lost); once booked, the booking and Cancel. A confirmation
 * the server refuses (another booking took some of the days first, from another tablet or while this one was
 * offline) says which days, and nothing is booked.
 */
export function RentalBookingPanel({ lead, booking, onState }: RentalBookingPanelProps) {
  const { t } = useLingui()
  const lang = useLocale()
  const calendar = useCalendar(lead.vehicle.id)
  const [refused, setRefused] = useState<'taken' | 'not-moved' | 'failed' | null>(null)
  const wanted = bookingOfRequest(lead)
  const busy = busyAmong(wanted.days, calendar.calendar?.days ?? [])
  const mine = booking.booking
  const taken = mine ? [] : busy

  const failed = (refusal: 'taken' | 'not-moved') => (error: unknown) => {
    const code = String((error as { code?: unknown }).code ?? '')
    setRefused(code.includes('permission-denied') ? refusal : 'failed')
  }
  const confirm = () => {
    setRefused(null)
    void loadBookingsRepository()
      .then(({ addBooking }) => addBooking(lead.id, wanted))
      .catch(failed('taken'))
  }
  const cancel = () => {
    if (!mine) return
    void loadBookingsRepository()
      .then(({ deleteBooking }) => deleteBooking(mine))
      .catch(() => setRefused('failed'))
  }

  const from = calendarDate(wanted.from, lang)
  const to = calendarDate(wanted.to, lang)
  const bookedFrom = mine ? calendarDate(mine.from, lang) : ''
  const bookedTo = mine ? calendarDate(mine.to, lang) : ''
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={t`Booking`} data-testid="rental-booking">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} fz="h4">
            <Trans>Booking</Trans>
          </Title>
          {mine && (
            <Badge size="lg" color={booking.pending ? 'yellow.4' : 'green.9'} c={booking.pending ? 'dark.9' : undefined}>
              {booking.pending ? <Trans>Booked on this device, waiting to sync</Trans> : <Trans>Booked</Trans>}
            </Badge>
          )}
        </Group>
        {mine ? (
          <Text>
            <Trans>
              The car is booked for {mine.customer} from {bookedFrom} to {bookedTo}: those days are busy on its calendar.
            </Trans>
          </Text>
        ) : !booking.loaded || !calendar.loaded ? (
          <Text c="dimmed">
            <Trans>Reading the car's calendar…</Trans>
          </Text>
        ) : taken.length > 0 ? (
          <Alert color="orange" icon={<IconCalendarX size={20} aria-hidden />}>
            <Trans>The car is already busy on {periodsText(taken, lang)}: agree other dates with the customer.</Trans>
          </Alert>
        ) : (
          <Text>
            <Trans>
              The car is free from {from} to {to}.
            </Trans>
          </Text>
        )}
        {refused && (
          <Alert color="red" role="alert" icon={<IconCalendarX size={20} aria-hidden />}>
            {refused === 'taken' ? (
              <Trans>Not booked: another booking took some of these days first (another tablet, or while this one was offline). The calendar shows them.</Trans>
            ) : refused === 'not-moved' ? (
              <Trans>Not moved: the car's calendar changed meanwhile, or the new days were taken. The booking keeps its dates; look again and retry.</Trans>
            ) : (
              <Trans>The booking could not be saved. Check the connection and try again.</Trans>
            )}
          </Alert>
        )}
        <Group gap="sm">
          {mine ? (
            <>
              {/* An archived booking is past: its dates are what happened. */}
              {!mine.archived && (
                <MoveBooking key={`${mine.from}/${mine.to}`} booking={mine} calendarDays={calendar.calendar?.days ?? []} onFailed={failed('not-moved')} />
              )}
              <Button variant="light" color="red.9" h={44} leftSection={<IconTrash size={18} aria-hidden />} onClick={cancel}>
                <Trans>Cancel the booking</Trans>
              </Button>
            </>
          ) : (
            <>
              <Button h={44} leftSection={<IconCalendarCheck size={18} aria-hidden />} disabled={!calendar.loaded || taken.length > 0} onClick={confirm}>
                <Trans>Confirm the booking</Trans>
              </Button>
              <Button variant="default" h={44} onClick={() => onState('lost')} disabled={lead.state === 'lost'}>
                <Trans>Decline</Trans>
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Card>
  )
}
