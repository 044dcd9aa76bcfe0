import { useLingui } from '@lingui/react/macro'
import { Button, NativeSelect, Stack, TextInput } from '@mantine/core'
import { IconSearch, IconX } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { ResponsiveGrid } from '@/components/ResponsiveGrid'
import { useLocale } from '@/lib/use-locale'
import { formatKm, formatPrice } from '../format'
import { BODY_TYPES, EURO_CLASSES, FUELS, GEARBOXES, type VehicleCategory } from '../model/vehicle-constants'
import { distinctMakes, distinctModels, type ListedVehicle } from '../model/vehicle-listing'
import type { VehicleListSearch } from '../model/vehicle-search-params'
import { BODY_TYPE_LABELS, euroClassLabel, FUEL_LABELS, GEARBOX_LABELS } from '../vehicle-labels'
import { useCurrentYear } from '@/lib/clock'

const USED_PRICE_STEPS = [3000, 5000, 7500, 10000, 12500, 15000, 17500, 20000, 25000, 30000, 40000, 50000, 75000, 100000]
const RENT_PRICE_STEPS = [20, 30, 40, 50, 60, 75, 100, 150, 200]
const KM_STEPS = [5000, 10000, 20000, 30000, 50000, 75000, 100000, 125000, 150000, 200000]
const OLDEST_YEAR = 1990

export type SearchChange = (patch: Partial<VehicleListSearch>, options?: { replace?: boolean }) => void

interface FilterPanelProps {
  category?: VehicleCategory
  vehicles: readonly ListedVehicle[]
  search: VehicleListSearch
  onChange: SearchChange
  onReset: () => void
}

