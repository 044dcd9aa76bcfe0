import { Trans, useLingui } from '@lingui/react/macro'
import { Switch, Text } from '@mantine/core'
import '@mantine/core/styles/Switch.css'
import { useId } from 'react'
import type { OpeningInterval } from '@/config/business'
import { weekdayLabel } from '@/lib/intl'
import { useLocale } from '@/lib/use-locale'
import { Section } from '../../components/Section'
import { dayNumber, GRID_DAYS, type SettingsForm } from '../model/settings-form-model'
import classes from './Sections.module.css'
import { IntervalsEditor, nextInterval } from './IntervalsEditor'

function DayRow({ form, day }: { form: SettingsForm; day: (typeof GRID_DAYS)[number] }) {
  const { t } = useLingui()
  const lang = useLocale()
  const labelId = useId()
  const name = weekdayLabel(dayNumber(day), lang)
  const path = `weeklyHours.${day}`
  const intervals = form.values.weeklyHours[day]
  const open = intervals.length > 0
  const error = form.errors[path]
  return (
    <div className={classes.dayRow} role="group" aria-labelledby={labelId}>
      <Text id={labelId} fw={600} tt="capitalize" className={classes.dayName}>
        {name}
      </Text>
      <Switch
        checked={open}
        onChange={(event) => form.setFieldValue(path, event.currentTarget.checked ? [nextInterval([])] : ([] as OpeningInterval[]))}
        label={t`Open`}
        size="md"
        className={classes.daySwitch}
      />
      {open ? (
        <IntervalsEditor form={form} path={path} name={name} />
      ) : (
        <Text c="dimmed" className={classes.closedDay}>
          <Trans>Closed all day</Trans>
        </Text>
      )}
      {typeof error === 'string' && (
        <Text c="red.9" size="sm" className={classes.dayError}>
          {error}
        </Text>
      )}
    </div>
  )
}

/** The week as a grid, Monday first: each day closed, or open with one or two intervals. */
export function WeekSection({ form }: { form: SettingsForm }) {
  return (
    <Section title={<Trans>Weekly opening hours</Trans>}>
      <Text size="sm" c="dimmed" mb="md">
        <Trans>Times on the showroom’s clock. A closing time of 00:00 means midnight.</Trans>
      </Text>
      <div className={classes.week}>
        {GRID_DAYS.map((day) => (
          <DayRow key={day} form={form} day={day} />
        ))}
      </div>
    </Section>
  )
}
