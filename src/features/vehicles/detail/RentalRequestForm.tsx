import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Anchor, Button, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core'
import { IconBrandWhatsapp, IconCalendarEvent, IconMail, IconSend } from '@tabler/icons-react'
import { useId, useRef, useState, type FormEvent } from 'react'
import { ResponsiveGrid } from '@/components/ResponsiveGrid'
import { trackEvent } from '@/features/analytics/events'
import { useSiteSettings } from '@/features/site/api/use-site-settings'
import type { Locale } from '@/lib/locale'
import { rentalRequestLinks, type RentalDates } from './contact-messages'
import type { RentVehicle } from '../model/vehicle-schema'
import { useIsoDate } from '@/lib/clock'
import { DRIVER_AGE_BANDS, ageBandLabel, type DriverAgeBand, type RentalExtra } from '@/features/leads/model/lead-constants'
import { dealerSchedule, pickUpTimesOn } from '@/features/leads/model/visit-times'
import { leadIntentProps } from '@/features/leads/forms/use-lead-dialog'
import { validateRentalDates, validateRentalRequest, type RentalDateErrors } from './rental-dates'
import type { RentalQuoteSent } from '@/features/leads/model/lead-rental-schema'
import { parseIsoDate } from './contact-messages'
import { quoteRental, type RentalQuote as Quote } from '../model/rental-pricing'
import { RentalQuote } from './RentalQuote'
import { RentalExtrasField } from './RentalExtrasField'
import { msg } from '@lingui/core/macro'
import { useBusyDays } from '@/features/bookings/api/use-busy-days'
import { busyAmong, daysFromTo } from '@/features/bookings/model/booking-days'

type Channel = 'request' | 'email' | 'whatsapp'

/** What a request for the rental carries besides the visitor's contact details. */
export interface RentalRequestValues {
  from: string
  to: string
  pickUpTime: string
  returnTime: string
  ageBand: DriverAgeBand
  /** The price the page showed for them, with a line for each extra chosen. */
  quote: RentalQuoteSent
}

/**
 * The price rules' answer once both dates are chosen (not in the past) with their times, or with a day the dealer
 * is closed (refused at once, before any time can be chosen); null before.
 */
function quoteFor(
  vehicle: RentVehicle,
  choice: { dates: RentalDates; pickUpTime: string; returnTime: string; ageBand: DriverAgeBand | ''; extras: readonly RentalExtra[] },
  times: { pickUp: readonly string[]; return: readonly string[] },
  schedule: ReturnType<typeof dealerSchedule>,
): Quote | null {
  const { dates } = choice
  if (!parseIsoDate(dates.from) || !parseIsoDate(dates.to) || validateRentalDates(dates).from) return null
  // A closed day has no times to choose: any time makes the rules refuse the day.
  const pickUpTime = choice.pickUpTime || (times.pickUp.length === 0 ? '12:00' : '')
  const returnTime = choice.returnTime || (times.return.length === 0 ? '12:00' : '')
  if (!pickUpTime || !returnTime) return null
  const { ageBand, extras } = choice
  const chosen = { ageBand: ageBand || undefined, childSeat: extras.includes('child-seat'), secondDriver: extras.includes('second-driver') }
  return quoteRental(vehicle, { from: dates.from, to: dates.to, pickUpTime, returnTime, ...chosen }, schedule)
}

/**
 * Asks for the car on given dates: the visitor picks them, the pick-up time and the driver's age, and sends the
 * request to the dealer from the site (`onRequest` opens the form for their contact details: it is recorded,
 * offline too); or their mail app (or WhatsApp) opens with the car, the dates and the link to this page.
 */
