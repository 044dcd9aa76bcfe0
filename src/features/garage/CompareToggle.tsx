import { useLingui } from '@lingui/react/macro'
import { Button } from '@mantine/core'
import { IconSquare, IconSquareCheck } from '@tabler/icons-react'
import { toggleComparedCar, useComparedCars } from './compared-cars'
import type { GarageCar } from './garage-entries'
import { showGarageNotice } from './garage-notice'
import classes from './Garage.module.css'

/**
 * Adds the car to the comparison or takes it out (a pressed button). A fourth car, or a rental beside used cars,
 * is refused with a notice saying why. Not pressed in prerendered HTML; the device's state follows.
 */
export function CompareToggle({ car, size = 'xs' }: { car: GarageCar; size?: 'xs' | 'sm' }) {
  const { t } = useLingui()
  const compared = useComparedCars().some((entry) => entry.id === car.id)
  const name = car.name
  const toggle = () => {
    const result = toggleComparedCar(car)
    if (result === 'full') showGarageNotice('compare-full')
    else if (result === 'other-category') showGarageNotice('compare-other-category')
    else if (result === 'failed') showGarageNotice('storage-failed')
  }
  const Icon = compared ? IconSquareCheck : IconSquare
  return (
    <Button
      size={size}
      variant={compared ? 'light' : 'subtle'}
      className={classes.cardAction}
      leftSection={<Icon size={size === 'xs' ? 16 : 18} aria-hidden />}
      aria-pressed={compared}
      aria-label={t`Compare ${name}`}
      onClick={toggle}
    >
      {t`Compare`}
    </Button>
  )
}
