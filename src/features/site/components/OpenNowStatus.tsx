import { useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import { useMemo } from 'react'
import { dateTimeFormat, regionalLocale, weekdayLabel } from '@/lib/intl'
import { useCurrentMinute } from '@/lib/clock'
import { useLocale } from '@/lib/use-locale'
import { useSiteSettings } from '../api/use-site-settings'
import { addDays, openingStatus, weekdayOf, type OpeningStatus } from '../model/opening-status'
import { weekdayHours } from '../model/site-settings'
import classes from './OpenNowStatus.module.css'

/** Whether the dealer is open now; null in prerendered HTML and while it is taken over (only the device knows the time). */
function useOpeningStatus(): OpeningStatus | null {
  const now = useCurrentMinute()
  const settings = useSiteSettings()
  return useMemo(() => (now === null ? null : openingStatus(now, { weeklyHours: weekdayHours(settings), exceptions: settings.exceptions })), [now, settings])
}

/** `HH:MM` on the dealer's clock in the locale's format ("8:30", "8:30 am"). */
function timeLabel(time: string, locale: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(new Date(Date.UTC(2023, 0, 1, hours, minutes)))
}

/** A calendar date as the locale writes it without the year ("20 agosto", "20 August"). */
function dateLabel(date: string, locale: string): string {
  return dateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))
}

/**
 * "Open now · closes at 7:00 pm", "Closed · opens Monday at 8:30 am", "Closed for holidays until 20 August",
 * on the dealer's clock. Only the device knows the time: prerendered pages and their hydration show an
 * empty line of the same height, filled right after.
 */
export function OpenNowStatus() {
  const { t } = useLingui()
  const lang = useLocale()
  const locale = regionalLocale(lang)
  const status = useOpeningStatus()
  const phrase = (() => {
    if (status === null) return null
    const { today } = status
    if (status.open) {
      if (status.closesAt === '24:00') return t`Open now · closes at midnight`
      const time = timeLabel(status.closesAt, locale)
      return t`Open now · closes at ${time}`
    }
    if (status.closure) {
      const date = dateLabel(status.closure.until, locale)
      const reason = status.closure.reason[lang].trim()
      return reason ? t`Closed for ${reason} until ${date}` : t`Closed until ${date}`
    }
    if (status.opensAt === null) return t`Closed`
    const time = timeLabel(status.opensAt.time, locale)
    const { date } = status.opensAt
    if (date === today) return t`Closed · opens at ${time}`
    if (date === addDays(today, 1)) return t`Closed · opens tomorrow at ${time}`
    if (date < addDays(today, 7)) {
      const day = weekdayLabel(weekdayOf(date), locale)
      return t`Closed · opens ${day} at ${time}`
    }
    const day = dateLabel(date, locale)
    return t`Closed · opens on ${day} at ${time}`
  })()
  return (
    <Text size="sm" fw={600} className={classes.status} data-open={status?.open || undefined} role="status">
      {phrase}
    </Text>
  )
}
