import { Trans } from '@lingui/react/macro'
import { Badge, Group, Table, Text } from '@mantine/core'
import { useSyncExternalStore } from 'react'
import { business, type Weekday } from '@/config/business'
import { useLocale } from '@/lib/use-locale'
import { weekdayLabel } from '@/lib/intl'
import { formatDayHours, WEEK_FROM_MONDAY } from './opening-hours'

const noSubscription = () => () => {}

/** Today's weekday; `null` in prerendered HTML and during hydration, so server and client markup agree. */
function useToday(): Weekday | null {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getDay() as Weekday,
    () => null,
  )
}

/**
 * The full week's opening hours from the business config, Monday to Sunday, with today marked.
 * Pass the id of the heading above it as `labelledBy` so the table has an accessible name.
 */
export function OpeningHoursList({ labelledBy }: { labelledBy?: string }) {
  const lang = useLocale()
  const today = useToday()
  return (
    <Table withRowBorders verticalSpacing="xs" horizontalSpacing="sm" maw={520} aria-labelledby={labelledBy}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">
            <Trans>Day</Trans>
          </Table.Th>
          <Table.Th scope="col">
            <Trans>Hours</Trans>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {WEEK_FROM_MONDAY.map((day) => {
          const isToday = day === today
          const closed = business.openingHours[day].length === 0
          return (
            <Table.Tr key={day} aria-current={isToday ? 'date' : undefined} fw={isToday ? 700 : undefined}>
              <Table.Th scope="row" fw={isToday ? 700 : 500}>
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
              </Table.Th>
              <Table.Td>
                {closed ? (
                  <Text span inherit c="dimmed">
                    <Trans>Closed</Trans>
                  </Text>
                ) : (
                  formatDayHours(day, lang)
                )}
              </Table.Td>
            </Table.Tr>
          )
        })}
      </Table.Tbody>
    </Table>
  )
}
