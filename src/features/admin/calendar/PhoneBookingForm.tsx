import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { IconCalendarX } from '@tabler/icons-react'
import { useState } from 'react'
import { BOOKING_LIMITS } from '@/features/bookings/model/booking-constants'
import { busyPeriods, daysFromTo } from '@/features/bookings/model/booking-days'
import type { Booking, BookingInput } from '@/features/bookings/model/booking-schema'
import { dealerSchedule, pickUpTimesOn } from '@/features/leads/model/visit-times'
import { useSiteSettings } from '@/features/site/api/use-site-settings'
import { refusalMessage } from '@/features/vehicles/components/rental-quote-text'
import { formatPrice } from '@/features/vehicles/format'
import { quoteRental } from '@/features/vehicles/model/rental-pricing'
import type { RentVehicle } from '@/features/vehicles/model/vehicle-schema'
import { useLocale } from '@/lib/use-locale'
import { calendarDate } from '../leads/lead-details'
import type { DayTarget } from './BlockForm'
import { heldDays, phoneBookingErrors, phoneBookingInput, type PhoneBookingValues } from './phone-booking'

interface PhoneBookingFormProps {
  target: DayTarget
  /** The car, for its rates (none while the vehicles are read). */
  vehicle: RentVehicle | undefined
  /** The bookings and blocks the calendar has: the days they hold are refused here, and by the rules. */
  bookings: readonly Booking[]
  today: string
  onCancel: () => void
  onBook: (booking: BookingInput) => void
}

/**
 * A booking agreed on the phone or at the desk: the customer's name and phone (an e-mail address optional), the
 * days from the one tapped, the pick-up and return times among the dealer's opening times, the price the car's
 * rates give (rental-pricing.ts), which the dealer may change to the one agreed, and a note.
 */
export function PhoneBookingForm({ target, vehicle, bookings, today, onCancel, onBook }: PhoneBookingFormProps) {
  const { t, i18n } = useLingui()
  const lang = useLocale()
  const schedule = dealerSchedule(useSiteSettings())
  const [values, setValues] = useState<PhoneBookingValues>({
    vehicleId: target.vehicleId,
    customer: '',
    phone: '',
    email: '',
    from: target.day,
    to: target.day,
    pickUpTime: '',
    returnTime: '',
    total: '',
    note: '',
  })
  const [priceEdited, setPriceEdited] = useState(false)
  const [submitted, setSubmitted] = useState(false)
  const set = (field: keyof PhoneBookingValues) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value
    setValues((current) => ({ ...current, [field]: value }))
  }

  const quote =
    vehicle && values.from && values.to && values.pickUpTime && values.returnTime
      ? quoteRental(vehicle, { from: values.from, to: values.to, pickUpTime: values.pickUpTime, returnTime: values.returnTime }, schedule)
      : null
  // The rates' price until the dealer types the one agreed.
  const shown = priceEdited ? values : { ...values, total: quote?.ok ? String(quote.total) : values.total }
  const errors = phoneBookingErrors(shown, today)
  const held = values.from && values.to >= values.from ? heldDays(target.vehicleId, daysFromTo(values.from, values.to), bookings) : []
  const error = (field: keyof typeof errors) => (submitted && errors[field] ? i18n._(errors[field]) : undefined)
  const timeOptions = (day: string) => [
    { value: '', label: t`No time agreed` },
    ...(day ? pickUpTimesOn(day, schedule) : []).map((time) => ({ value: time, label: time })),
  ]
  const heldText = busyPeriods(held)
    .map(({ from, to }) => (from === to ? calendarDate(from, lang) : `${calendarDate(from, lang)} – ${calendarDate(to, lang)}`))
    .join(', ')

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        setSubmitted(true)
        if (Object.keys(errors).length > 0 || held.length > 0) return
        onBook(phoneBookingInput(shown))
      }}
    >
      <Stack>
        <TextInput
          label={t`Name and surname`}
          required
          maxLength={BOOKING_LIMITS.customerMaxLength}
          value={values.customer}
          onChange={set('customer')}
          error={error('customer')}
          data-autofocus
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label={t`Phone`} type="tel" required value={values.phone} onChange={set('phone')} error={error('phone')} />
          <TextInput label={t`E-mail (optional)`} type="email" value={values.email} onChange={set('email')} error={error('email')} />
          <TextInput type="date" label={t`Pick-up day`} min={today} value={values.from} onChange={set('from')} error={error('from')} />
          <TextInput type="date" label={t`Return day`} min={values.from} value={values.to} onChange={set('to')} error={error('to')} />
          <NativeSelect label={t`Pick-up time`} value={values.pickUpTime} data={timeOptions(values.from)} onChange={set('pickUpTime')} />
          <NativeSelect label={t`Return time`} value={values.returnTime} data={timeOptions(values.to)} onChange={set('returnTime')} />
        </SimpleGrid>
        {quote && !quote.ok && <Text c="orange.9">{i18n._(refusalMessage(quote))}</Text>}
        <TextInput
          label={t`Price agreed (€)`}
          inputMode="numeric"
          value={shown.total}
          description={quote?.ok ? t`The car's rates give ${formatPrice(quote.total, lang)}.` : undefined}
          onChange={(event) => {
            setPriceEdited(true)
            set('total')(event)
          }}
          error={error('total')}
        />
        <TextInput label={t`Note (optional)`} maxLength={BOOKING_LIMITS.bookingNoteMaxLength} value={values.note} onChange={set('note')} />
        {held.length > 0 && (
          <Alert color="orange" role="alert" icon={<IconCalendarX size={20} aria-hidden />}>
            <Trans>The car is already busy on {heldText}: choose other days.</Trans>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" h={44} onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" h={44} disabled={held.length > 0}>
            <Trans>Book it</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
