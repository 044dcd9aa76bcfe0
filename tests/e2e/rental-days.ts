/** `YYYY-MM-DD` of the day `offsetDays` from today, on this machine's clock. */
export function isoDay(offsetDays: number): string {
  const date = new Date()
  date.setDate(date.getDate() + offsetDays)
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
}

/** The first Tuesday at least `offsetDays` from today, and the days after it (the demo dealer opens on Tuesday and Thursday mornings). */
export function tuesdayFrom(offsetDays: number): { tuesday: string; day: (after: number) => string } {
  let offset = offsetDays
  while (new Date(`${isoDay(offset)}T12:00:00Z`).getUTCDay() !== 2) offset++
  return { tuesday: isoDay(offset), day: (after) => isoDay(offset + after) }
}
