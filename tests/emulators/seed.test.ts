import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { deleteApp, initializeApp, type App } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { getFirestore } from 'firebase-admin/firestore'
import { getStorage } from 'firebase-admin/storage'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { decodeVehicle } from '@/features/vehicles/model/vehicle-codec'
import type { Vehicle } from '@/features/vehicles/model/vehicle-schema'
import { decodeCatalog, toVehicleSummary } from '@/features/vehicles/model/vehicle-summary'
import { SITE_SETTINGS_PATH, settingsFromConfig } from '@/features/site/model/site-settings'
import { decodeSiteSettings } from '@/features/site/model/site-settings-schema'
import { BUCKET, PROJECT_ID, clearFirestoreData, ensureEmulatorEnv, repoRoot } from './emulator-support'

ensureEmulatorEnv()

const run = promisify(execFile)
let app: App

interface Snapshot {
  documents: Record<string, unknown>
  files: Record<string, { md5: string | undefined; size: string | number | undefined; token: unknown; contentType: string | undefined }>
}

async function runSeed(): Promise<void> {
  await run(process.execPath, ['--import', 'tsx', 'scripts/seed.ts'], { cwd: repoRoot, env: process.env, timeout: 170_000 })
}

async function snapshot(): Promise<Snapshot> {
  const documents: Record<string, unknown> = {}
  for (const document of (await getFirestore(app).collection('vehicles').get()).docs) {
    const data = document.data()
    documents[document.id] = {
      ...data,
      createdAt: data.createdAt.toMillis(),
      updatedAt: data.updatedAt.toMillis(),
    }
  }
  for (const collection of ['leads', 'leadThrottles']) {
    for (const document of (await getFirestore(app).collection(collection).get()).docs) documents[`${collection}/${document.id}`] = document.data()
  }
  const settings = (await getFirestore(app).doc(SITE_SETTINGS_PATH).get()).data()
  if (settings) documents[SITE_SETTINGS_PATH] = { ...settings, updatedAt: settings.updatedAt.toMillis() }
  const files: Snapshot['files'] = {}
  const [vehiclePhotos] = await getStorage(app).bucket(BUCKET).getFiles({ prefix: 'vehicles/' })
  const [leadPhotos] = await getStorage(app).bucket(BUCKET).getFiles({ prefix: 'leads/' })
  for (const file of [...vehiclePhotos, ...leadPhotos]) {
    files[file.name] = {
      md5: file.metadata.md5Hash,
      size: file.metadata.size,
      token: file.metadata.metadata?.firebaseStorageDownloadTokens,
      contentType: file.metadata.contentType,
    }
  }
  return { documents, files }
}

beforeAll(async () => {
  app = initializeApp({ projectId: PROJECT_ID, storageBucket: BUCKET }, 'seed-test')
  await clearFirestoreData()
})

afterAll(async () => {
  await deleteApp(app)
})

