import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, CloseButton, Group, Stack, Switch, Text, VisuallyHidden } from '@mantine/core'
import '@mantine/core/styles/Switch.css'
import { IconArrowsDiff, IconCar, IconCheck, IconInfoCircle, IconShare } from '@tabler/icons-react'
import { Link, useRouter } from '@tanstack/react-router'
import { Fragment, useEffect, useId, useMemo, useRef, useState, type CSSProperties } from 'react'
import { DataTable } from '@/components/DataTable'
import { Page } from '@/components/Page'
import { PageHeader } from '@/components/PageHeader'
import { ShareStatusText } from '@/components/ShareStatusText'
import { StoragePhoto } from '@/components/StoragePhoto'
import { trackEvent } from '@/features/analytics/events'
import { removeComparedCar, useComparedCars } from '@/features/garage/compared-cars'
import { SaveToggle } from '@/features/garage/SaveToggle'
import { ButtonLink } from '@/lib/links'
import { useShareLink } from '@/lib/use-share-link'
import { useLocale } from '@/lib/use-locale'
import { VehiclePrice } from '../components/VehicleCard'
import { toGarageCar } from '../components/garage-car'
import type { Vehicle } from '../model/vehicle-schema'
import { compareSearch, type CompareSearch } from './compare-search'
import { compareRows, type CompareRow } from './compare-rows'
import type { Comparison } from './comparison'
import classes from './ComparePage.module.css'

interface ComparePageProps {
  comparison: Comparison
  /** Whether the address names cars (without, the page opens the comparison this device keeps). */
  hasIds: boolean
  /** Replaces the page's search (the route writes it into the address). */
  onChange: (search: CompareSearch) => void
}

/** Reports one comparison opened per set of cars shown (not per render, nor twice under StrictMode). */
function useCompareEvent(vehicles: readonly Vehicle[]) {
  const tracked = useRef('')
  const ids = vehicles.map((vehicle) => vehicle.id).join(',')
  const category = vehicles[0]?.category
  useEffect(() => {
    if (vehicles.length < 2 || tracked.current === ids || !category) return
    tracked.current = ids
    trackEvent({ name: 'compare_vehicles', vehicleIds: ids.split(','), category })
  }, [ids, category, vehicles.length])
}

/**
 * Up to three cars side by side: photos, price and every specification, the rows where they differ marked (and
 * "only the differences" to hide the others), then their equipment. The cars are in the address, so that the
 * comparison can be shared; on a phone the table scrolls sideways under its first column.
 */
export function ComparePage({ comparison, hasIds, onChange }: ComparePageProps) {
  const { t, i18n } = useLingui()
  const lang = useLocale()
  const picked = useComparedCars()
  const { vehicles } = comparison
  const pickedIds = picked.map((car) => car.id).join(',')
  useEffect(() => {
    if (!hasIds && pickedIds) onChange({ ids: pickedIds })
  }, [hasIds, pickedIds, onChange])
  useCompareEvent(vehicles)

  const [onlyDifferences, setOnlyDifferences] = useState(false)
  const rows = useMemo(() => compareRows(vehicles, lang, i18n), [vehicles, lang, i18n])
  const shown = onlyDifferences ? rows.filter((row) => row.differs) : rows
  const { share, status } = useShareLink()
  const ids = vehicles.map((vehicle) => vehicle.id)
  const remove = (id: string) => {
    removeComparedCar(id)
    onChange(compareSearch(ids.filter((other) => other !== id)))
  }
  const shareComparison = () => {
    const names = vehicles.map((vehicle) => `${vehicle.make} ${vehicle.model}`).join(', ')
    void share({ title: t`Comparison: ${names}`, url: new URL(`/${lang}/confronta?ids=${ids.join(',')}`, window.location.origin).href })
  }

  return (
    <Page size="xl">
      <PageHeader
        title={<Trans>Compare cars</Trans>}
        lead={<Trans>Up to three cars side by side. The rows where they differ are marked; send the link to compare them on another device.</Trans>}
      />
      <ComparisonNotes comparison={comparison} />
      {vehicles.length === 0 ? (
        <Stack align="flex-start" gap="sm">
          <Text>
            <Trans>There are no cars to compare yet. Choose “Compare” on up to three cars of a listing, then open the comparison.</Trans>
          </Text>
          <ButtonLink to="/$lang/list/$category" params={{ lang, category: 'used' }}>
            <Trans>See the used cars</Trans>
          </ButtonLink>
        </Stack>
      ) : (
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <Switch
              label={t`Only the differences`}
              checked={onlyDifferences}
              onChange={(event) => setOnlyDifferences(event.currentTarget.checked)}
              disabled={vehicles.length < 2}
            />
            <Button variant="default" size="sm" leftSection={<IconShare size={18} aria-hidden />} onClick={shareComparison}>
              <Trans>Share the comparison</Trans>
            </Button>
          </Group>
          <ShareStatusText status={status} />
          {vehicles.length < 2 ? (
            <Text c="dimmed">
              <Trans>Add another car of the same kind to compare them.</Trans>
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              <IconArrowsDiff size={16} aria-hidden className={classes.legendIcon} /> <Trans>Marked rows: the cars differ there.</Trans>
            </Text>
          )}
          <CompareTable vehicles={vehicles} rows={shown} onRemove={remove} />
        </Stack>
      )}
    </Page>
  )
}

