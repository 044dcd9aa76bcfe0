import { Alert, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core'
import { IconWifiOff } from '@tabler/icons-react'
import type { ReactNode } from 'react'

interface ListResultsProps {
  /** Nothing read yet, from the server or the device: three placeholder rows stand for the list. */
  loading: boolean
  loadingLabel: string
  /** Shown while the list is the one saved on this device and the server has not answered yet. */
  offlineNotice: ReactNode | null
  /** How many the filters let through, of how many; announced as it changes. */
  count: ReactNode
  /** The count's test id, by which the end-to-end tests wait for the list. */
  countTestId: string
  /** The line shown under an empty list, or null while it has items. */
  empty: ReactNode | null
  /** The items, one per row. */
  children: ReactNode
}

/** The rows of a list of the reserved area under its filters, as the vehicles and the requests show them. */
export function ListResults({ loading, loadingLabel, offlineNotice, count, countTestId, empty, children }: ListResultsProps) {
  if (loading) {
    return (
      <Stack aria-busy="true">
        <VisuallyHidden role="status">{loadingLabel}</VisuallyHidden>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={110} radius="md" />
        ))}
      </Stack>
    )
  }
  return (
    <>
      {offlineNotice !== null && (
        <Alert color="gray" icon={<IconWifiOff size={20} aria-hidden />} mb="md" role="status">
          {offlineNotice}
        </Alert>
      )}
      <Text c="dimmed" mb="sm" aria-live="polite" data-testid={countTestId}>
        {count}
      </Text>
      <Stack gap="sm">{children}</Stack>
      {empty !== null && <Text mt="md">{empty}</Text>}
    </>
  )
}