export function RentalRequestForm({ vehicle, lang, onRequest }: { vehicle: RentVehicle; lang: Locale; onRequest: (values: RentalRequestValues) => void }) {
  const { t, i18n } = useLingui()
  const contacts = useSiteSettings()
  const headingId = useId()
  const [dates, setDates] = useState<RentalDates>({ from: '', to: '' })
  const [pickUpTime, setPickUpTime] = useState('')
  const [returnTime, setReturnTime] = useState('')
  const [ageBand, setAgeBand] = useState<DriverAgeBand | ''>('')
  const [extras, setExtras] = useState<RentalExtra[]>([])
  const [errors, setErrors] = useState<RentalDateErrors>({})
  const [sent, setSent] = useState<{ channel: Channel; href: string } | null>(null)
  const fromRef = useRef<HTMLInputElement>(null)
  const toRef = useRef<HTMLInputElement>(null)
  const timeRef = useRef<HTMLSelectElement>(null)
  const returnTimeRef = useRef<HTMLSelectElement>(null)
  const ageRef = useRef<HTMLSelectElement>(null)
  // The dealer's opening times on the pick-up day (none until a day is chosen, as in prerendered HTML).
  const schedule = dealerSchedule(contacts)
  const times = dates.from ? pickUpTimesOn(dates.from, schedule) : []
  const returnTimes = dates.to ? pickUpTimesOn(dates.to, schedule) : []
  const quote = quoteFor(vehicle, { dates, pickUpTime, returnTime, ageBand, extras }, { pickUp: times, return: returnTimes }, schedule)
  // The earliest pick-up date: the device's today (the build's, in prerendered HTML).
  const today = useIsoDate()
  // Days another booking holds (as read when the page opened): refused here, before the dealer has to say no.
  const busy = useBusyDays(vehicle.id)

  const change = (field: keyof RentalDates) => (value: string) => {
    const next = { ...dates, [field]: value }
    setDates(next)
    setSent(null)
    if (field === 'from' && pickUpTime && !pickUpTimesOn(value, schedule).includes(pickUpTime)) setPickUpTime('')
    if (field === 'to' && returnTime && !pickUpTimesOn(value, schedule).includes(returnTime)) setReturnTime('')
    // Once an error shows, it follows the typing; before that, the visitor is left alone until they send.
    if (Object.keys(errors).length > 0) setErrors(validateRentalDates(next))
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    const value = submitter?.getAttribute('value')
    const channel: Channel = value === 'whatsapp' || value === 'email' ? value : 'request'
    const found =
      channel === 'request' ? validateRentalRequest(dates, { pickUpTime, returnTime, ageBand, times, returnTimes, quote }) : validateRentalDates(dates)
    if (!found.from && !found.to && busy.status === 'ready' && busyAmong(daysFromTo(dates.from, dates.to), busy.days).length > 0) {
      found.from = msg`The car is already booked on some of these days (see when it is free): choose others.`
    }
    setErrors(found)
    if (Object.keys(found).length > 0) {
      setSent(null)
      const invalid = found.from
        ? fromRef.current
        : found.to
          ? toRef.current
          : found.pickUpTime
            ? timeRef.current
            : found.returnTime
              ? returnTimeRef.current
              : ageRef.current
      invalid?.focus()
      return
    }
    if (channel === 'request') {
      if (!quote?.ok) return
      setSent(null)
      const { ok: _ok, ...price } = quote
      onRequest({ ...dates, pickUpTime, returnTime, ageBand: ageBand as DriverAgeBand, quote: price })
      return
    }
    const links = rentalRequestLinks(vehicle, { ...dates, pickUpTime, ageBand: ageBand ? ageBandLabel(ageBand) : '' }, { lang, i18n }, contacts)
    trackEvent({ name: 'contact_click', method: channel, vehicleId: vehicle.id })
    if (channel === 'email') {
      setSent({ channel, href: links.mailto })
      window.location.assign(links.mailto)
    } else {
      setSent({ channel, href: links.whatsapp })
      window.open(links.whatsapp, '_blank', 'noopener,noreferrer')
    }
  }

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={headingId}>
      <form onSubmit={submit} noValidate aria-labelledby={headingId} data-testid="rental-request-form">
        <Stack gap="md">
          <div>
            <Title order={2} size="h4" id={headingId}>
              <Trans>Request these dates</Trans>
            </Title>
            <Text fz="sm" c="dimmed" mt={4}>
              <Trans>Choose when you need the car: we will confirm availability and the total price.</Trans>
            </Text>
          </div>
          <ResponsiveGrid cols={{ base: 1, xs: 2, md: 1 }} spacing="sm">
            <TextInput
              ref={fromRef}
              type="date"
              label={t`Pick-up date`}
              required
              min={today}
              value={dates.from}
              onChange={(event) => change('from')(event.currentTarget.value)}
              error={errors.from ? i18n._(errors.from) : undefined}
              leftSection={<IconCalendarEvent size={18} aria-hidden />}
            />
            <TextInput
              ref={toRef}
              type="date"
              label={t`Return date`}
              required
              min={dates.from || today}
              value={dates.to}
              onChange={(event) => change('to')(event.currentTarget.value)}
              error={errors.to ? i18n._(errors.to) : undefined}
              leftSection={<IconCalendarEvent size={18} aria-hidden />}
            />
            <NativeSelect
              ref={timeRef}
              label={t`Pick-up time`}
              value={pickUpTime}
              onChange={(event) => {
                setPickUpTime(event.currentTarget.value)
                if (errors.pickUpTime) setErrors(({ pickUpTime: _time, ...rest }) => rest)
              }}
              data={[{ value: '', label: dates.from ? t`Choose a time` : t`Choose the pick-up date first` }, ...times]}
              disabled={times.length === 0}
              error={errors.pickUpTime ? i18n._(errors.pickUpTime) : undefined}
            />
            <NativeSelect
              ref={returnTimeRef}
              label={t`Return time`}
              value={returnTime}
              onChange={(event) => {
                setReturnTime(event.currentTarget.value)
                if (errors.returnTime) setErrors(({ returnTime: _time, ...rest }) => rest)
              }}
              data={[{ value: '', label: dates.to ? t`Choose a time` : t`Choose the return date first` }, ...returnTimes]}
              disabled={returnTimes.length === 0}
              error={errors.returnTime ? i18n._(errors.returnTime) : undefined}
            />
            <NativeSelect
              ref={ageRef}
              label={t`Driver's age`}
              value={ageBand}
              onChange={(event) => {
                setAgeBand(event.currentTarget.value as DriverAgeBand | '')
                if (errors.ageBand) setErrors(({ ageBand: _age, ...rest }) => rest)
              }}
              data={[{ value: '', label: t`Choose…` }, ...DRIVER_AGE_BANDS.map((band) => ({ value: band, label: ageBandLabel(band) }))]}
              error={errors.ageBand ? i18n._(errors.ageBand) : undefined}
            />
          </ResponsiveGrid>
          <RentalExtrasField terms={vehicle} lang={lang} value={extras} onChange={setExtras} />
          <RentalQuote quote={quote} lang={lang} />
          <Stack gap="xs">
            <Button type="submit" name="channel" value="request" leftSection={<IconSend size={18} aria-hidden />} {...leadIntentProps}>
              <Trans>Send the request</Trans>
            </Button>
            <Text fz="xs" c="dimmed" ta="center">
              <Trans>or ask in your own app:</Trans>
            </Text>
            <Button type="submit" name="channel" value="email" variant="light" leftSection={<IconMail size={18} aria-hidden />}>
              <Trans>Request by e-mail</Trans>
            </Button>
            <Button type="submit" name="channel" value="whatsapp" variant="light" leftSection={<IconBrandWhatsapp size={18} aria-hidden />}>
              <Trans>Request on WhatsApp</Trans>
            </Button>
          </Stack>
          {sent && (
            <Alert
              color="green"
              role="status"
              icon={sent.channel === 'email' ? <IconMail size={20} aria-hidden /> : <IconBrandWhatsapp size={20} aria-hidden />}
              title={<Trans>Your request is ready</Trans>}
            >
              {sent.channel === 'email' ? (
                <Trans>
                  Your mail app should have opened with the request. If it did not, <Anchor href={sent.href}>open the e-mail here</Anchor>.
                </Trans>
              ) : (
                <Trans>
                  WhatsApp should have opened with the request. If it did not,{' '}
                  <Anchor href={sent.href} target="_blank" rel="noopener noreferrer">
                    open WhatsApp here
                  </Anchor>
                  .
                </Trans>
              )}
            </Alert>
          )}
        </Stack>
      </form>
    </Paper>
  )
}
