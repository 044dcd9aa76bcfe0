import { describe, expect, it } from 'vitest'
import {
  BODY_TYPES,
  EQUIPMENT_KEYS,
  EURO_CLASSES,
  FUELS,
  GEARBOXES,
  RENT_STATUSES,
  USED_STATUSES,
  VEHICLE_CATEGORIES,
  VEHICLE_LIMITS,
} from '@/features/vehicles/model/vehicle-constants'
import { JPEG, PHOTO_UPLOAD_MAX_BYTES, WEBP, newPhotoId, photoFileNames } from '@/lib/photos/photo-pipeline'
import {
  ALERT_LANGS,
  DATE_PATTERN,
  DAY_HOURS_PATTERN,
  EMAIL_PATTERN,
  EXCEPTION_PATTERN,
  INTERVALS_PER_DAY,
  NOTICE_TONES,
  PHONE_PATTERN,
  POSTAL_CODE_PATTERN,
  PROVINCE_CODE_PATTERN,
  SETTINGS_LIMITS,
  WHATSAPP_PATTERN,
  noticeSchema,
  siteSettingsSchema,
} from '@/features/site/model/site-settings-schema'
import { DAY_KEYS } from '@/features/site/model/day-hours'
import {
  ID_PATTERN,
  VIN_PATTERN,
  rentVehicleInputSchema,
  rentVehicleSchema,
  usedVehicleInputSchema,
  usedVehicleSchema,
  vehicleSummarySchema,
} from '@/features/vehicles/model/vehicle-schema'

import { BLOCK_REASONS, BOOKING_KINDS, BOOKING_LIMITS } from '@/features/bookings/model/booking-constants'
import { bookingSchema } from '@/features/bookings/model/booking-schema'
import { listOf, returned, rulesFile, stringOf } from '../test-utils/rules-text'

const firestoreRules = rulesFile('firestore.rules')
const storageRules = rulesFile('storage.rules')

describe('firestore.rules mirrors the model', () => {
  it.each([
    ['vehicleCategories', VEHICLE_CATEGORIES],
    ['usedStatuses', USED_STATUSES],
    ['rentStatuses', RENT_STATUSES],
    ['bodyTypes', BODY_TYPES],
    ['fuels', FUELS],
    ['gearboxes', GEARBOXES],
    ['euroClasses', EURO_CLASSES],
    ['equipmentKeys', EQUIPMENT_KEYS],
    ['bookingKinds', BOOKING_KINDS],
    ['blockReasons', BLOCK_REASONS],
  ] as const)('%s()', (name, values) => {
    expect(listOf(firestoreRules, name)).toEqual([...values])
  })

  it.each([...Object.entries(VEHICLE_LIMITS), ...Object.entries(BOOKING_LIMITS)])('limit %s() = %d', (name, value) => {
    expect(Number(returned(firestoreRules, name))).toBe(value)
  })

  it("names a booking's fields as the schema does", () => {
    const stored = Object.keys(bookingSchema.shape).filter((key) => key !== 'id')
    expect(listOf(firestoreRules, 'bookingKeys').sort()).toEqual(stored.sort())
  })

  it('has no limit function that the models lack', () => {
    // The leads' limits are checked by tests/unit/lead-rules-sync.test.ts.
    const numeric = [...firestoreRules.matchAll(/function (\w+)\(\) \{ return (\d+); \}/g)].map((match) => match[1]).filter((name) => !name?.startsWith('lead'))
    expect(numeric.sort()).toEqual([...Object.keys(VEHICLE_LIMITS), ...Object.keys(SETTINGS_LIMITS), ...Object.keys(BOOKING_LIMITS)].sort())
  })

  it('uses the same id and VIN patterns', () => {
    expect(stringOf(firestoreRules, 'idPattern')).toBe(ID_PATTERN.source)
    expect(stringOf(firestoreRules, 'vinPattern')).toBe(VIN_PATTERN.source)
  })

  it('allows the same document keys per category', () => {
    const common = listOf(firestoreRules, 'commonKeys')
    const optional = listOf(firestoreRules, 'optionalKeys')
    const stored = (keys: string[]) => [...keys, 'createdAt', 'updatedAt', 'publishedAt', 'revision'].sort()
    expect([...common, ...optional, ...listOf(firestoreRules, 'usedKeys')].sort()).toEqual(stored(Object.keys(usedVehicleInputSchema.shape)))
    expect([...common, ...optional, ...listOf(firestoreRules, 'rentKeys')].sort()).toEqual(stored(Object.keys(rentVehicleInputSchema.shape)))
    // The stored document is the input plus its id (the document's name), timestamps and revision.
    const withoutId = (keys: string[]) => keys.filter((key) => key !== 'id').sort()
    expect([...common, ...optional, ...listOf(firestoreRules, 'usedKeys')].sort()).toEqual(withoutId(Object.keys(usedVehicleSchema.shape)))
    expect([...common, ...optional, ...listOf(firestoreRules, 'rentKeys')].sort()).toEqual(withoutId(Object.keys(rentVehicleSchema.shape)))
    expect(optional.every((key) => usedVehicleSchema.shape[key as keyof typeof usedVehicleSchema.shape].safeParse(undefined).success)).toBe(true)
  })

  it('checks a revision the way the schema does: an integer', () => {
    expect(usedVehicleSchema.shape.revision.safeParse(3).success).toBe(true)
    expect(usedVehicleSchema.shape.revision.safeParse(2.5).success).toBe(false)
    expect(firestoreRules).toMatch(/d\.revision is int/)
  })

  it('allows the same catalog entry keys per category', () => {
    const common = listOf(firestoreRules, 'catalogEntryKeys')
    const [used, rent] = vehicleSummarySchema.def.options.map((option) =>
      Object.keys(option.shape)
        .filter((key) => key !== 'id')
        .sort(),
    )
    expect([...common, ...listOf(firestoreRules, 'usedEntryKeys')].sort()).toEqual(used)
    expect([...common, ...listOf(firestoreRules, 'rentEntryKeys')].sort()).toEqual(rent)
  })
})

