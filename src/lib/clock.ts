import type { Weekday } from '@/config/business'
import { useMemo } from 'react'
import { createStore, useStore, type ReadableStore } from './live-store'

/**
 * Today's date for what a page shows of it (the year in the footer, today's opening hours, the earliest
 * rental date). Prerendered HTML is made on the build's day: while the app takes it over, it renders that
 * day too (or nothing, for today's hours), so that its first render matches the HTML; the device's own date
 * follows right after.
 */

/** When this build was made (its prerendered pages with it); now, where the build defines no time (tests). */
const builtAt = new Date((import.meta.env.VITE_BUILT_AT as string | undefined) ?? Date.now())

/** A value read from the clock when asked: it changes too rarely (at midnight) to be watched. */
function clockValue<T>(read: (now: Date) => T): ReadableStore<T> {
  return { get: () => read(new Date()), subscribe: () => () => {} }
}

const year = clockValue((now) => now.getFullYear())
const weekday = clockValue((now) => now.getDay() as Weekday)
const isoDate = clockValue(toIsoDate)

/** A local calendar day as `YYYY-MM-DD`, the format of `<input type="date">`. */
export function toIsoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** This year (the build's, while prerendered HTML is taken over). */
export function useCurrentYear(): number {
  return useStore(year, builtAt.getFullYear())
}

/** Today's weekday, `null` in prerendered HTML and while it is taken over (no day is marked in it). */
export function useWeekday(): Weekday | null {
  return useStore<Weekday | null>(weekday, null)
}

/** Today as `YYYY-MM-DD` (the build's day, while prerendered HTML is taken over). */
export function useIsoDate(): string {
  return useStore(isoDate, toIsoDate(builtAt))
}

/** How often the current minute is read while someone shows it: it changes on the minute. */
const MINUTE_TICK_MS = 15_000

const minuteOf = (instant: number) => Math.floor(instant / 60_000)

/** The current minute, as a number, while someone shows it. */
const minute = createStore(minuteOf(Date.now()), {
  start(store) {
    store.set(minuteOf(Date.now()))
    const timer = setInterval(() => store.set(minuteOf(Date.now())), MINUTE_TICK_MS)
    return () => clearInterval(timer)
  },
})

/**
 * Now, to the minute, for what changes during a visit (whether the dealer is open, a notice that starts today),
 * updated on the minute. `null` in prerendered HTML and while it is taken over, or, with `beforeTakeover`, the
 * build's time (what the prerendered HTML was made with).
 */
export function useCurrentMinute(): Date | null
export function useCurrentMinute(options: { beforeTakeover: 'build-time' }): Date
export function useCurrentMinute({ beforeTakeover }: { beforeTakeover?: 'build-time' } = {}): Date | null {
  const value = useStore<number | null>(minute, beforeTakeover ? minuteOf(builtAt.getTime()) : null)
  return useMemo(() => (value === null ? null : new Date(value * 60_000)), [value])
}