/** Why some of the address's cars are not shown. */
function ComparisonNotes({ comparison }: { comparison: Comparison }) {
  const router = useRouter()
  const { dropped, otherCategory } = comparison
  const missing = comparison.missing.length
  const failed = comparison.failed.length
  if (!dropped && !missing && !failed && !otherCategory) return null
  return (
    <Alert color="yellow" icon={<IconInfoCircle size={20} aria-hidden />} mb="lg" data-testid="comparison-notes">
      <Stack gap={6} align="flex-start">
        {dropped > 0 && (
          <Text size="sm">
            <Plural
              value={dropped}
              one="One entry of the link was not a car we know, or was beyond the third: it was left out."
              other="# entries of the link were not cars we know, or were beyond the third: they were left out."
            />
          </Text>
        )}
        {missing > 0 && (
          <Text size="sm">
            <Plural
              value={missing}
              one="One car of this comparison is no longer available: it was left out."
              other="# cars of this comparison are no longer available: they were left out."
            />
          </Text>
        )}
        {otherCategory > 0 && (
          <Text size="sm">
            <Trans>Used cars and rentals are not compared together: the cars of the other kind were left out.</Trans>
          </Text>
        )}
        {failed > 0 && (
          <>
            <Text size="sm">
              <Plural
                value={failed}
                one="One car could not be loaded: you may be offline, and it is not saved on this device yet."
                other="# cars could not be loaded: you may be offline, and they are not saved on this device yet."
              />
            </Text>
            <Button size="xs" variant="light" onClick={() => void router.invalidate()}>
              <Trans>Try again</Trans>
            </Button>
          </>
        )}
      </Stack>
    </Alert>
  )
}

function CompareTable({ vehicles, rows, onRemove }: { vehicles: readonly Vehicle[]; rows: readonly CompareRow[]; onRemove: (id: string) => void }) {
  const { t } = useLingui()
  const captionId = useId()
  const count = vehicles.length
  const specs = rows.filter((row) => row.section === 'specs')
  const equipment = rows.filter((row) => row.section === 'equipment')
  const row = (entry: CompareRow) => (
    <tr key={entry.key} data-differs={entry.differs && count > 1 ? '' : undefined} data-row={entry.key}>
      <th scope="row">
        {entry.label}
        {entry.differs && count > 1 && (
          <>
            <IconArrowsDiff size={14} aria-hidden className={classes.diffIcon} />
            <VisuallyHidden>{t`(they differ)`}</VisuallyHidden>
          </>
        )}
      </th>
      {entry.values.map((value, index) => (
        <td key={vehicles[index]!.id}>
          {value === true ? (
            <>
              <IconCheck size={18} stroke={2.5} aria-hidden className={classes.check} />
              <VisuallyHidden>{t`Yes`}</VisuallyHidden>
            </>
          ) : value === false || value === null ? (
            <>
              <span aria-hidden>—</span>
              <VisuallyHidden>{value === false ? t`No` : t`Not stated`}</VisuallyHidden>
            </>
          ) : (
            value
          )}
        </td>
      ))}
    </tr>
  )
  return (
    <div className={classes.scroller} role="region" aria-labelledby={captionId} tabIndex={0} data-testid="compare-table">
      <DataTable className={classes.table} layout="fixed" spacing="xs" style={{ '--cars': count } as CSSProperties}>
        <caption id={captionId} className={classes.caption}>
          <Plural value={count} one="The car compared" other="# cars compared side by side" />
        </caption>
        <thead>
          <tr>
            <td />
            {vehicles.map((vehicle) => (
              <th key={vehicle.id} scope="col" className={classes.carHead}>
                <CarHead vehicle={vehicle} onRemove={() => onRemove(vehicle.id)} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {specs.map(row)}
          {equipment.length > 0 && (
            <Fragment>
              <tr className={classes.sectionRow}>
                <th scope="colgroup" colSpan={count + 1}>
                  <Trans>Equipment</Trans>
                </th>
              </tr>
              {equipment.map(row)}
            </Fragment>
          )}
        </tbody>
      </DataTable>
    </div>
  )
}

/** A car's column heading: its photo (with the heart), its name linking to its page, its price, and how to take it out. */
function CarHead({ vehicle, onRemove }: { vehicle: Vehicle; onRemove: () => void }) {
  const { t } = useLingui()
  const lang = useLocale()
  const cover = vehicle.photos[0]
  const name = `${vehicle.make} ${vehicle.model}`
  return (
    <Stack gap={6}>
      <div className={classes.photo}>
        {cover ? (
          <StoragePhoto src={cover.thumb.url} width={cover.thumb.width} height={cover.thumb.height} alt="" loading="lazy" decoding="async" />
        ) : (
          <IconCar size={40} aria-hidden />
        )}
        <SaveToggle car={toGarageCar(vehicle)} variant="overlay" />
      </div>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap={4}>
        <Link to="/$lang/detail/$id" params={{ lang, id: vehicle.id }} className={classes.carName}>
          {name}
          {vehicle.version && <span className={classes.version}>{vehicle.version}</span>}
        </Link>
        <CloseButton size="sm" aria-label={t`Take ${name} out of the comparison`} onClick={onRemove} />
      </Group>
      <Text fw={800} className={classes.price}>
        <VehiclePrice vehicle={vehicle} />
      </Text>
    </Stack>
  )
}
