import { Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** A heading inside a section of the terms: one condition of sale or of rental. */
export function Subheading({ children }: { children: ReactNode }) {
  return (
    <Title order={3} size="h5" mt="sm">
      {children}
    </Title>
  )
}
