import { Trans } from '@lingui/react/macro'
import { Group, Skeleton, Stack, VisuallyHidden } from '@mantine/core'
import { Page } from '@/components/Page'
import classes from '../detail/VehiclePage.module.css'

/** The page's shape while the vehicle loads, so nothing jumps when it arrives. */
export function VehiclePageSkeleton() {
  return (
    <Page>
      <VisuallyHidden role="status">
        <Trans>Loading the vehicle…</Trans>
      </VisuallyHidden>
      <Stack gap="md" mb="lg" aria-hidden>
        <Skeleton height={14} width={120} />
        <Group justify="space-between" align="flex-end">
          <Stack gap={8} style={{ flex: '1 1 20rem' }}>
            <Skeleton height={20} width={90} radius="xl" />
            <Skeleton height={36} width="70%" />
            <Skeleton height={18} width="45%" />
          </Stack>
          <Skeleton height={40} width={160} />
        </Group>
        <Skeleton height={72} />
      </Stack>
      <div className={classes.layout} aria-hidden>
        <div className={classes.gallery}>
          <Skeleton style={{ aspectRatio: '4 / 3' }} />
          <Group gap="xs" mt="xs" wrap="nowrap">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} width={88} height={66} radius="sm" />
            ))}
          </Group>
        </div>
        <div className={classes.side}>
          <Skeleton height={260} />
          <Skeleton height={320} />
        </div>
        <div className={classes.details}>
          <Stack gap="xs">
            <Skeleton height={28} width={200} />
            {Array.from({ length: 8 }, (_, index) => (
              <Skeleton key={index} height={30} />
            ))}
          </Stack>
        </div>
      </div>
    </Page>
  )
}
