import { Trans, useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Alert, Button, Input, Modal, NativeSelect, NumberInput, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core'
import '@mantine/core/styles/NumberInput.css'
import '@mantine/core/styles/SegmentedControl.css'
import { useForm } from '@mantine/form'
import { IconAlertTriangle, IconSend } from '@tabler/icons-react'
import { useEffect, useId, useMemo, useState } from 'react'
import { ResponsiveGrid } from '@/components/ResponsiveGrid'
import { PrivacyConsent } from '@/features/contact/PrivacyConsent'
import { trackEvent } from '@/features/analytics/events'
import { minWidth, useMediaMatch } from '@/lib/screen'
import { useLocale } from '@/lib/use-locale'
import { LEAD_LIMITS, PARTS_OF_DAY, TRADE_IN_CONDITIONS, TRADE_IN_FUELS } from '../model/lead-constants'
import { PART_OF_DAY_LABELS, TRADE_IN_CONDITION_LABELS, TRADE_IN_FUEL_LABELS } from '../model/lead-labels'
import { dealerSchedule, testDriveDays } from '../model/visit-times'
import { useSiteSettings } from '@/features/site/api/use-site-settings'
import { forgetEntry, queueLead, useOutbox } from '../outbox/outbox'
import { emptyLeadForm, buildLead, leadFormErrors, type LeadFormValues } from './lead-form'
import type { LeadRequest } from './lead-request'
import { LeadStatus } from '../outbox/LeadStatus'
import { useLeadMessages } from '../use-lead-messages'
import { dayLabel, RequestSummary, Title } from './RequestSummary'
import { useTradeInPhotos } from './use-trade-in-photos'
import { TradeInPhotosField } from './TradeInPhotosField'
import classes from './LeadDialog.module.css'

function LeadForm({ request, onSent }: { request: LeadRequest; onSent: (id: string) => void }) {
  const { t, i18n } = useLingui()
  const lang = useLocale()
  const formId = useId()
  const [sending, setSending] = useState(false)
  const [sendError, setSendError] = useState(false)
  const settings = useSiteSettings()
  const days = useMemo(() => (request.kind === 'test-drive' ? testDriveDays(new Date(), dealerSchedule(settings)) : []), [request.kind, settings])
  const photos = useTradeInPhotos()
  const photoNames = photos.ready.map((photo) => photo.name)
  const translate = (errors: Record<string, MessageDescriptor | undefined>) =>
    Object.fromEntries(Object.entries(errors).flatMap(([key, error]) => (error ? [[key, i18n._(error)]] : [])))
  const form = useForm<LeadFormValues>({
    mode: 'controlled',
    initialValues: emptyLeadForm,
    validate: (values) => translate(leadFormErrors(request, values, { lang, photos: photoNames, days })),
  })
  const day = days.find((each) => each.date === form.values.date)

  const submit = form.onSubmit(
    async (values) => {
      if (photos.busy) return
      setSending(true)
      setSendError(false)
      try {
        const entry = await queueLead(buildLead(request, values, { lang, photos: photoNames }), photos.ready, request.vehicle?.name)
        trackEvent({ name: 'contact_click', method: 'form', ...(request.vehicle ? { vehicleId: request.vehicle.id } : {}) })
        onSent(entry.id)
      } catch (error) {
        console.warn('The request could not be kept on this device:', error)
        setSendError(true)
      } finally {
        setSending(false)
      }
    },
    () => {
      // The first field in error, where the visitor can fix it.
      requestAnimationFrame(() => document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
    },
  )

  return (
    <form id={formId} onSubmit={submit} noValidate aria-label={t`Request form`}>
      <Stack gap="sm">
        <RequestSummary request={request} lang={lang} />

        {request.kind === 'test-drive' && (
          <ResponsiveGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NativeSelect
              label={t`Preferred day`}
              required
              data={[{ value: '', label: t`Choose…` }, ...days.map(({ date }) => ({ value: date, label: dayLabel(date, lang) }))]}
              {...form.getInputProps('date')}
            />
            <Input.Wrapper label={t`Part of the day`} required error={form.errors.partOfDay}>
              <SegmentedControl
                fullWidth
                aria-label={t`Part of the day`}
                value={form.values.partOfDay}
                onChange={(value) => form.setFieldValue('partOfDay', value as LeadFormValues['partOfDay'])}
                data={PARTS_OF_DAY.map((part) => ({ value: part, label: i18n._(PART_OF_DAY_LABELS[part]), disabled: day ? !day.parts.includes(part) : false }))}
              />
            </Input.Wrapper>
          </ResponsiveGrid>
        )}

        {request.kind === 'trade-in' && (
          <>
            <ResponsiveGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput label={t`Make`} required maxLength={LEAD_LIMITS.tradeInMakeMax} {...form.getInputProps('make')} />
              <TextInput label={t`Model`} required maxLength={LEAD_LIMITS.tradeInModelMax} {...form.getInputProps('model')} />
              <NumberInput
                label={t`Year of first registration`}
                required
                allowDecimal={false}
                allowNegative={false}
                min={LEAD_LIMITS.tradeInYearMin}
                max={new Date().getFullYear()}
                {...form.getInputProps('year')}
              />
              <NumberInput
                label={t`Kilometres`}
                required
                allowDecimal={false}
                allowNegative={false}
                thousandSeparator={lang === 'it' ? '.' : ','}
                decimalSeparator={lang === 'it' ? ',' : '.'}
                suffix=" km"
                {...form.getInputProps('km')}
              />
              <NativeSelect
                label={t`Fuel`}
                required
                data={[{ value: '', label: t`Choose…` }, ...TRADE_IN_FUELS.map((fuel) => ({ value: fuel, label: i18n._(TRADE_IN_FUEL_LABELS[fuel]) }))]}
                {...form.getInputProps('fuel')}
              />
              <NativeSelect
                label={t`Condition`}
                required
                data={[
                  { value: '', label: t`Choose…` },
                  ...TRADE_IN_CONDITIONS.map((condition) => ({ value: condition, label: i18n._(TRADE_IN_CONDITION_LABELS[condition]) })),
                ]}
                {...form.getInputProps('condition')}
              />
            </ResponsiveGrid>
            <TradeInPhotosField photos={photos} error={form.errors.photos} />
          </>
        )}

        <Textarea
          label={request.kind === 'question' ? t`Your question` : t`Message (optional)`}
          required={request.kind === 'question'}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={LEAD_LIMITS.messageMax}
          {...form.getInputProps('message')}
        />

        <Text fz="sm" c="dimmed">
          <Trans>How shall we answer? A phone number or an e-mail address is enough.</Trans>
        </Text>
        <TextInput label={t`Name and surname`} autoComplete="name" required maxLength={LEAD_LIMITS.nameMax} {...form.getInputProps('name')} />
        <ResponsiveGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label={t`Phone`} type="tel" autoComplete="tel" inputMode="tel" maxLength={LEAD_LIMITS.phoneMax} {...form.getInputProps('phone')} />
          <TextInput label={t`E-mail`} type="email" autoComplete="email" maxLength={LEAD_LIMITS.emailMax} {...form.getInputProps('email')} />
        </ResponsiveGrid>
        <PrivacyConsent {...form.getInputProps('privacy', { type: 'checkbox' })} />

        {form.errors.form && (
          <Alert color="red" icon={<IconAlertTriangle size={20} aria-hidden />} role="alert">
            {form.errors.form}
          </Alert>
        )}
        {sendError && (
          <Alert color="red" icon={<IconAlertTriangle size={20} aria-hidden />} role="alert">
            <Trans>This device could not keep the request. Nothing you typed is lost: try again, or call us.</Trans>
          </Alert>
        )}
        <Button type="submit" size="md" loading={sending || photos.busy} leftSection={<IconSend size={18} aria-hidden />}>
          <Trans>Send request</Trans>
        </Button>
      </Stack>
    </form>
  )
}

/**
 * A request form in a dialog (the whole screen on a phone): the car it is about, the request's own fields, how
 * to answer, the privacy consent; once sent, where the request is, live, until it has reached the dealer.
 */
export default function LeadDialog({ request, onClose }: { request: LeadRequest; onClose: () => void }) {
  useLeadMessages()
  const { t } = useLingui()
  const wide = useMediaMatch(minWidth('sm'), true)
  const [sentId, setSentId] = useState<string | null>(null)
  const { entries, persistent } = useOutbox()
  const sent = sentId === null ? null : (entries.find((entry) => entry.id === sentId) ?? null)
  // Opened a frame after mounting, so that the dialog notes where the focus was and gives it back on closing.
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const frame = requestAnimationFrame(() => setShown(true))
    return () => cancelAnimationFrame(frame)
  }, [])
  const car = request.vehicle?.name
  // Once seen arrived, it leaves the device.
  const close = () => {
    if (sent?.state === 'delivered') void forgetEntry(sent.id)
    onClose()
  }

  return (
    <Modal
      opened={shown}
      onClose={close}
      fullScreen={!wide}
      size="lg"
      title={
        <span className={classes.title}>
          <Title request={request} />
          {car && (
            <Text component="span" display="block" fz="sm" c="dimmed">
              {car}
            </Text>
          )}
        </span>
      }
      closeButtonProps={{ 'aria-label': t`Close` }}
      data-testid="lead-dialog"
    >
      {sentId === null ? (
        <LeadForm request={request} onSent={setSentId} />
      ) : (
        <Stack gap="md">
          {sent ? <LeadStatus entry={sent} persistent={persistent} /> : <LeadStatusGone />}
          <Button variant="default" onClick={close} style={{ alignSelf: 'flex-start' }}>
            <Trans>Close</Trans>
          </Button>
        </Stack>
      )}
    </Modal>
  )
}

function LeadStatusGone() {
  return (
    <Text role="status">
      <Trans>Your request has reached us.</Trans>
    </Text>
  )
}
