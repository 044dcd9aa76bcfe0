import { Stack } from '@mantine/core'
import type { ReactNode } from 'react'

/** A page's alerts of one kind, one under the other above its content; nothing at all while there are none. */
export function AlertStack<T>({ items, children }: { items: readonly T[]; children: (item: T) => ReactNode }) {
  if (items.length === 0) return null
  return (
    <Stack gap="xs" mb="md">
      {items.map((item) => children(item))}
    </Stack>
  )
}
