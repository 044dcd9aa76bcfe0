import { describe, expect, it } from 'vitest'
import { differingFields, mergeConflict } from './vehicle-conflict'
import { emptyVehicleForm, type VehicleFormValues } from './vehicle-form-model'

const base: VehicleFormValues = {
  ...emptyVehicleForm(),
  category: 'used',
  status: 'available',
  make: 'Fiat',
  model: 'Panda',
  price: '9900',
  title: { it: 'Panda', en: 'Panda' },
  equipment: ['bluetooth', 'isofix'],
}

describe('a conflict between two versions of a vehicle', () => {
  const theirs: VehicleFormValues = { ...base, status: 'sold', title: { it: 'Panda venduta', en: 'Panda' } }
  const mine: VehicleFormValues = { ...base, price: '8900', equipment: ['isofix', 'bluetooth'] }

  it('lists only the fields that differ, each text by language, equipment as a set', () => {
    expect(differingFields(theirs, mine)).toEqual(['status', 'price', 'title.it'])
    expect(differingFields(base, { ...base })).toEqual([])
  })

  it('keeps theirs where not chosen otherwise, and mine where chosen', () => {
    const merged = mergeConflict(theirs, mine, { status: 'theirs', price: 'mine', 'title.it': 'mine' })
    expect(merged).toMatchObject({ status: 'sold', price: '8900', title: { it: 'Panda', en: 'Panda' } })
    expect(theirs.title.it).toBe('Panda venduta')
    expect(mergeConflict(theirs, mine, {})).toEqual(theirs)
  })
})
