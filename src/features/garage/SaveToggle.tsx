import { useLingui } from '@lingui/react/macro'
import { Button, UnstyledButton } from '@mantine/core'
import { IconHeart, IconHeartFilled } from '@tabler/icons-react'
import { trackEvent } from '@/features/analytics/events'
import type { GarageCar } from './garage-entries'
import { showGarageNotice } from './garage-notice'
import { toggleSavedCar, useIsSaved } from './saved-cars'
import classes from './Garage.module.css'

/** Saves the car, or takes it out of the saved cars; says why when the device refuses. */
function useSaveToggle(car: GarageCar) {
  const { t } = useLingui()
  const saved = useIsSaved(car.id)
  const name = car.name
  const toggle = () => {
    const result = toggleSavedCar(car)
    if (result === 'saved') trackEvent({ name: 'add_to_wishlist', vehicleId: car.id, category: car.category, price: car.price })
    else if (result === 'failed') showGarageNotice('storage-failed')
    else if (result === 'full') showGarageNotice('saved-full')
  }
  // The name says which car and whether it is saved (a screen reader hears the change, the sighted see the heart).
  const label = saved ? t`Saved: ${name}. Remove from saved cars` : t`Save ${name}`
  return { saved, toggle, label }
}

/**
 * The heart: over a card's photo (`overlay`), or a button with its word on a vehicle's page. Prerendered HTML has
 * it not saved; the device's state follows once the app has taken the page over, in a button as wide either way.
 */
export function SaveToggle({ car, variant }: { car: GarageCar; variant: 'overlay' | 'button' }) {
  const { t } = useLingui()
  const { saved, toggle, label } = useSaveToggle(car)
  const Icon = saved ? IconHeartFilled : IconHeart
  if (variant === 'overlay') {
    return (
      <UnstyledButton className={classes.overlayToggle} data-saved={saved || undefined} aria-label={label} onClick={toggle}>
        <Icon size={20} aria-hidden />
      </UnstyledButton>
    )
  }
  return (
    <Button
      variant="default"
      miw="8rem"
      leftSection={<Icon size={18} aria-hidden className={saved ? classes.savedIcon : undefined} />}
      aria-label={label}
      onClick={toggle}
    >
      {saved ? t({ message: 'Saved', context: 'a saved car' }) : t`Save`}
    </Button>
  )
}
