import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core'
import '@mantine/core/styles/SegmentedControl.css'
import { DatePickerInput } from '@mantine/dates'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { useId } from 'react'
import { SETTINGS_LIMITS } from '@/features/site/model/site-settings-schema'
import { dateTimeFormat, regionalLocale } from '@/lib/intl'
import { LOCALES, type Locale } from '@/lib/locale'
import { useLocale } from '@/lib/use-locale'
import { TOUCH_INPUT } from '../../components/touch-input'
import { Section } from '../../components/Section'
import { newExceptionKey, overlappingExceptions, type FormException, type SettingsForm } from '../model/settings-form-model'
import classes from './Sections.module.css'
import { IntervalsEditor, nextInterval } from './IntervalsEditor'

/** "10 agosto – 20 agosto 2026", "24 dicembre 2026": the days of an exception as the form names them. */
export function daysLabel(from: string, to: string, locale: string): string {
  if (!from) return ''
  const format = dateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
  const start = new Date(`${from}T00:00:00Z`)
  return !to || to === from ? format.format(start) : format.formatRange(start, new Date(`${to}T00:00:00Z`))
}

function ExceptionCard({ form, index, overlaps, today }: { form: SettingsForm; index: number; overlaps: FormException[]; today: string }) {
  const { t } = useLingui()
  const lang = useLocale()
  const locale = regionalLocale(lang)
  const headingId = useId()
  const exception = form.values.exceptions[index]!
  const path = `exceptions.${index}`
  const days = daysLabel(exception.from, exception.to, locale) || t`New exception`
  const dates = form.getInputProps(`${path}.dates`)
  const others = overlaps.map((other) => daysLabel(other.from, other.to, locale)).join(', ')
  const reasonFields: Record<Locale, { label: string; placeholder: string }> = {
    it: { label: t`Reason in Italian`, placeholder: t`For example: Ferie estive` },
    en: { label: t`Reason in English`, placeholder: t`For example: Summer holidays` },
  }
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId} data-testid="hours-exception">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text id={headingId} fw={700}>
            {days}
          </Text>
          <Button
            variant="subtle"
            color="red"
            h={44}
            leftSection={<IconTrash size={18} aria-hidden />}
            onClick={() => form.removeListItem('exceptions', index)}
          >
            <Trans>Remove</Trans>
          </Button>
        </Group>
        <DatePickerInput
          type="range"
          allowSingleDateInRange
          label={t`Days`}
          description={t`The first and the last day, both included: tap the same day twice for one day.`}
          placeholder={t`Choose the days`}
          valueFormat="D MMMM YYYY"
          minDate={today}
          value={[exception.from || null, exception.to || null]}
          onChange={([from, to]) => {
            form.setFieldValue(`${path}.from`, from ?? '')
            form.setFieldValue(`${path}.to`, to ?? from ?? '')
          }}
          error={dates.error}
          data-path={`${path}.dates`}
          styles={TOUCH_INPUT}
          withAsterisk
        />
        <SegmentedControl
          value={exception.closed ? 'closed' : 'open'}
          onChange={(value) => {
            form.setFieldValue(`${path}.closed`, value === 'closed')
            if (value === 'open' && exception.intervals.length === 0) form.setFieldValue(`${path}.intervals`, [nextInterval([])])
          }}
          data={[
            { value: 'closed', label: t`Closed all day` },
            { value: 'open', label: t`Special hours` },
          ]}
          aria-label={t`Closed or special hours`}
        />
        {!exception.closed && <IntervalsEditor form={form} path={`${path}.intervals`} name={days} />}
        <div className={classes.pair}>
          {LOCALES.map((language) => (
            <TextInput
              key={language}
              {...reasonFields[language]}
              maxLength={SETTINGS_LIMITS.reasonMaxLength}
              styles={TOUCH_INPUT}
              {...form.getInputProps(`${path}.reason.${language}`)}
            />
          ))}
        </div>
        {overlaps.length > 0 && (
          <Text size="sm" c="dimmed">
            <Trans>It shares days with {others}: on those days the shorter of the two decides.</Trans>
          </Text>
        )}
      </Stack>
    </Paper>
  )
}

/** Holidays, closures and special hours on dates: each a day or a range of days, closed or with its own hours, and why. */
export function ExceptionsSection({ form, today, pastCount }: { form: SettingsForm; today: string; pastCount: number }) {
  const overlaps = overlappingExceptions(form.values.exceptions)
  const exceptions = form.values.exceptions
  const add = () => {
    const exception: FormException = { key: newExceptionKey(), from: today, to: today, closed: true, intervals: [], reason: { it: '', en: '' } }
    form.insertListItem('exceptions', exception)
  }
  const error = form.errors.exceptions
  return (
    <Section title={<Trans>Holidays and special hours</Trans>}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          <Trans>
            Dates when the showroom is closed or keeps other hours than the week’s: holidays, closing days, an open weekend. The site says so on those days, and
            search engines know it.
          </Trans>
        </Text>
        {pastCount > 0 && (
          <Text size="sm" c="dimmed">
            <Plural
              value={pastCount}
              one="# exception has ended and is removed when you save."
              other="# exceptions have ended and are removed when you save."
            />
          </Text>
        )}
        {exceptions.map((exception, index) => (
          <ExceptionCard key={exception.key} form={form} index={index} overlaps={overlaps.get(exception.key) ?? []} today={today} />
        ))}
        {typeof error === 'string' && (
          <Text c="red.9" size="sm">
            {error}
          </Text>
        )}
        <Button variant="light" h={48} leftSection={<IconPlus size={20} aria-hidden />} onClick={add} style={{ alignSelf: 'flex-start' }}>
          <Trans>Add a closure or special hours</Trans>
        </Button>
      </Stack>
    </Section>
  )
}
