import { addDays, addMonths, daysFromTo, monthDays, weekdayOf } from '@/features/bookings/model/booking-days'
import type { Booking } from '@/features/bookings/model/booking-schema'

/** The dealer's calendar shows a week (Monday to Sunday) or a month. */
export type CalendarView = 'week' | 'month'

/** The days a view shows around `anchor`: its week from Monday, or its month. */
export function viewDays(view: CalendarView, anchor: string): string[] {
  if (view === 'week') {
    const monday = addDays(anchor, -weekdayOf(anchor))
    return daysFromTo(monday, addDays(monday, 6))
  }
  return monthDays(anchor)
}

/** The anchor of the view before (-1) or after (+1) the one around `anchor`. */
export function moveView(view: CalendarView, anchor: string, step: -1 | 1): string {
  return view === 'week' ? addDays(anchor, 7 * step) : addMonths(anchor, step)
}

/**
 * Each of `days` with the booking or block of `vehicleId` that holds it, if any: a past day shows what the car did,
 * from the archived bookings (a live one, should they meet, wins).
 */
export function carRow(vehicleId: string, days: readonly string[], bookings: readonly Booking[]): (Booking | null)[] {
  const byDay = new Map<string, Booking>()
  const ofCar = bookings.filter((booking) => booking.vehicleId === vehicleId)
  for (const booking of [...ofCar.filter((one) => one.archived), ...ofCar.filter((one) => !one.archived)]) {
    for (const day of booking.days) byDay.set(day, booking)
  }
  return days.map((day) => byDay.get(day) ?? null)
}

export interface DayMovements {
  /** Bookings that start on the day (the car goes out), by pick-up time. */
  pickUps: Booking[]
  /** Bookings that end on the day (the car comes back), by return time. */
  returns: Booking[]
}

/** The day's pick-ups and returns (blocks are neither). */
export function movementsOn(day: string, bookings: readonly Booking[]): DayMovements {
  const live = bookings.filter((booking) => booking.kind === 'booking' && !booking.archived)
  return {
    pickUps: live.filter((booking) => booking.from === day).sort((a, b) => a.pickUpTime.localeCompare(b.pickUpTime)),
    returns: live.filter((booking) => booking.to === day).sort((a, b) => a.returnTime.localeCompare(b.returnTime)),
  }
}
