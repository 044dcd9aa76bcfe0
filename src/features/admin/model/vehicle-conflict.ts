import type { VehicleFormField, VehicleFormValues } from './vehicle-form-model'

/** The fields a conflict is shown and settled by: every field of the form, each text in each language. */
export const CONFLICT_FIELDS = [
  'category',
  'status',
  'published',
  'featured',
  'make',
  'model',
  'version',
  'bodyType',
  'fuel',
  'gearbox',
  'registrationMonth',
  'registrationYear',
  'mileageKm',
  'powerKw',
  'engineCc',
  'doors',
  'seats',
  'color',
  'euroClass',
  'co2GKm',
  'previousOwners',
  'vin',
  'price',
  'dailyRate',
  'weeklyRate',
  'deposit',
  'minAge',
  'includedKmPerDay',
  'title.it',
  'title.en',
  'description.it',
  'description.en',
  'equipment',
  'photos',
] as const satisfies readonly VehicleFormField[]

export type ConflictField = (typeof CONFLICT_FIELDS)[number]

/** Which version each differing field keeps. */
export type ConflictChoices = Partial<Record<ConflictField, 'theirs' | 'mine'>>

export function conflictValue(values: VehicleFormValues, field: ConflictField): unknown {
  switch (field) {
    case 'title.it':
      return values.title.it
    case 'title.en':
      return values.title.en
    case 'description.it':
      return values.description.it
    case 'description.en':
      return values.description.en
    default:
      return values[field]
  }
}

/** The fields where the two versions differ (equipment compared as a set, photos by id and order). */
export function differingFields(theirs: VehicleFormValues, mine: VehicleFormValues): ConflictField[] {
  const comparable = (values: VehicleFormValues, field: ConflictField) => {
    const value = conflictValue(values, field)
    if (field === 'equipment') return JSON.stringify([...(value as string[])].sort())
    if (field === 'photos') return JSON.stringify(values.photos.map((photo) => photo.id))
    return JSON.stringify(value)
  }
  return CONFLICT_FIELDS.filter((field) => comparable(theirs, field) !== comparable(mine, field))
}

/** Their version with the fields chosen as mine taken from mine. */
export function mergeConflict(theirs: VehicleFormValues, mine: VehicleFormValues, choices: ConflictChoices): VehicleFormValues {
  const merged: VehicleFormValues = { ...theirs, title: { ...theirs.title }, description: { ...theirs.description } }
  for (const field of CONFLICT_FIELDS) {
    if (choices[field] !== 'mine') continue
    if (field === 'title.it' || field === 'title.en') merged.title[field === 'title.it' ? 'it' : 'en'] = conflictValue(mine, field) as string
    else if (field === 'description.it' || field === 'description.en') merged.description[field === 'description.it' ? 'it' : 'en'] = conflictValue(mine, field) as string
    else Object.assign(merged, { [field]: mine[field] })
  }
  return merged
}
