import { describe, expect, it, vi } from 'vitest'
import { keepPageDocumentEntries } from '@/lib/firebase/firestore-rest'
import { toRestFields } from '@/lib/firebase/firestore-rest-write'
import { fromRestFields } from '@/lib/firebase/rest-values'
import { recordedPageDocuments, recordPageDocument } from '@/lib/page-data'
import { PRERENDERING_GLOBAL } from '@/lib/start-up'
import { fetchPublishedCatalog, keepOnlyShownInPageCatalogs, pageCatalog } from '@/features/vehicles/api/catalog-once'
import { decodeCatalog, encodeSummary, toVehicleSummary } from '@/features/vehicles/model/vehicle-summary'
import { buildSeedVehicles } from '../../scripts/seed/vehicles'
import { toRestValue } from '../test-utils/rest-values'

describe('toRestFields', () => {
  it('writes what fromRestFields reads back: integers and doubles apart, Dates as timestamps, lists and maps nested', () => {
    const value = {
      text: 'Panda',
      count: 18900,
      monthly: 415.87,
      yes: false,
      none: null,
      at: new Date('2026-05-01T10:00:00.000Z'),
      list: ['a', 2],
      nested: { inner: { n: 1 } },
    }
    const fields = toRestFields({ ...value, left: undefined })
    expect(fields.count).toEqual({ integerValue: '18900' })
    expect(fields.monthly).toEqual({ doubleValue: 415.87 })
    expect(fields).not.toHaveProperty('left')
    expect(fromRestFields(fields)).toEqual(value)
  })
})

describe('fromRestFields', () => {
  it('reads every REST value type as the SDK would give it, timestamps as Dates', () => {
    expect(
      fromRestFields({
        text: { stringValue: 'Panda' },
        count: { integerValue: '18900' },
        ratio: { doubleValue: 0.25 },
        yes: { booleanValue: true },
        none: { nullValue: null },
        at: { timestampValue: '2026-05-01T10:00:00.123456Z' },
        list: { arrayValue: { values: [{ stringValue: 'a' }, { integerValue: '2' }] } },
        emptyList: { arrayValue: {} },
        nested: { mapValue: { fields: { inner: { mapValue: { fields: { n: { integerValue: '1' } } } } } } },
        emptyMap: { mapValue: {} },
      }),
    ).toEqual({
      text: 'Panda',
      count: 18900,
      ratio: 0.25,
      yes: true,
      none: null,
      at: new Date('2026-05-01T10:00:00.123Z'),
      list: ['a', 2],
      emptyList: [],
      nested: { inner: { n: 1 } },
      emptyMap: {},
    })
  })
})

/** The seed's published used cars, their stored catalog entries (with `extra` ones) and that catalog's REST fields. */
function usedCatalog(extra: Record<string, unknown> = {}) {
  const vehicles = buildSeedVehicles({ storageOrigin: 'http://127.0.0.1:9199', bucket: 'b' })
    .map(({ vehicle }) => vehicle)
    .filter((vehicle) => vehicle.category === 'used' && vehicle.published)
  const stored: Record<string, unknown> = { ...Object.fromEntries(vehicles.map((vehicle) => [vehicle.id, encodeSummary(toVehicleSummary(vehicle))])), ...extra }
  const restFields = (toRestValue({ vehicles: stored, lastChangedId: '' }).mapValue as { fields: Record<string, Record<string, unknown>> }).fields
  return { vehicles, stored, restFields }
}

it('a catalog read through REST decodes to the same listing entries', () => {
  const { vehicles, stored, restFields } = usedCatalog()
  expect(decodeCatalog('used', fromRestFields(restFields))).toEqual(decodeCatalog('used', { vehicles: stored }))
  expect(decodeCatalog('used', fromRestFields(restFields))).toHaveLength(vehicles.length)
})

