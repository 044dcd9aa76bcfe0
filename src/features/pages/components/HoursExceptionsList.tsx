import { Trans } from '@lingui/react/macro'
import { List, Text } from '@mantine/core'
import { useId } from 'react'
import type { HoursException } from '@/config/business'
import { useSiteSettings } from '@/features/site/api/use-site-settings'
import { useDealerToday } from '@/features/site/components/SiteNotice'
import { weekdayOf } from '@/features/site/model/opening-status'
import { dateTimeFormat, regionalLocale } from '@/lib/intl'
import { useLocale } from '@/lib/use-locale'
import { dayHoursPhrase } from './opening-hours'

/** "10 – 20 agosto", "24 dicembre": the days of an exception, without the year. */
function daysLabel({ from, to }: HoursException, locale: string): string {
  const format = dateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' })
  const first = new Date(`${from}T00:00:00Z`)
  return from === to ? format.format(first) : format.formatRange(first, new Date(`${to}T00:00:00Z`))
}

/**
 * The dated exceptions still to come (or under way) on the dealer's clock, earliest first: closures and special
 * hours, with their reason. Nothing when there are none.
 */
export function HoursExceptionsList() {
  const lang = useLocale()
  const locale = regionalLocale(lang)
  const headingId = useId()
  const today = useDealerToday()
  const upcoming = useSiteSettings()
    .exceptions.filter((exception) => exception.to >= today)
    .sort((a, b) => a.from.localeCompare(b.from))
  if (upcoming.length === 0) return null
  return (
    <div>
      <Text fw={600} mt="lg" mb="xs" id={headingId}>
        <Trans>Closures and special hours</Trans>
      </Text>
      <List spacing={4} aria-labelledby={headingId}>
        {upcoming.map((exception) => {
          const days = daysLabel(exception, locale)
          const reason = exception.reason[lang].trim()
          const hours = dayHoursPhrase(weekdayOf(exception.from), exception.intervals, locale)
          return (
            <List.Item key={`${exception.from}-${exception.to}-${reason}`}>
              <Text span fw={500}>
                {days}
              </Text>
              {': '}
              {exception.intervals.length === 0 ? <Trans>closed</Trans> : hours}
              {reason && ` (${reason})`}
            </List.Item>
          )
        })}
      </List>
    </div>
  )
}
