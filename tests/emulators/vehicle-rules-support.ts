import { Timestamp, deleteField, doc, getDoc, serverTimestamp, setDoc, writeBatch, FieldPath, type Firestore, type WriteBatch } from 'firebase/firestore'
import { splitVehicle } from '@/features/vehicles/model/vehicle-codec'
import { vehicleSchema, type VehicleInput, type VehiclePhoto } from '@/features/vehicles/model/vehicle-schema'
import { seedVehicles, setUpRulesTests } from './emulator-support'

/**
 * What the tests of firestore.rules for vehicles and their catalogs share: the seeded cars they start from, the
 * documents the app sends, and the app's write batches (a vehicle with both catalogs), made as a given client.
 */

export type Data = Record<string, unknown>
export type Category = 'used' | 'rent'

export const seeds = seedVehicles()
export const usedSeed = splitVehicle(seeds.find((seed) => seed.vehicle.id === 'used-004')!.vehicle)
export const rentSeed = splitVehicle(seeds.find((seed) => seed.vehicle.id === 'rent-007')!.vehicle)
export const USED_ID = usedSeed.id
export const RENT_ID = rentSeed.id

export function clone<T>(value: T): T {
  return structuredClone(value)
}

/** What a client sends on create: the fields, revision 1 and server timestamps (the publication date for a published car). */
export function createPayload(input: Data): Data {
  return { ...input, revision: 1, createdAt: serverTimestamp(), updatedAt: serverTimestamp(), ...(input.published ? { publishedAt: serverTimestamp() } : {}) }
}

/** Whether the zod schema accepts the same fields (timestamps stand in as dates). */
export function schemaAccepts(id: string, input: Data): boolean {
  return vehicleSchema.safeParse({ ...input, id, revision: 1, createdAt: new Date(), updatedAt: new Date() }).success
}

export const STORED_UPDATED_AT = Timestamp.fromDate(new Date('2026-03-02T09:00:00Z'))

export function photosFor(id: string, count: number): VehiclePhoto[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `p${index}`,
    path: `vehicles/${id}/p${index}`,
    large: { url: `http://127.0.0.1:9199/v0/b/b/o/p${index}-large.webp?alt=media`, width: 1280, height: 960 },
    thumb: { url: `http://127.0.0.1:9199/v0/b/b/o/p${index}-thumb.webp?alt=media`, width: 480, height: 360 },
  }))
}

interface BatchOptions {
  /** The catalog writes go with it (default), or not. */
  catalog?: boolean
  /** The revision the catalogs name; by default the vehicle's. */
  catalogRevision?: number
  entry?: { category: Category; data: Data }
  /** The catalog revisions the write is made on top of; by default the stored ones. */
  catalogsRead?: Record<Category, number>
}

/** The rules tests of vehicles in a file: Firestore under firestore.rules, emptied before each test, and the app's writes. */
export function setUpVehicleRulesTests() {
  const rules = setUpRulesTests({ rules: ['firestore'], clearEachTest: true })

  /** Stores a vehicle directly (rules off), with fixed past timestamps, at a revision. */
  async function storeVehicle(id: string, input: VehicleInput | Data, published = true, revision = 1): Promise<void> {
    await rules.withoutRules(async (db) => {
      await setDoc(doc(db, 'vehicles', id), {
        ...input,
        published,
        revision,
        createdAt: Timestamp.fromDate(new Date('2026-03-01T09:00:00Z')),
        updatedAt: STORED_UPDATED_AT,
      })
    })
  }

  /** The revision of each catalog as stored now (0 where there is none yet). */
  async function catalogRevisions(): Promise<Record<Category, number>> {
    const revisions = { used: 0, rent: 0 }
    await rules.withoutRules(async (db) => {
      for (const category of ['used', 'rent'] as const) {
        const snapshot = await getDoc(doc(db, 'catalog', category))
        revisions[category] = (snapshot.get('revision') as number | undefined) ?? 0
      }
    })
    return revisions
  }

  /**
   * The catalog half of a vehicle's write, as the app sends it: both catalogs name the vehicle and the revision it
   * has after the batch (a deletion: the revision read plus one), at the revision read plus one; `entry` is the
   * vehicle's entry in its category (none elsewhere).
   */
  async function addCatalogWrites(
    batch: WriteBatch,
    database: Firestore,
    id: string,
    revision: number,
    entry?: { category: Category; data: Data },
    read?: Record<Category, number>,
  ) {
    const revisions = read ?? (await catalogRevisions())
    for (const category of ['used', 'rent'] as const) {
      const value = entry?.category === category ? entry.data : deleteField()
      batch.set(
        doc(database, 'catalog', category),
        { lastChangedId: id, lastChangedRevision: revision, revision: revisions[category] + 1, vehicles: { [id]: value } },
        { mergeFields: ['lastChangedId', 'lastChangedRevision', 'revision', new FieldPath('vehicles', id)] },
      )
    }
  }

  /** Creates a vehicle from a whole document (createPayload), with its catalog writes. */
  async function createVehicle(database: Firestore, id: string, document: Data, options: BatchOptions = {}) {
    const batch = writeBatch(database)
    batch.set(doc(database, 'vehicles', id), document)
    if (options.catalog !== false) await addCatalogWrites(batch, database, id, options.catalogRevision ?? 1, options.entry, options.catalogsRead)
    return batch.commit()
  }

  /** Changes some fields as revision `revision` (by default 2: the stored vehicles are at 1), with the catalog writes. */
  async function updateVehicle(database: Firestore, id: string, fields: Data, options: BatchOptions & { revision?: number } = {}) {
    const revision = options.revision ?? 2
    const batch = writeBatch(database)
    batch.update(doc(database, 'vehicles', id), { updatedAt: serverTimestamp(), revision, ...fields })
    if (options.catalog !== false) await addCatalogWrites(batch, database, id, options.catalogRevision ?? revision, options.entry, options.catalogsRead)
    return batch.commit()
  }

  /** Deletes a vehicle read at revision `readRevision` (by default 1), with the catalog writes. */
  async function deleteVehicle(database: Firestore, id: string, options: BatchOptions & { readRevision?: number } = {}) {
    const batch = writeBatch(database)
    batch.delete(doc(database, 'vehicles', id))
    if (options.catalog !== false)
      await addCatalogWrites(batch, database, id, options.catalogRevision ?? (options.readRevision ?? 1) + 1, undefined, options.catalogsRead)
    return batch.commit()
  }

  return { rules, ...rules.firestore, storeVehicle, catalogRevisions, createVehicle, updateVehicle, deleteVehicle }
}
