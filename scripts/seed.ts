/**
 * Fills the emulators with the demo data: 50 vehicles with generated photos, an admin and a visitor, and the site
 * settings (contacts, hours) from src/config/business.ts.
 *
 *   npm run seed                        # emulators of demo-autosalone (start them first)
 *   npm run seed -- --project demo-x    # another demo project, still on the emulators
 *   npm run seed -- --project my-real-project --force   # a real project: only on purpose, and without the accounts
 *
 * The demo accounts (admin@demo.test has the admin claim; their password is in the README) are created only in a
 * demo project: never in a real one, even with --force (scripts/seed/admin-role.ts). There the seed says how to
 * grant the admin role instead (npm run admin:grant), and warns if an earlier seed left demo accounts behind.
 *
 *   npm run seed -- --stock 500         # also fill the used-car listing to 500 cars (load measurements)
 *   npm run seed -- --clear-stock       # remove that extra stock again
 *
 * Idempotent: fixed ids, fixed timestamps, the same photo bytes on every run. On a demo project it also removes
 * the vehicles that are not the demo's, and their photos (those the end-to-end tests or a person added in
 * emulators used before), and the visitors' requests with their trade-in photos, so that the listings and the
 * reserved area's requests count what a fresh start shows. Every run ends by rebuilding
 * the public catalog (catalog/used, catalog/rent) from the vehicles stored, so it also repairs a catalog that
 * has drifted:
 *
 *   npm run seed -- --catalog-only      # only rebuild the catalog (any project: it writes no demo data)
 */
import { cert, initializeApp, applicationDefault, type App } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { Timestamp, getFirestore } from 'firebase-admin/firestore'
import { getStorage } from 'firebase-admin/storage'
import { CATALOG_COLLECTION, VEHICLES_COLLECTION, VEHICLE_CATEGORIES } from '../src/features/vehicles/model/vehicle-constants'
import { decodeVehicle, splitVehicle } from '../src/features/vehicles/model/vehicle-codec'
import { buildCatalogs, emptyCatalogFields } from '../src/features/vehicles/model/vehicle-summary'
import { photoFilePaths } from '../src/features/vehicles/model/vehicle-schema'
import { encodeSiteSettings } from '../src/features/site/model/site-settings-schema'
import { SITE_SETTINGS_PATH, settingsFromConfig } from '../src/features/site/model/site-settings'
import { UsageError, parseArgs, resolveAdminTarget, runScript, type AdminTarget } from './seed/admin-target'
import { isDemoProject, leftoverDemoAccountsWarning, seedCreatesUsers, seedNoUsersNotice, seedRefusal } from './seed/admin-role'
import { renderPhoto } from './seed/car-image'
import { inBatches } from './seed/batches'
import { removeLeads } from './seed/leads'
import { SEED_USERS, STOCK_ID_PREFIX, buildSeedVehicles, buildStockVehicles, type SeedVehicle } from './seed/vehicles'
import type { Vehicle } from '../src/features/vehicles/model/vehicle-schema'

const USAGE = 'Usage: npm run seed -- [--project <id>] [--bucket <name>] [--force] [--skip-photos] [--stock <n>] [--clear-stock] [--catalog-only]'

function initAdmin(target: AdminTarget): App {
  const credentialPath = process.env.GOOGLE_APPLICATION_CREDENTIALS
  return initializeApp({
    projectId: target.projectId,
    storageBucket: target.storageBucket,
    ...(target.useEmulators ? {} : { credential: credentialPath ? cert(credentialPath) : applicationDefault() }),
  })
}

/** Creates the demo accounts, or updates them to the demo's state. Only for a demo project (see seedCreatesUsers). */
async function seedUsers(app: App, target: AdminTarget): Promise<void> {
  if (!seedCreatesUsers(target.projectId)) throw new Error(`The demo accounts are never created in ${target.projectId}`)
  const auth = getAuth(app)
  for (const user of SEED_USERS) {
    const existing = await auth.getUserByEmail(user.email).catch((error: { code?: string }) => {
      if (error.code === 'auth/user-not-found') return null
      throw error
    })
    const properties = { email: user.email, password: user.password, displayName: user.displayName, emailVerified: true }
    const uid = existing ? existing.uid : (await auth.createUser({ uid: user.uid, ...properties })).uid
    if (existing) await auth.updateUser(uid, properties)
    await auth.setCustomUserClaims(uid, user.admin ? { admin: true } : null)
    console.log(`  user ${user.email}${user.admin ? ' (admin)' : ''}`)
  }
}

/**
 * In a project that is not a demo one: says that no account was created and how to grant the admin role, and looks
 * for demo accounts an earlier seed created there (it only reads them: deleting accounts is for a person to decide).
 */
