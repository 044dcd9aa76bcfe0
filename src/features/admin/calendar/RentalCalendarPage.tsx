import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core'
import '@mantine/core/styles/SegmentedControl.css'
import { IconChevronLeft, IconChevronRight, IconCloudOff } from '@tabler/icons-react'
import { useEffect, useState, type ReactNode } from 'react'
import { Page } from '@/components/Page'
import { PageHeader } from '@/components/PageHeader'
import { ResponsiveGrid } from '@/components/ResponsiveGrid'
import { dayDate } from '@/features/bookings/model/booking-days'
import type { Booking, BookingInput } from '@/features/bookings/model/booking-schema'
import { vehicleName } from '@/features/vehicles/vehicle-labels'
import type { RentVehicle, Vehicle } from '@/features/vehicles/model/vehicle-schema'
import { useIsoDate } from '@/lib/clock'
import { dateTimeFormat, regionalLocale } from '@/lib/intl'
import { useLocale } from '@/lib/use-locale'
import { useAdminVehicles } from '../api/use-admin-vehicles'
import { loadBookingsRepository, useBookingsFrom } from '../api/use-bookings'
import { AdminSectionNav } from '../components/AdminSectionNav'
import { ConfirmDeleteDialog } from '../components/ConfirmDeleteDialog'
import { ProblemAlert } from '../components/ProblemAlert'
import type { DayTarget } from './BlockForm'
import { BookingDialog } from './BookingDialog'
import { FreeDayDialog } from './FreeDayDialog'
import { CalendarGrid, type CalendarCar } from './CalendarGrid'
import { moveView, movementsOn, viewDays, type CalendarView } from './calendar-model'
import classes from './RentalCalendar.module.css'

/** One of today's lists: the pick-ups or the returns, each with its time, car and customer. */
function Movements({ title, entries }: { title: ReactNode; entries: { id: string; text: string }[] }) {
  return (
    <div>
      <Text fw={700}>{title}</Text>
      {entries.length === 0 ? (
        <Text c="dimmed">
          <Trans>None</Trans>
        </Text>
      ) : (
        entries.map((entry) => <Text key={entry.id}>{entry.text}</Text>)
      )}
    </div>
  )
}

/** Today's pick-ups and returns, at the top: who comes for which car, and when. */
function TodayMovements({ bookings, carName, today }: { bookings: readonly Booking[]; carName: (id: string) => string; today: string }) {
  const { pickUps, returns } = movementsOn(today, bookings)
  const line = (booking: Booking, time: string) => ({ id: booking.id, text: `${time ? `${time} · ` : ''}${carName(booking.vehicleId)} · ${booking.customer}` })
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="today-movements" mb="lg" data-testid="today-movements">
      <Title order={2} fz="h4" id="today-movements" mb="xs">
        <Trans>Today</Trans>
      </Title>
      <ResponsiveGrid cols={{ base: 1, sm: 2 }}>
        <Movements title={<Trans>Pick-ups</Trans>} entries={pickUps.map((booking) => line(booking, booking.pickUpTime))} />
        <Movements title={<Trans>Returns</Trans>} entries={returns.map((booking) => line(booking, booking.returnTime))} />
      </ResponsiveGrid>
    </Card>
  )
}

const isRent = (vehicle: Vehicle): vehicle is RentVehicle => vehicle.category === 'rent'

/** The day past bookings were last archived on this device (once a day is enough: a day's end makes them past). */
let archivedOn = ''

/**
 * Past bookings and blocks archived as the calendar opens, online (offline they wait for the next time): kept for
 * the record, their days off the public calendar, which so stays within its bound.
 */
function useArchivePast(today: string) {
  useEffect(() => {
    if (archivedOn === today || !navigator.onLine) return
    archivedOn = today
    void loadBookingsRepository()
      .then(({ archivePastBookings }) => archivePastBookings(today))
      .catch(() => (archivedOn = ''))
  }, [today])
}

/**
 * The dealer's calendar of the rental cars: a week or a month, cars as rows and days as columns, with today's
 * pick-ups and returns at the top. A free day's tap books it (a booking agreed on the phone) or keeps the car in (a
 * block), a block's tap removes it, a booking's opens its request, or the booking when the dealer entered it. Offline it shows the device's copy and queues the changes; one the server refuses (the days
 * were booked meanwhile) is said.
 */
