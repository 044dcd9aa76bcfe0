import { Group } from '@mantine/core'
import { CompareToggle } from '@/features/garage/CompareToggle'
import { SaveToggle } from '@/features/garage/SaveToggle'
import { toGarageCar } from '../components/garage-car'
import type { Vehicle } from '../model/vehicle-schema'

/** Save the car, add it to the comparison: the same controls as on its card, with their words. */
export function GarageActions({ vehicle }: { vehicle: Vehicle }) {
  const car = toGarageCar(vehicle)
  return (
    <Group gap="xs" data-testid="garage-actions">
      <SaveToggle car={car} variant="button" />
      <CompareToggle car={car} size="sm" />
    </Group>
  )
}
