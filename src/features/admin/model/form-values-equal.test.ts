import { describe, expect, it } from 'vitest'
import type { VehiclePhoto } from '@/features/vehicles/model/vehicle-schema'
import { sameFormValues } from './form-values-equal'
import { storedPhoto } from '../../../../tests/test-utils/vehicle-form-values'
import { emptyVehicleForm, type VehicleFormValues } from './vehicle-form-model'

function filled(): VehicleFormValues {
  return {
    ...emptyVehicleForm(),
    make: 'Fiat',
    model: 'Panda',
    price: '12.500',
    published: true,
    title: { it: 'Fiat Panda', en: 'Fiat Panda' },
    description: { it: 'Pronta consegna', en: '' },
    equipment: ['air-conditioning', 'navigation'],
    photos: [storedPhoto('a'), storedPhoto('b')],
  }
}

/** The same form with one field changed, whatever its kind. */
function changed(values: VehicleFormValues, key: keyof VehicleFormValues): VehicleFormValues {
  const value = values[key]
  if (typeof value === 'string') return { ...values, [key]: `${value}x` }
  if (typeof value === 'boolean') return { ...values, [key]: !value }
  if (Array.isArray(value)) return { ...values, [key]: value.slice(1) }
  return { ...values, [key]: { ...value, en: `${value.en}x` } }
}

describe('sameFormValues', () => {
  it('finds two copies of the same form the same', () => {
    expect(sameFormValues(filled(), filled())).toBe(true)
    expect(sameFormValues(emptyVehicleForm(), emptyVehicleForm())).toBe(true)
  })

  it('tells a change in any one field', () => {
    const base = filled()
    for (const key of Object.keys(base) as (keyof VehicleFormValues)[]) {
      expect(sameFormValues(base, changed(base, key)), key).toBe(false)
      expect(sameFormValues(changed(base, key), base), key).toBe(false)
    }
  })

  it('tells a change inside a photo and in the order of the photos (the first is the cover)', () => {
    const base = filled()
    const [a, b] = base.photos as [VehiclePhoto, VehiclePhoto]
    expect(sameFormValues(base, { ...base, photos: [b, a] })).toBe(false)
    expect(sameFormValues(base, { ...base, photos: [{ ...a, thumb: { ...a.thumb, url: 'https://storage.test/other.webp' } }, b] })).toBe(false)
    expect(sameFormValues(base, { ...base, photos: [{ ...a, large: { ...a.large, width: 1279 } }, b] })).toBe(false)
    expect(sameFormValues(base, { ...base, photos: [a, b, storedPhoto('c')] })).toBe(false)
  })

  it('tells the Italian and the English texts apart', () => {
    const base = filled()
    expect(sameFormValues(base, { ...base, title: { it: 'Fiat Panda', en: '' } })).toBe(false)
    expect(sameFormValues(base, { ...base, description: { it: '', en: 'Pronta consegna' } })).toBe(false)
  })
})
