import { Trans, useLingui } from '@lingui/react/macro'
import { Accordion, Badge, Text } from '@mantine/core'
import { WEEKDAYS, type OpeningInterval, type Weekday } from '@/config/business'
import { useSiteSettings } from '@/features/site/api/use-site-settings'
import { weekdayHours } from '@/features/site/model/site-settings'
import { useState } from 'react'
import { useWeekday } from '@/lib/clock'
import { weekdayLabel } from '@/lib/intl'
import { useLocale } from '@/lib/use-locale'
import classes from './OpeningHoursAccordion.module.css'

export function formatIntervals(intervals: OpeningInterval[], separator: string): string {
  return intervals.map(({ opens, closes }) => `${opens}–${closes}`).join(separator)
}

/**
 * Opening hours, Sunday to Saturday, each day expandable; today's is highlighted and open (once the device's
 * date is known: prerendered HTML marks no day). `today` overrides the device's day.
 */
export function OpeningHoursAccordion({ today: givenDay }: { today?: Weekday }) {
  const { t } = useLingui()
  const locale = useLocale()
  const deviceDay = useWeekday()
  const today = givenDay ?? deviceDay
  // Today's day opens when it becomes known, until the visitor opens or closes one themselves.
  const [chosen, setChosen] = useState<string | null | undefined>(undefined)
  const opened = chosen === undefined ? (today === null ? null : String(today)) : chosen
  const hours = weekdayHours(useSiteSettings())
  return (
    <Accordion value={opened} onChange={setChosen} variant="separated" radius="md" chevronPosition="right">
      {WEEKDAYS.map((day) => {
        const intervals = hours[day]
        const isToday = day === today
        const name = weekdayLabel(day, locale)
        return (
          <Accordion.Item key={day} value={String(day)} data-today={isToday || undefined}>
            <Accordion.Control aria-label={isToday ? t`${name}, today` : undefined}>
              {/* Spans: the control's label is one, and holds phrasing content only. */}
              <span className={classes.label}>
                <Text span fw={isToday ? 700 : 500} tt="capitalize">
                  {name}
                </Text>
                {isToday && (
                  <Badge component="span" color="green" variant="filled" size="sm">
                    <Trans>Today</Trans>
                  </Badge>
                )}
              </span>
            </Accordion.Control>
            <Accordion.Panel>
              {intervals.length === 0 ? (
                <Text c="dimmed">
                  <Trans>Closed</Trans>
                </Text>
              ) : (
                <Text>{formatIntervals(intervals, ', ')}</Text>
              )}
            </Accordion.Panel>
          </Accordion.Item>
        )
      })}
    </Accordion>
  )
}