it('seeds valid, varied data and leaves identical data when run again, whatever was added or changed meanwhile', async () => {
  await runSeed()
  const first = await snapshot()
  // What the end-to-end tests leave in emulators used again: a car of their own, with a photo, and a car edited.
  const stored = getFirestore(app).collection('vehicles')
  const [seeded] = (await stored.limit(1).get()).docs
  await stored.doc('added-by-a-test').set({ ...seeded!.data(), make: 'Added' })
  await stored.doc(seeded!.id).update({ make: 'Edited' })
  await getStorage(app).bucket(BUCKET).file('vehicles/added-by-a-test/photo-1-large.webp').save(Buffer.from('not a photo'))
  // A visitor's request with a trade-in photo, and the mark that paces that visitor's requests.
  await getFirestore(app).doc('leads/sent-by-a-test').set({ kind: 'trade-in', name: 'Test' })
  await getFirestore(app).doc('leadThrottles/visitor-of-a-test').set({ lastLeadId: 'sent-by-a-test' })
  await getStorage(app).bucket(BUCKET).file('leads/sent-by-a-test/0123456789abcdef01234567.webp').save(Buffer.from('not a photo'))
  expect(Object.keys((await snapshot()).documents)).toEqual(expect.arrayContaining(['leads/sent-by-a-test', 'leadThrottles/visitor-of-a-test']))
  await runSeed()
  const second = await snapshot()
  expect(second).toEqual(first)
  expect(Object.keys(second.files).filter((name) => name.startsWith('leads/'))).toEqual([])

  const docs = await getFirestore(app).collection('vehicles').get()
  const vehicles: Vehicle[] = docs.docs.map((document) => {
    const result = decodeVehicle(document.id, document.data())
    if (!result.ok) throw new Error(`${document.id}: ${result.reason}`)
    return result.vehicle
  })
  const used = vehicles.filter((vehicle) => vehicle.category === 'used')
  const rent = vehicles.filter((vehicle) => vehicle.category === 'rent')
  expect(used.length).toBeGreaterThanOrEqual(32)
  expect(rent.length).toBeGreaterThanOrEqual(8)
  expect(vehicles.filter((vehicle) => vehicle.featured && vehicle.published).length).toBeGreaterThanOrEqual(5)
  expect(vehicles.filter((vehicle) => !vehicle.published).length).toBeGreaterThanOrEqual(2)
  expect(vehicles.some((vehicle) => vehicle.status === 'sold')).toBe(true)
  expect(vehicles.some((vehicle) => vehicle.status === 'reserved')).toBe(true)
  expect(vehicles.some((vehicle) => vehicle.published && vehicle.photos.length === 0)).toBe(true)
  expect(vehicles.some((vehicle) => vehicle.description.en === '' && vehicle.description.it !== '')).toBe(true)
  expect(new Set(vehicles.map((vehicle) => vehicle.bodyType)).size).toBe(9)
  expect(new Set(vehicles.map((vehicle) => vehicle.make)).size).toBeGreaterThanOrEqual(15)

  // The catalog holds exactly the published vehicles of each category, as their listing entries.
  for (const category of ['used', 'rent'] as const) {
    const catalog = await getFirestore(app).collection('catalog').doc(category).get()
    const expected = vehicles.filter((vehicle) => vehicle.published && vehicle.category === category).map(toVehicleSummary)
    expect(decodeCatalog(category, catalog.data()).sort((a, b) => a.id.localeCompare(b.id))).toEqual(expected.sort((a, b) => a.id.localeCompare(b.id)))
  }

  // Every photo in a document exists in Storage, without a download token (its address is read under the rules).
  for (const photo of vehicles.flatMap((vehicle) => vehicle.photos)) {
    for (const size of ['large', 'thumb'] as const) {
      const name = `${photo.path}-${size}.webp`
      const file = second.files[name]
      expect(file, name).toBeDefined()
      expect(file!.contentType).toBe('image/webp')
      expect(file!.token).toBeUndefined()
      expect(photo[size].url.endsWith(`/o/${encodeURIComponent(name)}?alt=media`)).toBe(true)
    }
  }

  // The site settings are business.ts's, at revision 1.
  const settings = decodeSiteSettings((await getFirestore(app).doc(SITE_SETTINGS_PATH).get()).data())
  expect(settings).toMatchObject({ ok: true, settings: { ...settingsFromConfig(), revision: 1 } })

  const auth = getAuth(app)
  const adminUser = await auth.getUserByEmail('admin@demo.test')
  const visitorUser = await auth.getUserByEmail('visitor@demo.test')
  expect(adminUser.customClaims).toEqual({ admin: true })
  expect(adminUser.displayName).toBe('Demo Admin')
  expect(visitorUser.customClaims ?? {}).toEqual({})
  expect(visitorUser.displayName).toBe('Demo Visitor')
}, 400_000)

it('refuses a project that is not a demo project', async () => {
  const result = await run(process.execPath, ['--import', 'tsx', 'scripts/seed.ts', '--project', 'real-dealer-prod'], {
    cwd: repoRoot,
    env: process.env,
  }).then(
    () => 'succeeded',
    (error: { code?: number; stderr?: string }) => `${error.code}: ${error.stderr ?? ''}`,
  )
  expect(result).toMatch(/^1: .*Refusing to seed "real-dealer-prod"/s)
})
