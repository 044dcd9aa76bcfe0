import { Card, Group, Stack, Title, type TitleOrder } from '@mantine/core'
import type { ComponentType, ReactNode } from 'react'
import { IconTile } from '@/components/IconTile'

export type PageIcon = ComponentType<{ size?: number | string; stroke?: number; 'aria-hidden'?: boolean }>

/** A bordered card with an icon and a heading, for lists of services, reasons and contacts. */
export function InfoCard({
  icon: Icon,
  title,
  order = 3,
  children,
  color,
}: {
  icon: PageIcon
  title: ReactNode
  order?: TitleOrder
  children: ReactNode
  color?: string
}) {
  return (
    <Card withBorder radius="md" padding="lg" h="100%">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="center">
          <IconTile size={44} color={color}>
            <Icon size={26} stroke={1.6} aria-hidden />
          </IconTile>
          <Title order={order} size="h4">
            {title}
          </Title>
        </Group>
        {children}
      </Stack>
    </Card>
  )
}