async function reportNoUsers(app: App, target: AdminTarget): Promise<void> {
  console.log(seedNoUsersNotice(target.projectId))
  const found = await getAuth(app)
    .getUsers(SEED_USERS.map(({ email }) => ({ email })))
    .then(
      ({ users }) => users.flatMap(({ email }) => (email ? [email] : [])),
      (error: unknown) => {
        console.warn(`  could not look for leftover demo accounts: ${error instanceof Error ? error.message : String(error)}`)
        return []
      },
    )
  const warning = leftoverDemoAccountsWarning(target.projectId, found)
  if (warning) console.warn(warning)
}

async function mapWithConcurrency<T>(items: readonly T[], concurrency: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const workers = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next]!
      next += 1
      await task(item)
    }
  })
  await Promise.all(workers)
}

/** Retries a flaky local call (the Storage emulator sometimes drops a connection under load). */
async function withRetries<T>(task: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await task()
    } catch (error) {
      if (attempt >= attempts) throw error
      await new Promise((resolve) => setTimeout(resolve, 300 * attempt))
    }
  }
}

async function seedPhotos(app: App, target: AdminTarget, vehicles: readonly SeedVehicle[]): Promise<number> {
  const bucket = getStorage(app).bucket(target.storageBucket)
  const jobs = vehicles.flatMap((seed) => seed.photoSources.map((source) => ({ seed, source })))
  await mapWithConcurrency(jobs, 4, async ({ seed, source }) => {
    const rendered = await renderPhoto(seed.vehicle.bodyType, seed.colorHex, source.sceneIndex)
    const files = photoFilePaths(source.path)
    for (const size of ['large', 'thumb'] as const) {
      await withRetries(() =>
        bucket.file(files[size]).save(rendered[size], {
          resumable: false,
          contentType: 'image/webp',
          // No download token: the photos are read under storage.rules (src/lib/firebase/storage-url.ts).
          metadata: { cacheControl: 'public, max-age=31536000, immutable' },
        }),
      )
    }
  })
  return jobs.length
}

async function writeVehicles(app: App, vehicles: readonly Vehicle[]): Promise<void> {
  const collection = getFirestore(app).collection(VEHICLES_COLLECTION)
  await inBatches(app, vehicles, (batch, vehicle) => {
    const { id, createdAt, updatedAt, publishedAt, revision, input } = splitVehicle(vehicle)
    const timestamps = { createdAt: Timestamp.fromDate(createdAt), updatedAt: Timestamp.fromDate(updatedAt) }
    batch.set(collection.doc(id), { ...input, revision, ...timestamps, ...(publishedAt ? { publishedAt: Timestamp.fromDate(publishedAt) } : {}) })
  })
}

/** When the seeded settings were written: fixed, so that seeding twice leaves the same document. */
const SETTINGS_WRITTEN_AT = new Date('2026-01-01T00:00:00Z')

/**
 * The site settings (settings/site) as src/config/business.ts has them, the request e-mails in Italian, at
 * revision 1: what the editor of the reserved area starts from. Seeding again puts them back as they were.
 */
async function seedSettings(app: App): Promise<void> {
  const encoded = encodeSiteSettings(settingsFromConfig())
  if (!encoded.ok) throw new Error(`The settings of business.ts do not fit the settings schema: ${encoded.error.message}`)
  await getFirestore(app)
    .doc(SITE_SETTINGS_PATH)
    .set({ ...encoded.stored, revision: 1, updatedAt: Timestamp.fromDate(SETTINGS_WRITTEN_AT) })
  console.log(`  /${SITE_SETTINGS_PATH} from src/config/business.ts`)
}

/** Removes every stored vehicle whose id `remove` picks. Returns how many it removed. */
async function removeVehicles(app: App, remove: (id: string) => boolean): Promise<number> {
  const collection = getFirestore(app).collection(VEHICLES_COLLECTION)
  const ids = (await collection.listDocuments()).map((doc) => doc.id).filter(remove)
  await inBatches(app, ids, (batch, id) => batch.delete(collection.doc(id)))
  return ids.length
}

/** Removes the extra stock (`--stock`); its photos are the seeded cars' and stay. */
const clearStock = (app: App) => removeVehicles(app, (id) => id.startsWith(STOCK_ID_PREFIX))

/**
 * Removes every vehicle whose id is not in `keep`, and the photos of every vehicle not in `keep` (Storage's
 * `vehicles/{id}/`, also those of a vehicle already deleted). Returns how many vehicles it removed.
 */
async function removeOtherVehicles(app: App, target: AdminTarget, keep: ReadonlySet<string>): Promise<number> {
  const removed = await removeVehicles(app, (id) => !keep.has(id))
  const [files] = await getStorage(app)
    .bucket(target.storageBucket)
    .getFiles({ prefix: `${VEHICLES_COLLECTION}/` })
  await Promise.all(files.filter((file) => !keep.has(file.name.split('/')[1] ?? '')).map((file) => file.delete({ ignoreNotFound: true })))
  return removed
}

/**
 * Rewrites the catalog documents from every stored vehicle: the published ones, by category (a malformed vehicle
 * is left out with a warning, as the site would skip it). Returns how many entries each category has.
 */
