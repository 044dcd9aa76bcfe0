import type { I18n, MessageDescriptor } from '@lingui/core'

/**
 * The options of a select over a fixed list of values (a lead's kind, a vehicle's status or fuel…): each value
 * with its name from the table of messages that names every value, in the reader's language, in the list's order.
 */
export function labelOptions<T extends string>(
  values: readonly T[],
  labels: Readonly<Record<T, MessageDescriptor>>,
  i18n: I18n,
): { value: T; label: string }[] {
  return values.map((value) => ({ value, label: i18n._(labels[value]) }))
}