export function RentalCalendarPage() {
  const { t } = useLingui()
  const lang = useLocale()
  const today = useIsoDate()
  const [view, setView] = useState<CalendarView>('week')
  const [anchor, setAnchor] = useState(today)
  const [freeDay, setFreeDay] = useState<(DayTarget & { vehicle: RentVehicle | undefined }) | null>(null)
  const [opened, setOpened] = useState<{ id: string; carName: string } | null>(null)
  const [unblocking, setUnblocking] = useState<{ block: Booking; carName: string } | null>(null)
  const [refused, setRefused] = useState(false)
  const days = viewDays(view, anchor)
  const first = days[0]!
  const { vehicles } = useAdminVehicles()
  const { bookings, pendingIds, fromCache, loaded } = useBookingsFrom(first < today ? first : today)
  useArchivePast(today)
  const rentals = (vehicles ?? []).filter(isRent)
  const cars: CalendarCar[] = rentals.map((vehicle) => ({ id: vehicle.id, name: vehicleName(vehicle) }))
  const carName = (id: string) => cars.find((car) => car.id === id)?.name ?? id

  const format = (day: string, options: Intl.DateTimeFormatOptions) =>
    dateTimeFormat(regionalLocale(lang), { ...options, timeZone: 'UTC' }).format(dayDate(day))
  const last = days.at(-1)!
  const title =
    view === 'month'
      ? format(first, { month: 'long', year: 'numeric' })
      : `${format(first, { day: 'numeric', month: 'short' })} – ${format(last, { day: 'numeric', month: 'short', year: 'numeric' })}`

  const openedBooking = opened ? bookings.find((booking) => booking.id === opened.id) : undefined
  const save = (input: BookingInput) => {
    setFreeDay(null)
    setRefused(false)
    void loadBookingsRepository()
      .then(({ addBooking, newBookingId }) => addBooking(newBookingId(), input))
      .catch(() => setRefused(true))
  }
  const cancelBooking = (booking: Booking) => {
    setOpened(null)
    void loadBookingsRepository().then(({ deleteBooking }) => deleteBooking(booking).catch(() => setRefused(true)))
  }
  const unblock = () => {
    const target = unblocking
    setUnblocking(null)
    if (target) void loadBookingsRepository().then(({ deleteBooking }) => deleteBooking(target.block).catch(() => setRefused(true)))
  }

  return (
    <Page size="xl">
      <AdminSectionNav />
      <PageHeader
        title={<Trans>Rental calendar</Trans>}
        lead={<Trans>Every rental car's bookings and blocks. Tap a free day to book it or keep the car in, a block to remove it, a booking to see it.</Trans>}
      />
      <TodayMovements bookings={bookings} carName={carName} today={today} />
      {refused && (
        <ProblemAlert tone="red" onDismiss={() => setRefused(false)}>
          <Trans>The change was not saved: those days were booked meanwhile, or the connection failed. The calendar shows them as they are.</Trans>
        </ProblemAlert>
      )}
      {loaded && fromCache && (
        <Alert color="gray" icon={<IconCloudOff size={20} aria-hidden />} mb="md">
          <Trans>Offline: the calendar as this device last saw it. Changes are sent when the connection returns.</Trans>
        </Alert>
      )}
      <Group justify="space-between" mb="md" wrap="wrap">
        <Group gap="xs">
          <Button
            variant="default"
            h={44}
            aria-label={view === 'week' ? t`Previous week` : t`Previous month`}
            onClick={() => setAnchor(moveView(view, anchor, -1))}
          >
            <IconChevronLeft size={20} aria-hidden />
          </Button>
          <Button variant="default" h={44} onClick={() => setAnchor(today)}>
            <Trans>Today</Trans>
          </Button>
          <Button variant="default" h={44} aria-label={view === 'week' ? t`Next week` : t`Next month`} onClick={() => setAnchor(moveView(view, anchor, 1))}>
            <IconChevronRight size={20} aria-hidden />
          </Button>
          <Text fw={700} fz="lg" tt="capitalize" aria-live="polite" data-testid="calendar-period">
            {title}
          </Text>
        </Group>
        <SegmentedControl
          aria-label={t`Show`}
          value={view}
          onChange={(value) => setView(value as CalendarView)}
          data={[
            { value: 'week', label: t`Week` },
            { value: 'month', label: t`Month` },
          ]}
        />
      </Group>
      {vehicles && cars.length === 0 ? (
        <Text>
          <Trans>No rental car yet.</Trans>
        </Text>
      ) : (
        <Stack gap="xs">
          <CalendarGrid
            cars={cars}
            days={days}
            bookings={bookings}
            pendingIds={pendingIds}
            today={today}
            onFree={(car, day) => setFreeDay({ vehicleId: car.id, carName: car.name, day, vehicle: rentals.find((vehicle) => vehicle.id === car.id) })}
            onUnblock={(blockToRemove, car) => setUnblocking({ block: blockToRemove, carName: car.name })}
            onOpen={(booking, car) => setOpened({ id: booking.id, carName: car.name })}
          />
          <Group gap="lg" fz="sm" aria-hidden>
            <span>
              <span className={`${classes.legend} ${classes.booked}`} />
              <Trans>Booked</Trans>
            </span>
            <span>
              <span className={`${classes.legend} ${classes.block}`} />
              <Trans>Kept in</Trans>
            </span>
          </Group>
        </Stack>
      )}
      <FreeDayDialog target={freeDay} bookings={bookings} today={today} onCancel={() => setFreeDay(null)} onSave={save} />
      <BookingDialog
        target={openedBooking && opened ? { booking: openedBooking, carName: opened.carName, pending: pendingIds.has(openedBooking.id) } : null}
        onClose={() => setOpened(null)}
        onCancelBooking={cancelBooking}
        onMoveFailed={() => setRefused(true)}
      />
      <ConfirmDeleteDialog opened={unblocking !== null} title={t`Remove the block?`} onCancel={() => setUnblocking(null)} onConfirm={unblock}>
        {unblocking && <Trans>{unblocking.carName} will be free again on those days.</Trans>}
      </ConfirmDeleteDialog>
    </Page>
  )
}
