import { Stack, Title } from '@mantine/core'
import { useId, type ReactNode } from 'react'

/** A titled section of a legal page: an `h2` and its paragraphs, labelled for assistive technology. */
export function LegalSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  const id = useId()
  return (
    <Stack component="section" aria-labelledby={id} gap="sm" mb="xl">
      <Title order={2} id={id} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  )
}
