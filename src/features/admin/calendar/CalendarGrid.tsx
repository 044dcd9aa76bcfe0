import { useLingui } from '@lingui/react/macro'
import { ScrollArea, UnstyledButton, VisuallyHidden } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { dayDate } from '@/features/bookings/model/booking-days'
import type { Booking } from '@/features/bookings/model/booking-schema'
import { dateTimeFormat, regionalLocale } from '@/lib/intl'
import { useLocale } from '@/lib/use-locale'
import { carRow } from './calendar-model'
import classes from './RentalCalendar.module.css'

export interface CalendarCar {
  id: string
  name: string
}

interface CalendarGridProps {
  cars: readonly CalendarCar[]
  days: readonly string[]
  bookings: readonly Booking[]
  /** Bookings written on this device that the server has not confirmed yet. */
  pendingIds: ReadonlySet<string>
  today: string
  /** A free day tapped: book it, or keep the car in. */
  onFree: (car: CalendarCar, day: string) => void
  /** A block tapped: remove it. */
  onUnblock: (block: Booking, car: CalendarCar) => void
  /** A booking with no request tapped: show it. */
  onOpen: (booking: Booking, car: CalendarCar) => void
}

/**
 * Cars as rows, days as columns: each day free, booked (a tap opens the request it confirms, or the booking the
 * dealer entered) or blocked (a tap removes the block); a free day's tap books it or keeps the car in. Past days
 * show the archived bookings too. Every cell is a button that says what it is and what a tap does.
 */
export function CalendarGrid({ cars, days, bookings, pendingIds, today, onFree, onUnblock, onOpen }: CalendarGridProps) {
  const { t } = useLingui()
  const lang = useLocale()
  const navigate = useNavigate()
  const locale = regionalLocale(lang)
  const weekday = dateTimeFormat(locale, { weekday: 'narrow', timeZone: 'UTC' })
  const longDay = dateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' })
  return (
    <ScrollArea type="auto" offsetScrollbars>
      <table className={classes.grid} data-testid="rental-calendar">
        <thead>
          <tr>
            <th scope="col" className={classes.carHeader}>
              {t`Car`}
            </th>
            {days.map((day) => (
              <th key={day} scope="col" className={classes.dayHeader} data-today={day === today || undefined}>
                <span aria-hidden>
                  {weekday.format(dayDate(day))}
                  <br />
                  {Number(day.slice(8))}
                </span>
                <VisuallyHidden>{longDay.format(dayDate(day))}</VisuallyHidden>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {cars.map((car) => (
            <tr key={car.id}>
              <th scope="row" className={classes.carName}>
                {car.name}
              </th>
              {carRow(car.id, days, bookings).map((booking, index) => {
                const day = days[index]!
                const when = longDay.format(dayDate(day))
                if (!booking) {
                  return (
                    <td key={day} className={classes.cell}>
                      <UnstyledButton
                        className={classes.free}
                        aria-label={t`${car.name}, ${when}: free. Book it or keep it in`}
                        onClick={() => onFree(car, day)}
                      />
                    </td>
                  )
                }
                const pending = pendingIds.has(booking.id) || undefined
                const archived = booking.archived || undefined
                if (booking.kind === 'block' && booking.archived) {
                  return (
                    <td key={day} className={classes.cell}>
                      <div className={classes.block} data-archived role="img" aria-label={t`${car.name}, ${when}: was kept in`} />
                    </td>
                  )
                }
                if (booking.kind === 'block') {
                  return (
                    <td key={day} className={classes.cell}>
                      <UnstyledButton
                        className={classes.block}
                        data-pending={pending}
                        aria-label={t`${car.name}, ${when}: kept in. Remove the block`}
                        onClick={() => onUnblock(booking, car)}
                      />
                    </td>
                  )
                }
                const customer = booking.customer
                const leadId = booking.leadId
                return (
                  <td key={day} className={classes.cell}>
                    <UnstyledButton
                      className={classes.booked}
                      data-pending={pending}
                      data-archived={archived}
                      aria-label={t`${car.name}, ${when}: booked by ${customer}`}
                      onClick={() => (leadId ? void navigate({ to: '/$lang/admin/leads/$id', params: { lang, id: leadId } }) : onOpen(booking, car))}
                    >
                      {day === booking.from && <span aria-hidden>{customer.slice(0, 1)}</span>}
                    </UnstyledButton>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  )
}
