import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing'
import { getBytes, ref, uploadBytes, type FirebaseStorage } from 'firebase/storage'
import { afterAll, beforeAll, describe, it } from 'vitest'
import { PHOTO_UPLOAD_MAX_BYTES } from '@/features/vehicles/model/vehicle-constants'
import { PROJECT_ID, BUCKET, ensureEmulatorEnv, repoFile } from './emulator-support'

ensureEmulatorEnv()

const shimmed = process.env.OFFLINE_STORAGE_RULES_SHIM === '1'
if (shimmed) {
  console.warn(
    'Skipping the storage.rules tests: OFFLINE_STORAGE_RULES_SHIM=1, so the Storage emulator runs a stand-in that does not evaluate storage.rules.',
  )
}

const PHOTO_PATH = 'vehicles/used-001/photo-1-large.webp'
const image = (size: number) => new Uint8Array(size)

describe.skipIf(shimmed)('storage.rules', () => {
  let testEnv: RulesTestEnvironment
  const storage = (context: RulesTestContext) => context.storage(`gs://${BUCKET}`) as unknown as FirebaseStorage
  const anonymous = () => storage(testEnv.unauthenticatedContext())
  const visitor = () => storage(testEnv.authenticatedContext('visitor-uid'))
  const admin = () => storage(testEnv.authenticatedContext('admin-uid', { admin: true }))

  beforeAll(async () => {
    testEnv = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      storage: { rules: repoFile('storage.rules') },
    })
    await testEnv.withSecurityRulesDisabled(async (context) => {
      await uploadBytes(ref(storage(context), PHOTO_PATH), image(16), { contentType: 'image/webp' })
    })
  })

  afterAll(async () => {
    await testEnv?.cleanup()
  })

  it('lets anyone read a vehicle photo', async () => {
    await assertSucceeds(getBytes(ref(anonymous(), PHOTO_PATH)))
  })

  it('denies an anonymous upload', async () => {
    await assertFails(uploadBytes(ref(anonymous(), 'vehicles/used-001/new-large.webp'), image(16), { contentType: 'image/webp' }))
  })

  it('denies an upload by a signed-in user without the admin claim', async () => {
    await assertFails(uploadBytes(ref(visitor(), 'vehicles/used-001/new-large.webp'), image(16), { contentType: 'image/webp' }))
  })

  it('lets an admin upload an image under 10 MB', async () => {
    await assertSucceeds(
      uploadBytes(ref(admin(), 'vehicles/used-001/new-large.webp'), image(PHOTO_UPLOAD_MAX_BYTES - 1), { contentType: 'image/webp' }),
    )
  })

  it('denies an admin upload that is not an image', async () => {
    await assertFails(uploadBytes(ref(admin(), 'vehicles/used-001/notes.txt'), image(16), { contentType: 'text/plain' }))
  })

  it('denies an admin upload of 10 MB or more', async () => {
    await assertFails(
      uploadBytes(ref(admin(), 'vehicles/used-001/huge-large.webp'), image(PHOTO_UPLOAD_MAX_BYTES), { contentType: 'image/webp' }),
    )
  })

  it('denies an admin upload outside vehicles/{vehicleId}/', async () => {
    await assertFails(uploadBytes(ref(admin(), 'other/photo.webp'), image(16), { contentType: 'image/webp' }))
    await assertFails(uploadBytes(ref(admin(), 'vehicles/used-001/nested/photo.webp'), image(16), { contentType: 'image/webp' }))
  })

  it('denies reading anything outside vehicles/', async () => {
    await assertFails(getBytes(ref(anonymous(), 'private/backup.json')))
  })
})