async function rebuildCatalog(app: App): Promise<Record<string, number>> {
  const db = getFirestore(app)
  const snapshot = await db.collection(VEHICLES_COLLECTION).get()
  const vehicles = snapshot.docs.flatMap((document) => {
    const decoded = decodeVehicle(document.id, document.data())
    if (decoded.ok) return [decoded.vehicle]
    console.warn(`  vehicle ${document.id} left out of the catalog: ${decoded.reason}`)
    return []
  })
  const catalogs = buildCatalogs(vehicles)
  const batch = db.batch()
  for (const category of VEHICLE_CATEGORIES) {
    batch.set(db.collection(CATALOG_COLLECTION).doc(category), { ...emptyCatalogFields(), vehicles: catalogs[category] })
  }
  await batch.commit()
  return Object.fromEntries(VEHICLE_CATEGORIES.map((category) => [category, Object.keys(catalogs[category]).length]))
}

async function reportCatalog(app: App): Promise<void> {
  const counts = await rebuildCatalog(app)
  console.log(
    `  /${CATALOG_COLLECTION} rebuilt: ${Object.entries(counts)
      .map(([category, count]) => `${count} ${category}`)
      .join(', ')}`,
  )
}

async function main(): Promise<void> {
  const { flags, positional } = parseArgs(process.argv.slice(2), ['project', 'bucket', 'stock'])
  if (flags.has('help')) {
    console.log(USAGE)
    return
  }
  if (positional.length > 0) throw new UsageError(`Unexpected argument "${positional[0]}"`)
  const projectFlag = flags.get('project')
  const bucketFlag = flags.get('bucket')
  const target = resolveAdminTarget({
    projectId: typeof projectFlag === 'string' ? projectFlag : undefined,
    bucket: typeof bucketFlag === 'string' ? bucketFlag : undefined,
  })
  if (flags.has('catalog-only')) {
    console.log(`Rebuilding the catalog of ${target.projectId}`)
    await reportCatalog(initAdmin(target))
    return
  }
  const refusal = seedRefusal(target.projectId, flags.has('force'))
  if (refusal) throw new UsageError(refusal)
  console.log(`Seeding ${target.projectId} (${target.useEmulators ? `emulators, Firestore ${process.env.FIRESTORE_EMULATOR_HOST}` : 'PRODUCTION'})`)
  const app = initAdmin(target)
  const vehicles = buildSeedVehicles({ storageOrigin: target.storageOrigin, bucket: target.storageBucket })
  const stockFlag = flags.get('stock')
  const stock = typeof stockFlag === 'string' ? Number(stockFlag) : null
  if (stock !== null && (!Number.isInteger(stock) || stock < 1 || stock > 5000)) throw new UsageError('--stock needs a number of cars from 1 to 5000')
  if (flags.has('clear-stock')) {
    console.log(`  ${await clearStock(app)} extra stock vehicles removed`)
    await reportCatalog(app)
    return
  }
  if (seedCreatesUsers(target.projectId)) await seedUsers(app, target)
  // A real project's settings are the dealer's own (edited in the reserved area): the seed never overwrites them.
  if (isDemoProject(target.projectId)) await seedSettings(app)
  else console.log(`  /${SITE_SETTINGS_PATH} left as it is: in a real project the settings are the dealer's`)
  if (flags.has('skip-photos')) {
    console.log('  photos skipped (--skip-photos)')
  } else {
    const count = await seedPhotos(app, target, vehicles)
    console.log(`  ${count} photos (large and thumb) in ${target.storageBucket}`)
  }
  await writeVehicles(
    app,
    vehicles.map(({ vehicle }) => vehicle),
  )
  const used = vehicles.filter(({ vehicle }) => vehicle.category === 'used').length
  console.log(`  ${vehicles.length} vehicles (${used} used, ${vehicles.length - used} rent) in /${VEHICLES_COLLECTION}`)
  const extra = stock === null ? [] : buildStockVehicles(vehicles, stock)
  if (stock !== null) {
    await writeVehicles(app, extra)
    console.log(`  ${extra.length} extra used cars (ids ${STOCK_ID_PREFIX}*), for ${stock} published used cars in all`)
  }
  if (isDemoProject(target.projectId)) {
    const keep = new Set([...vehicles.map(({ vehicle }) => vehicle.id), ...extra.map((vehicle) => vehicle.id)])
    const removed = await removeOtherVehicles(app, target, keep)
    if (removed > 0) console.log(`  ${removed} other vehicles removed (not the demo's)`)
    const leads = await removeLeads(app, target.storageBucket)
    if (leads > 0) console.log(`  ${leads} requests from visitors removed, with their trade-in photos (the demo has none)`)
  }
  await reportCatalog(app)
  // Last, where it is seen: why this project has no demo accounts, and how to grant the admin role instead.
  if (!seedCreatesUsers(target.projectId)) await reportNoUsers(app, target)
  console.log('Done.')
}

runScript(main, USAGE, 'Cannot reach the emulators. Start them first: npx firebase emulators:start --only auth,firestore,storage')
