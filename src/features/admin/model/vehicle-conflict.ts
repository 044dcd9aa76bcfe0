import { FIELD_ORDER } from './vehicle-form-fields'
import type { VehicleFormValues } from './vehicle-form-model'

/** A field a conflict is shown and settled by: each of the form's fields, each text in each language. */
export type ConflictField = Exclude<(typeof FIELD_ORDER)[number], 'title'> | 'published' | 'featured'

/** The form's fields in their order (`title` is only where a missing title is reported), the switches after the status. */
const CONFLICT_FIELDS: readonly ConflictField[] = FIELD_ORDER.flatMap((field): ConflictField[] => {
  if (field === 'title') return []
  return field === 'status' ? ['status', 'published', 'featured'] : [field]
})

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
    else if (field === 'description.it' || field === 'description.en')
      merged.description[field === 'description.it' ? 'it' : 'en'] = conflictValue(mine, field) as string
    else Object.assign(merged, { [field]: mine[field] })
  }
  return merged
}
