import { beforeEach, describe, expect, it } from 'vitest'
import type { Vehicle } from '@/features/vehicles/model/vehicle-schema'
import { saveDraft } from '../document-editor/draft-store'
import { forgetQueuedAction, rememberAction, settleQueuedActions } from './queued-actions'

const vehicle = (id: string, fields: Partial<Vehicle> = {}) =>
  ({ id, make: 'Fiat', model: 'Panda', status: 'available', published: true, ...fields }) as Vehicle
const keys = () => Object.keys(localStorage).sort()

describe("the vehicle list's changes, remembered until the server answers", () => {
  beforeEach(() => localStorage.clear())

  it('tells the changes the server took from the ones it did not, leaving out vehicles with writes on the way', () => {
    rememberAction({ vehicleId: 'sold', name: 'Fiat Panda', kind: 'status', status: 'sold' })
    rememberAction({ vehicleId: 'undone', name: 'Lancia Ypsilon', kind: 'status', status: 'sold' })
    rememberAction({ vehicleId: 'shown', name: 'Fiat 500', kind: 'publish' })
    rememberAction({ vehicleId: 'hidden', name: 'Fiat Tipo', kind: 'unpublish' })
    rememberAction({ vehicleId: 'deleted', name: 'Fiat Uno', kind: 'delete' })
    rememberAction({ vehicleId: 'kept', name: 'Fiat Punto', kind: 'delete' })
    rememberAction({ vehicleId: 'gone', name: 'Fiat Croma', kind: 'status', status: 'reserved' })
    rememberAction({ vehicleId: 'waiting', name: 'Fiat Doblò', kind: 'unpublish' })
    const vehicles = [
      vehicle('sold', { status: 'sold' }),
      vehicle('undone', { status: 'available' }),
      vehicle('shown', { published: true }),
      vehicle('hidden', { published: true }),
      vehicle('kept'),
      vehicle('waiting'),
    ]
    const { applied, refused } = settleQueuedActions(vehicles, (id) => id === 'waiting')
    expect(applied.sort()).toEqual(['action:deleted:delete', 'action:shown:published', 'action:sold:status'])
    expect(refused.map(({ action, vehicleGone }) => [action.vehicleId, action.kind, vehicleGone]).sort()).toEqual([
      ['gone', 'status', true],
      ['hidden', 'unpublish', false],
      ['kept', 'delete', false],
      ['undone', 'status', false],
    ])
    expect(refused.find(({ action }) => action.vehicleId === 'undone')?.action).toEqual({
      vehicleId: 'undone',
      name: 'Lancia Ypsilon',
      kind: 'status',
      status: 'sold',
    })
  })

  it('keeps one change per vehicle and field, the latest; the answer to an earlier one does not forget it', () => {
    const forgetReserved = rememberAction({ vehicleId: 'car', name: 'Fiat Panda', kind: 'status', status: 'reserved' })
    const forgetSold = rememberAction({ vehicleId: 'car', name: 'Fiat Panda', kind: 'status', status: 'sold' })
    rememberAction({ vehicleId: 'car', name: 'Fiat Panda', kind: 'unpublish' })
    forgetReserved()
    expect(keys()).toEqual(['autosalone-draft:action:car:published', 'autosalone-draft:action:car:status'])
    const { refused } = settleQueuedActions([vehicle('car', { status: 'reserved', published: true })], () => false)
    expect(refused.map(({ action }) => action.kind).sort()).toEqual(['status', 'unpublish'])
    forgetSold()
    expect(keys()).toEqual(['autosalone-draft:action:car:published'])
  })

  it('drops what it cannot read, and leaves the forms’ drafts alone', () => {
    saveDraft('action:car:status', { vehicleId: 'car', kind: 'paint' })
    saveDraft('vehicle:car', { vehicleId: 'car', values: {} })
    const { applied, refused } = settleQueuedActions([vehicle('car')], () => false)
    expect(applied).toEqual(['action:car:status'])
    expect(refused).toEqual([])
    forgetQueuedAction('action:car:status')
    expect(keys()).toEqual(['autosalone-draft:vehicle:car'])
  })
})
