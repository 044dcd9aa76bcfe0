import { Plural, useLingui } from '@lingui/react/macro'
import { Button, CloseButton, Group, Text } from '@mantine/core'
import { IconLayoutColumns } from '@tabler/icons-react'
import { useRef } from 'react'
import { ButtonLink } from '@/lib/links'
import { useReservedSpace } from '@/lib/reserved-space'
import { useLocale } from '@/lib/use-locale'
import { clearComparedCars, COMPARE_MAX, removeComparedCar, useComparedCars } from './compared-cars'
import classes from './Garage.module.css'

/**
 * The cars picked for comparison, at the bottom of the screen (the shell's bottom stack): how many, each with
 * its remove button (from the small tablet up), the button that opens the compare page on them, and one that
 * empties the list. A chunk of its own, loaded once something is picked (CompareTrayPlace), with its words in the
 * listings' catalog (which the place loads).
 */
export default function CompareTray({ onPhones }: { onPhones: boolean }) {
  const { t } = useLingui()
  const lang = useLocale()
  const cars = useComparedCars()
  const ref = useRef<HTMLElement>(null)
  useReservedSpace(ref, '[data-bottom-stack]')
  const count = cars.length
  const max = COMPARE_MAX
  return (
    <section ref={ref} className={onPhones ? classes.tray : `${classes.tray} ${classes.notOnPhones}`} aria-label={t`Comparison`} data-testid="compare-tray">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {t`Compare: ${count} of ${max}`}
        </Text>
        <Group gap={6} wrap="nowrap">
          {count > 1 ? (
            <ButtonLink
              size="xs"
              to="/$lang/confronta"
              params={{ lang }}
              search={{ ids: cars.map((car) => car.id).join(',') }}
              leftSection={<IconLayoutColumns size={16} aria-hidden />}
            >
              <Plural value={count} one="Compare # car" other="Compare # cars" />
            </ButtonLink>
          ) : (
            <Text size="xs" c="dimmed">
              {t`Pick another car`}
            </Text>
          )}
          <Button size="xs" variant="subtle" color="gray" onClick={() => clearComparedCars()}>
            {t`Empty`}
          </Button>
        </Group>
      </Group>
      <ul className={classes.trayCars}>
        {cars.map((car) => {
          const name = car.name
          return (
            <li key={car.id} className={classes.trayCar}>
              <span className={classes.trayCarName}>{name}</span>
              <CloseButton size="sm" aria-label={t`Remove ${name} from the comparison`} onClick={() => removeComparedCar(car.id)} />
            </li>
          )
        })}
      </ul>
    </section>
  )
}
