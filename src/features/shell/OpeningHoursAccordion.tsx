import { Trans, useLingui } from '@lingui/react/macro'
import { Accordion, Badge, Text } from '@mantine/core'
import { business, WEEKDAYS, type OpeningInterval, type Weekday } from '@/config/business'
import { weekdayLabel } from '@/lib/intl'
import { useLocale } from '@/lib/use-locale'
import classes from './OpeningHoursAccordion.module.css'

export function formatIntervals(intervals: OpeningInterval[], separator: string): string {
  return intervals.map(({ opens, closes }) => `${opens}–${closes}`).join(separator)
}

/** Opening hours, Sunday to Saturday, each day expandable; today's is highlighted and open. */
export function OpeningHoursAccordion({ today = new Date().getDay() as Weekday }: { today?: Weekday }) {
  const { t } = useLingui()
  const locale = useLocale()
  return (
    <Accordion defaultValue={String(today)} variant="separated" radius="md" chevronPosition="right">
      {WEEKDAYS.map((day) => {
        const intervals = business.openingHours[day]
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
              {intervals.length === 0 ? <Text c="dimmed"><Trans>Closed</Trans></Text> : <Text>{formatIntervals(intervals, ', ')}</Text>}
            </Accordion.Panel>
          </Accordion.Item>
        )
      })}
    </Accordion>
  )
}