describe('firestore.rules mirrors the site settings schema', () => {
  it.each(Object.entries(SETTINGS_LIMITS))('limit %s() = %d', (name, value) => {
    expect(Number(returned(firestoreRules, name))).toBe(value)
  })

  it.each([
    ['phonePattern', PHONE_PATTERN],
    ['whatsappPattern', WHATSAPP_PATTERN],
    ['emailPattern', EMAIL_PATTERN],
    ['postalCodePattern', POSTAL_CODE_PATTERN],
    ['provinceCodePattern', PROVINCE_CODE_PATTERN],
    ['datePattern', DATE_PATTERN],
    ['dayHoursPattern', DAY_HOURS_PATTERN],
  ] as const)('%s() is the schema’s pattern', (name, pattern) => {
    expect(stringOf(firestoreRules, name)).toBe(pattern.source)
  })

  it('checks each exception with the schema’s pattern, unanchored (the rules anchor the list as a whole)', () => {
    expect(`^${stringOf(firestoreRules, 'exceptionPattern')}$`).toBe(EXCEPTION_PATTERN.source)
  })

  it('allows as many intervals in a day as the schema', () => {
    const intervals = (count: number) =>
      Array.from({ length: count }, (_, index) => `${String(8 + 2 * index).padStart(2, '0')}:00-${String(9 + 2 * index).padStart(2, '0')}:00`).join(' ')
    expect(intervals(INTERVALS_PER_DAY)).toMatch(DAY_HOURS_PATTERN)
    expect(intervals(INTERVALS_PER_DAY + 1)).not.toMatch(DAY_HOURS_PATTERN)
  })

  it('has the same keys, days, tones and e-mail languages', () => {
    const sorted = (keys: readonly string[]) => [...keys].sort()
    expect(sorted(listOf(firestoreRules, 'settingsKeys'))).toEqual(sorted(Object.keys(siteSettingsSchema.shape)))
    expect(sorted(listOf(firestoreRules, 'addressKeys'))).toEqual(sorted(Object.keys(siteSettingsSchema.shape.address.shape)))
    expect(sorted(listOf(firestoreRules, 'noticeKeys'))).toEqual(sorted(Object.keys(noticeSchema.def.shape)))
    expect(listOf(firestoreRules, 'dayKeys')).toEqual([...DAY_KEYS])
    expect(listOf(firestoreRules, 'noticeTones')).toEqual([...NOTICE_TONES])
    expect(listOf(firestoreRules, 'alertLangs')).toEqual([...ALERT_LANGS])
  })
})

describe('storage.rules mirrors the model', () => {
  it('limits uploads to PHOTO_UPLOAD_MAX_BYTES', () => {
    expect(Number(returned(storageRules, 'maxUploadBytes'))).toBe(PHOTO_UPLOAD_MAX_BYTES)
  })

  it('accepts exactly the file names the photo pipeline writes', () => {
    const pattern = new RegExp(stringOf(storageRules, 'photoFileName'))
    const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1)
    for (let n = 0; n < 20; n += 1) {
      for (const format of [WEBP, JPEG]) {
        const names = photoFileNames(`vehicles/v1/${newPhotoId()}`, format)
        expect(fileName(names.large)).toMatch(pattern)
        expect(fileName(names.thumb)).toMatch(pattern)
      }
    }
    const id = newPhotoId()
    for (const name of [
      `${id}.webp`,
      `${id}-large.png`,
      `${id}-large.svg`,
      `${id}-large.jpeg`,
      `${id}-large.webp.html`,
      `photo-1-large.webp`,
      `${id}0-thumb.webp`,
    ]) {
      expect(name).not.toMatch(pattern)
    }
  })
})
