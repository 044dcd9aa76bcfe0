import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Anchor, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core'
import { IconBrandWhatsapp, IconCalendarEvent, IconMail } from '@tabler/icons-react'
import { useId, useRef, useState, type FormEvent } from 'react'
import { ResponsiveGrid } from '@/components/ResponsiveGrid'
import { trackEvent } from '@/features/analytics/events'
import { useSiteSettings } from '@/features/site/api/use-site-settings'
import type { Locale } from '@/lib/locale'
import { rentalRequestLinks, type RentalDates } from './contact-messages'
import type { RentVehicle } from '../model/vehicle-schema'
import { useIsoDate } from '@/lib/clock'
import { validateRentalDates, type RentalDateErrors } from './rental-dates'

type Channel = 'email' | 'whatsapp'

/**
 * Asks for the car on given dates: the visitor picks them and their mail app (or WhatsApp) opens with the car,
 * both dates and the link to this page filled in. Nothing is sent to a server.
 */
export function RentalRequestForm({ vehicle, lang }: { vehicle: RentVehicle; lang: Locale }) {
  const { t, i18n } = useLingui()
  const contacts = useSiteSettings()
  const headingId = useId()
  const [dates, setDates] = useState<RentalDates>({ from: '', to: '' })
  const [errors, setErrors] = useState<RentalDateErrors>({})
  const [sent, setSent] = useState<{ channel: Channel; href: string } | null>(null)
  const fromRef = useRef<HTMLInputElement>(null)
  const toRef = useRef<HTMLInputElement>(null)
  // The earliest pick-up date: the device's today (the build's, in prerendered HTML).
  const today = useIsoDate()

  const change = (field: keyof RentalDates) => (value: string) => {
    const next = { ...dates, [field]: value }
    setDates(next)
    setSent(null)
    // Once an error shows, it follows the typing; before that, the visitor is left alone until they send.
    if (Object.keys(errors).length > 0) setErrors(validateRentalDates(next))
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    const channel: Channel = submitter?.getAttribute('value') === 'whatsapp' ? 'whatsapp' : 'email'
    const found = validateRentalDates(dates)
    setErrors(found)
    if (found.from || found.to) {
      setSent(null)
      const invalid = found.from ? fromRef.current : toRef.current
      invalid?.focus()
      return
    }
    const links = rentalRequestLinks(vehicle, dates, { lang, i18n }, contacts)
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
          </ResponsiveGrid>
          <Stack gap="xs">
            <Button type="submit" name="channel" value="email" leftSection={<IconMail size={18} aria-hidden />}>
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
