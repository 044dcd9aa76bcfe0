import { beforeEach, describe, expect, it } from 'vitest'
import type { Vehicle } from '@/features/vehicles/model/vehicle-schema'
import { emptyVehicleForm } from '../model/vehicle-form-model'
import { saveDraft } from '../document-editor/draft-store'
import type { EditorDraft } from './editor-draft'
import { findRefusedDrafts } from './refused-drafts'

const vehicle = (id: string, revision: number) => ({ id, revision, make: 'Fiat', model: 'Panda' }) as Vehicle
const draft = (id: string, extra: Partial<EditorDraft>) =>
  saveDraft<EditorDraft>(`vehicle:${id}`, { vehicleId: id, values: { ...emptyVehicleForm(), make: 'Lancia', model: 'Ypsilon' }, ...extra })

describe('drafts the server contradicts', () => {
  beforeEach(() => localStorage.clear())

  it('finds a save that did not land, a draft edited from an older revision, and one of a deleted vehicle', () => {
    draft('landed', { baseRevision: 2, pendingRevision: 3 })
    draft('refused', { baseRevision: 2, pendingRevision: 3 })
    draft('outdated', { baseRevision: 2 })
    draft('current', { baseRevision: 2 })
    draft('gone', { baseRevision: 2, pendingRevision: 3 })
    draft('waiting', { baseRevision: 2, pendingRevision: 3 })
    draft('legacy', {})
    saveDraft('new', { vehicleId: 'x', values: emptyVehicleForm() })
    const vehicles = [
      vehicle('landed', 3),
      vehicle('refused', 3 + 1),
      vehicle('outdated', 3),
      vehicle('current', 2),
      vehicle('waiting', 2),
      vehicle('legacy', 9),
    ]
    // 'landed' has the values saved; 'refused' was saved over by another device, at the same revision number too.
    draft('samenumber', { baseRevision: 2, pendingRevision: 3 })
    vehicles.push({ ...vehicle('samenumber', 3), make: 'Alfa Romeo' })
    const found = findRefusedDrafts(
      vehicles,
      (id) => id === 'waiting',
      (stored, values) => stored.make !== 'Alfa Romeo' && values.make === 'Lancia',
    )
    expect(found.sort((a, b) => a.vehicleId.localeCompare(b.vehicleId))).toEqual([
      { vehicleId: 'gone', name: 'Lancia Ypsilon', reason: 'deleted' },
      { vehicleId: 'outdated', name: 'Fiat Panda', reason: 'outdated' },
      { vehicleId: 'refused', name: 'Fiat Panda', reason: 'refused' },
      { vehicleId: 'samenumber', name: 'Alfa Romeo Panda', reason: 'refused' },
    ])
  })
})
