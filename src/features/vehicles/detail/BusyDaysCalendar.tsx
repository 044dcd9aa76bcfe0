import { Trans, useLingui } from '@lingui/react/macro'
import { Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core'
import { useId } from 'react'
import { useBusyDays } from '@/features/bookings/api/use-busy-days'
import { addDays, addMonths, dayDate, monthDays, weekdayOf } from '@/features/bookings/model/booking-days'
import { useIsoDate } from '@/lib/clock'
import { dateTimeFormat, regionalLocale } from '@/lib/intl'
import type { Locale } from '@/lib/locale'
import classes from './BusyDaysCalendar.module.css'

/** Months shown: this one and the next. */
const MONTHS = 2

/** The days of the month of `first` (`YYYY-MM-01`), with the blanks before the first Monday. */
function monthCells(first: string): (string | null)[] {
  return [...Array.from({ length: weekdayOf(first) }, () => null), ...monthDays(first)]
}

function Month({ first, busy, lang }: { first: string; busy: ReadonlySet<string>; lang: Locale }) {
  const { t } = useLingui()
  const locale = regionalLocale(lang)
  const title = dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(dayDate(first))
  const weekdays = Array.from({ length: 7 }, (_, index) =>
    dateTimeFormat(locale, { weekday: 'narrow', timeZone: 'UTC' }).format(dayDate(addDays('2024-01-01', index))),
  )
  const longDay = dateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' })
  return (
    <div>
      <Text fw={700} tt="capitalize" mb={4} aria-hidden>
        {title}
      </Text>
      <ul className={classes.month} aria-label={title}>
        {weekdays.map((name, index) => (
          <li key={`w${index}`} className={classes.weekday} aria-hidden>
            {name}
          </li>
        ))}
        {monthCells(first).map((day, index) =>
          day === null ? (
            <li key={`b${index}`} aria-hidden />
          ) : (
            <li key={day} className={classes.day} data-busy={busy.has(day) || undefined}>
              <span aria-hidden>{Number(day.slice(8))}</span>
              <VisuallyHidden>{busy.has(day) ? t`${longDay.format(dayDate(day))}: booked` : t`${longDay.format(dayDate(day))}: free`}</VisuallyHidden>
            </li>
          ),
        )}
      </ul>
    </div>
  )
}

/**
 * When a rental car is free: this month and the next, its busy days marked (read once the page runs; nothing says
 * who booked). The months' grid is there from the first paint, so the busy days appear without moving anything.
 * Offline, the last copy shows, with the day the dealer last changed it.
 */
export function BusyDaysCalendar({ vehicleId, lang }: { vehicleId: string; lang: Locale }) {
  const headingId = useId()
  const today = useIsoDate()
  const state = useBusyDays(vehicleId)
  // A past day is never busy for a visitor, archived or not: nobody can book it.
  const busy = new Set(state.status === 'ready' ? state.days.filter((day) => day >= today) : [])
  const months = Array.from({ length: MONTHS }, (_, index) => addMonths(today, index))
  const changed =
    state.status === 'ready' && state.updatedAt ? dateTimeFormat(regionalLocale(lang), { day: 'numeric', month: 'long' }).format(state.updatedAt) : null
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={headingId} data-testid="busy-days">
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          <Trans>When it is free</Trans>
        </Title>
        <div className={classes.months}>
          {months.map((first) => (
            <Month key={first} first={first} busy={busy} lang={lang} />
          ))}
        </div>
        <Group gap="xs" className={classes.status} role="status">
          {state.status === 'loading' ? (
            <Text fz="sm" c="dimmed">
              <Trans>Reading the booked days…</Trans>
            </Text>
          ) : state.status === 'failed' ? (
            <Text fz="sm">
              <Trans>The booked days could not be read: the dealer confirms availability when you send the request.</Trans>
            </Text>
          ) : (
            <Text fz="sm">
              <span className={classes.legend} aria-hidden /> <Trans>Booked</Trans>
              {state.offline && changed && (
                <>
                  {' · '}
                  <Trans>Offline: as last seen, changed on {changed}</Trans>
                </>
              )}
            </Text>
          )}
        </Group>
      </Stack>
    </Paper>
  )
}
