import { Trans } from '@lingui/react/macro'
import { Button, Paper, Stack, Text, Title } from '@mantine/core'
import { IconArrowsExchange, IconMessageQuestion, IconSteeringWheel } from '@tabler/icons-react'
import { useId } from 'react'
import { leadIntentProps } from '@/features/leads/forms/use-lead-dialog'
import type { LeadRequest } from '@/features/leads/forms/lead-request'
import type { UsedVehicle } from '../model/vehicle-schema'
import { leadVehicleOf } from './lead-vehicle'
import classes from './VehiclePage.module.css'

/**
 * A used car's requests, sent to the dealer from the site (offline too: they wait on the device): a question, a
 * test drive, a trade-in valuation. (Financing is asked from the payment calculator, with its values.) Each
 * opens its form in a dialog that loads on intent.
 */
export function VehicleRequests({ vehicle, onOpen }: { vehicle: UsedVehicle; onOpen: (request: LeadRequest) => void }) {
  const headingId = useId()
  const car = leadVehicleOf(vehicle)
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={headingId} data-testid="vehicle-requests">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id={headingId}>
            <Trans>Ask us directly</Trans>
          </Title>
          <Text fz="sm" c="dimmed" mt={4}>
            <Trans>Your request reaches us with this car named, even when sent with no signal: it goes as soon as the connection returns.</Trans>
          </Text>
        </div>
        <Button
          variant="light"
          size="md"
          fullWidth
          className={classes.wrapButton}
          classNames={{ label: classes.wrapLabel }}
          leftSection={<IconMessageQuestion size={20} aria-hidden />}
          onClick={() => onOpen({ kind: 'question', vehicle: car })}
          {...leadIntentProps}
        >
          <Trans>Ask about this car</Trans>
        </Button>
        <Button
          variant="light"
          size="md"
          fullWidth
          className={classes.wrapButton}
          classNames={{ label: classes.wrapLabel }}
          leftSection={<IconSteeringWheel size={20} aria-hidden />}
          onClick={() => onOpen({ kind: 'test-drive', vehicle: car })}
          {...leadIntentProps}
        >
          <Trans>Book a test drive</Trans>
        </Button>
        <Button
          variant="light"
          size="md"
          fullWidth
          className={classes.wrapButton}
          classNames={{ label: classes.wrapLabel }}
          leftSection={<IconArrowsExchange size={20} aria-hidden />}
          onClick={() => onOpen({ kind: 'trade-in', vehicle: car })}
          {...leadIntentProps}
        >
          <Trans>Value my car as a trade-in</Trans>
        </Button>
      </Stack>
    </Paper>
  )
}