it('a prerendered page carries the catalog entries that decoded, which the app reads back without the schema alike', async () => {
  const { vehicles, restFields } = usedCatalog({ 'broken-1': { make: 'Fiat' } })
  Object.assign(window, { [PRERENDERING_GLOBAL]: true })
  try {
    recordPageDocument('catalog/used', restFields)
    const decoded = decodeCatalog('used', fromRestFields(restFields))
    expect(decoded).toHaveLength(vehicles.length)
    keepPageDocumentEntries('catalog/used', 'vehicles', new Set(decoded.map((vehicle) => vehicle.id)))
    const carried = carriedEntries()
    expect(Object.keys(carried.mapValue.fields).sort()).toEqual(vehicles.map((vehicle) => vehicle.id).sort())
    expect(pageCatalog('used')).toEqual(decoded)
  } finally {
    delete (window as unknown as Record<string, unknown>)[PRERENDERING_GLOBAL]
  }
})

/** The catalog entries the page being prerendered carries, by id. */
function carriedEntries(category = 'used') {
  return (recordedPageDocuments()[`catalog/${category}`] as { vehicles: { mapValue: { fields: Record<string, unknown> } } }).vehicles
}

it('a prerendered home page carries, of a catalog, only the cars it shows, as a part of it', () => {
  const { vehicles, restFields } = usedCatalog()
  const shown = new Set(vehicles.slice(0, 2).map((vehicle) => vehicle.id))
  Object.assign(window, { [PRERENDERING_GLOBAL]: true })
  try {
    recordPageDocument('catalog/used', restFields)
    keepOnlyShownInPageCatalogs(new Set(vehicles.map((vehicle) => vehicle.id)))
    // Every car shown: the page carries the whole catalog, as any page does.
    expect(recordedPageDocuments().partial).toBeUndefined()
    keepOnlyShownInPageCatalogs(shown)
    expect(Object.keys(carriedEntries().mapValue.fields).sort()).toEqual([...shown].sort())
    expect(recordedPageDocuments().partial).toEqual(['catalog/used'])
    // Leaving out malformed entries afterwards keeps it a part; a fresh read of the whole replaces it.
    keepPageDocumentEntries('catalog/used', 'vehicles', shown)
    expect(recordedPageDocuments().partial).toEqual(['catalog/used'])
    recordPageDocument('catalog/used', restFields)
    expect(recordedPageDocuments().partial).toBeUndefined()
    expect(Object.keys(carriedEntries().mapValue.fields)).toHaveLength(vehicles.length)
  } finally {
    delete (window as unknown as Record<string, unknown>)[PRERENDERING_GLOBAL]
  }
})

it('the listing’s fresh read decodes the REST answer, a few entries at a time, to the entries decodeCatalog gives', async () => {
  const { vehicles, stored, restFields } = usedCatalog({ 'broken-1': { make: 'Fiat' }, 'broken-2': 'not an entry' })
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ fields: restFields })),
  )
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  try {
    const read = await fetchPublishedCatalog('used')
    expect(read).toEqual(decodeCatalog('used', { vehicles: stored }))
    expect(read).toHaveLength(vehicles.length)
  } finally {
    vi.unstubAllGlobals()
    warn.mockRestore()
  }
})

it('a home page that carries only the cars it shows decodes the whole catalog only when something needs it, or when it has changed', async () => {
  const { vehicles, stored, restFields } = usedCatalog()
  const shownId = vehicles[0]!.id
  const shownEntry = (restFields.vehicles!.mapValue as { fields: Record<string, unknown> }).fields[shownId]
  const part = { ...restFields, vehicles: { mapValue: { fields: { [shownId]: shownEntry } } } }
  document.body.innerHTML = `<script type="application/json" id="page-data">${JSON.stringify({ 'catalog/used': part, partial: ['catalog/used'] })}</script>`
  vi.resetModules()
  try {
    const catalog = await import('@/features/vehicles/api/catalog-once')
    const answer = (fields: unknown) =>
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => Response.json({ fields })),
      )
    answer(restFields)
    const unchanged = await catalog.fetchPublishedCatalog('used')
    expect(unchanged).toMatchObject({ unchangedPart: true })
    expect(await (unchanged as { whole: () => Promise<unknown> }).whole()).toEqual(decodeCatalog('used', { vehicles: stored }))
    // Another write since the page was made: the whole catalog at once.
    answer({ ...restFields, lastChangedId: { stringValue: shownId } })
    expect(await catalog.fetchPublishedCatalog('used')).toEqual(decodeCatalog('used', { vehicles: stored }))
  } finally {
    vi.unstubAllGlobals()
    document.body.innerHTML = ''
  }
})
