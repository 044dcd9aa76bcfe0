import { Trans } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import { dateTimeFormat } from '@/lib/intl'
import { useLocale } from '@/lib/use-locale'

/** "Last updated: 22 November 2026", with the date in the active locale. `date` is `YYYY-MM-DD`. */
export function LastUpdated({ date }: { date: string }) {
  const lang = useLocale()
  const formatted = dateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))
  return (
    <Text c="dimmed" size="sm" mb="xl">
      <Trans>
        Last updated: <time dateTime={date}>{formatted}</time>
      </Trans>
    </Text>
  )
}
