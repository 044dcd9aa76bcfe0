import { Trans } from '@lingui/react/macro'
import { Badge, Box, Group, Text } from '@mantine/core'
import { DataTable } from '@/components/DataTable'
import { useSiteSettings } from '@/features/site/api/use-site-settings'
import { weekdayHours } from '@/features/site/model/site-settings'
import { useWeekday } from '@/lib/clock'
import { useLocale } from '@/lib/use-locale'
import { weekdayLabel } from '@/lib/intl'
import { dayHoursPhrase, WEEK_FROM_MONDAY } from './opening-hours'

/**
 * The full week's opening hours from the site settings, Monday to Sunday, with today marked.
 * Pass the id of the heading above it as `labelledBy` so the table has an accessible name.
 */
export function OpeningHoursList({ labelledBy }: { labelledBy?: string }) {
  const lang = useLocale()
  const today = useWeekday()
  const hours = weekdayHours(useSiteSettings())
  return (
    <DataTable withRowBorders spacing="xs" horizontalSpacing="sm" style={{ maxWidth: 520 }} aria-labelledby={labelledBy}>
      <thead>
        <tr>
          {/* Wide enough for the longest day with the Today badge, which only the device knows: its arrival after the
              hydration moves no column. */}
          <th scope="col" style={{ width: '10rem' }}>
            <Trans>Day</Trans>
          </th>
          <th scope="col">
            <Trans>Hours</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {WEEK_FROM_MONDAY.map((day) => {
          const isToday = day === today
          const closed = hours[day].length === 0
          return (
            <Box component="tr" key={day} aria-current={isToday ? 'date' : undefined} fw={isToday ? 700 : undefined}>
              <Box component="th" scope="row" fw={isToday ? 700 : 500}>
                <Group gap="xs" wrap="nowrap">
                  <Text span inherit tt="capitalize">
                    {weekdayLabel(day, lang)}
                  </Text>
                  {isToday && (
                    <Badge size="sm" variant="light">
                      <Trans>Today</Trans>
                    </Badge>
                  )}
                </Group>
              </Box>
              <td>
                {closed ? (
                  <Text span inherit c="dimmed">
                    <Trans>Closed</Trans>
                  </Text>
                ) : (
                  dayHoursPhrase(day, hours[day], lang)
                )}
              </td>
            </Box>
          )
        })}
      </tbody>
    </DataTable>
  )
}
