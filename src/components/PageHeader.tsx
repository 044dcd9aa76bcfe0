import { Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** The heading block every page starts with: one `h1` and an optional lead paragraph. */
export function PageHeader({ title, lead, eyebrow }: { title: ReactNode; lead?: ReactNode; eyebrow?: ReactNode }) {
  return (
    <Stack gap="xs" mb="xl">
      {eyebrow && (
        <Text tt="uppercase" fw={700} fz="sm" c="green.8" lts={1}>
          {eyebrow}
        </Text>
      )}
      <Title order={1}>{title}</Title>
      {lead && (
        <Text fz="lg" c="dimmed" maw={760}>
          {lead}
        </Text>
      )}
    </Stack>
  )
}
