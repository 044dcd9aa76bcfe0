import { Plural } from '@lingui/react/macro'
import { VisuallyHidden } from '@mantine/core'
import { useSavedCars } from './saved-cars'
import classes from './Garage.module.css'

/**
 * How many cars are saved, for the links to the saved page: an empty box of the same place in prerendered HTML
 * (and with nothing saved), the count once the app has the device's list, so that nothing moves when it arrives.
 * Screen readers hear "3 saved cars" after the link's name.
 */
export function SavedCount({ corner = false }: { corner?: boolean }) {
  const count = useSavedCars().length
  return (
    <span className={corner ? `${classes.count} ${classes.countCorner}` : classes.count} data-count={count || undefined} data-testid="saved-count">
      {count > 0 && (
        <>
          <span aria-hidden>{count}</span>
          <VisuallyHidden>
            <Plural value={count} one="# saved car" other="# saved cars" />
          </VisuallyHidden>
        </>
      )}
    </span>
  )
}