/** Every filter of the listing; each change goes straight into the URL. */
export function FilterPanel({ category, vehicles, search, onChange, onReset }: FilterPanelProps) {
  const { t, i18n } = useLingui()
  const lang = useLocale()
  const any = t`Any`
  const number = (value: string) => (value === '' ? undefined : Number(value))
  const thisYear = useCurrentYear()
  const years = Array.from({ length: thisYear - OLDEST_YEAR + 1 }, (_, index) => thisYear - index)
  const makes = distinctMakes(vehicles)
  const models = search.make ? distinctModels(vehicles, search.make) : []
  const priceSteps = category === 'rent' ? RENT_PRICE_STEPS : USED_PRICE_STEPS
  const priceLabel = (value: number) => {
    const amount = formatPrice(value, lang)
    return category === 'rent' ? t`${amount}/day` : amount
  }

  // Free text goes to the URL after a pause in typing, replacing the entry rather than adding one per key.
  const [text, setText] = useState(search.q ?? '')
  const [lastQ, setLastQ] = useState(search.q)
  if (search.q !== lastQ) {
    setLastQ(search.q)
    setText(search.q ?? '')
  }
  useEffect(() => {
    const value = text.trim() || undefined
    if (value === search.q) return
    const timer = setTimeout(() => onChange({ q: value }, { replace: true }), 400)
    return () => clearTimeout(timer)
  }, [text, search.q, onChange])

  const option = (value: string | number, label: string) => ({ value: String(value), label })

  return (
    <Stack gap="sm">
      <TextInput
        label={t`Search`}
        placeholder={t`Make, model, version…`}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        type="search"
        enterKeyHint="search"
      />
      <NativeSelect
        label={t`Make`}
        value={search.make ?? ''}
        data={[option('', any), ...makes.map((make) => option(make, make))]}
        onChange={(event) => onChange({ make: event.currentTarget.value || undefined, model: undefined })}
      />
      <NativeSelect
        label={t`Model`}
        value={search.model ?? ''}
        disabled={!search.make}
        description={search.make ? undefined : t`Choose a make first`}
        data={[option('', any), ...models.map((model) => option(model, model))]}
        onChange={(event) => onChange({ model: event.currentTarget.value || undefined })}
      />
      {category && (
        <ResponsiveGrid cols={2} spacing="xs">
          <NativeSelect
            label={category === 'rent' ? t`Daily rate from` : t`Price from`}
            value={search.priceMin?.toString() ?? ''}
            data={[option('', any), ...priceSteps.map((step) => option(step, priceLabel(step)))]}
            onChange={(event) => onChange({ priceMin: number(event.currentTarget.value) })}
          />
          <NativeSelect
            label={category === 'rent' ? t`Daily rate up to` : t`Price up to`}
            value={search.priceMax?.toString() ?? ''}
            data={[option('', any), ...priceSteps.map((step) => option(step, priceLabel(step)))]}
            onChange={(event) => onChange({ priceMax: number(event.currentTarget.value) })}
          />
        </ResponsiveGrid>
      )}
      {category === 'rent' && (
        <ResponsiveGrid cols={2} spacing="xs">
          <TextInput
            type="date"
            label={t`Pick-up date`}
            value={search.from ?? ''}
            onChange={(event) => onChange({ from: event.currentTarget.value || undefined })}
          />
          <TextInput
            type="date"
            label={t`Return date`}
            min={search.from}
            value={search.to ?? ''}
            onChange={(event) => onChange({ to: event.currentTarget.value || undefined })}
          />
        </ResponsiveGrid>
      )}
      <ResponsiveGrid cols={2} spacing="xs">
        <NativeSelect
          label={t`Year from`}
          value={search.yearMin?.toString() ?? ''}
          data={[option('', any), ...years.map((year) => option(year, String(year)))]}
          onChange={(event) => onChange({ yearMin: number(event.currentTarget.value) })}
        />
        <NativeSelect
          label={t`Year up to`}
          value={search.yearMax?.toString() ?? ''}
          data={[option('', any), ...years.map((year) => option(year, String(year)))]}
          onChange={(event) => onChange({ yearMax: number(event.currentTarget.value) })}
        />
      </ResponsiveGrid>
      <NativeSelect
        label={t`Mileage up to`}
        value={search.kmMax?.toString() ?? ''}
        data={[option('', any), ...KM_STEPS.map((km) => option(km, formatKm(km, lang)))]}
        onChange={(event) => onChange({ kmMax: number(event.currentTarget.value) })}
      />
      <NativeSelect
        label={t`Fuel`}
        value={search.fuel ?? ''}
        data={[option('', any), ...FUELS.map((fuel) => option(fuel, i18n._(FUEL_LABELS[fuel])))]}
        onChange={(event) => onChange({ fuel: (event.currentTarget.value || undefined) as VehicleListSearch['fuel'] })}
      />
      <NativeSelect
        label={t`Gearbox`}
        value={search.gearbox ?? ''}
        data={[option('', any), ...GEARBOXES.map((gearbox) => option(gearbox, i18n._(GEARBOX_LABELS[gearbox])))]}
        onChange={(event) => onChange({ gearbox: (event.currentTarget.value || undefined) as VehicleListSearch['gearbox'] })}
      />
      <NativeSelect
        label={t`Body type`}
        value={search.bodyType ?? ''}
        data={[option('', any), ...BODY_TYPES.map((body) => option(body, i18n._(BODY_TYPE_LABELS[body])))]}
        onChange={(event) => onChange({ bodyType: (event.currentTarget.value || undefined) as VehicleListSearch['bodyType'] })}
      />
      <NativeSelect
        label={t`Euro class (at least)`}
        value={search.euroClass ?? ''}
        data={[option('', any), ...EURO_CLASSES.map((euro) => option(euro, euroClassLabel(euro)))]}
        onChange={(event) => onChange({ euroClass: (event.currentTarget.value || undefined) as VehicleListSearch['euroClass'] })}
      />
      <Button variant="subtle" color="gray" leftSection={<IconX size={16} aria-hidden />} onClick={onReset}>
        {t`Reset filters`}
      </Button>
    </Stack>
  )
}
