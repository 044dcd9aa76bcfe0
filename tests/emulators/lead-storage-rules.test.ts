import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing'
import { Timestamp, doc, setDoc } from 'firebase/firestore'
import { deleteObject, getBytes, getMetadata, listAll, ref, uploadBytes, type FirebaseStorage } from 'firebase/storage'
import { afterAll, beforeAll, describe, it } from 'vitest'
import { PHOTO_UPLOAD_MAX_BYTES, newPhotoId } from '@/lib/photos/photo-pipeline'
import { leadFixture } from '../test-utils/lead-fixtures'
import { BUCKET, PROJECT_ID, emulatorAddress as address, ensureEmulatorEnv, repoFile, storageRulesShimmed as shimmed } from './emulator-support'

ensureEmulatorEnv()



const LEAD = 'LeadPhotos0123456789'
const SENDER = 'device-sender'
const declared = [`${newPhotoId()}.webp`, `${newPhotoId()}.jpg`, `${newPhotoId()}.webp`, `${newPhotoId()}.webp`] as const
const image = (size: number) => new Uint8Array(size).fill(7)
const webp = { contentType: 'image/webp' }
const path = (file: string, lead = LEAD) => `leads/${lead}/${file}`

describe.skipIf(shimmed)('storage.rules for trade-in photos', () => {
  let testEnv: RulesTestEnvironment
  const storage = (context: RulesTestContext) => context.storage(`gs://${BUCKET}`) as unknown as FirebaseStorage
  const device = (uid = SENDER) => storage(testEnv.authenticatedContext(uid, { firebase: { sign_in_provider: 'anonymous' } }))
  const anonymous = () => storage(testEnv.unauthenticatedContext())
  const admin = () => storage(testEnv.authenticatedContext('admin-uid', { admin: true }))

  beforeAll(async () => {
    testEnv = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      storage: { rules: repoFile('storage.rules'), ...address('FIREBASE_STORAGE_EMULATOR_HOST') },
      firestore: address('FIRESTORE_EMULATOR_HOST'),
    })
    await testEnv.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), 'leads', LEAD), {
        ...leadFixture('trade-in'),
        photos: [...declared],
        state: 'new',
        uid: SENDER,
        createdAt: Timestamp.now(),
      })
    })
  })

  afterAll(async () => {
    await testEnv?.cleanup()
  })

  it('lets the sender upload the photos its lead names, WebP or JPEG as named, up to PHOTO_UPLOAD_MAX_BYTES', async () => {
    await assertSucceeds(uploadBytes(ref(device(), path(declared[0])), image(PHOTO_UPLOAD_MAX_BYTES), webp))
    await assertSucceeds(uploadBytes(ref(device(), path(declared[1])), image(16), { contentType: 'image/jpeg' }))
  })

  it('refuses another identity, and anyone signed out', async () => {
    await assertFails(uploadBytes(ref(device('someone-else'), path(declared[2])), image(16), webp))
    await assertFails(uploadBytes(ref(anonymous(), path(declared[2])), image(16), webp))
  })

  it('refuses a file the lead does not name, a lead that does not exist, and any other place', async () => {
    await assertFails(uploadBytes(ref(device(), path(`${newPhotoId()}.webp`)), image(16), webp))
    await assertFails(uploadBytes(ref(device(), path(declared[2], 'NoSuchLead0123456789')), image(16), webp))
    await assertFails(uploadBytes(ref(device(), `leads/${LEAD}/nested/${declared[2]}`), image(16), webp))
    await assertFails(uploadBytes(ref(device(), `vehicles/used-001/${declared[2]}`), image(16), webp))
  })

  it('refuses anything but the image type its name says, an empty file and one too large', async () => {
    await assertFails(uploadBytes(ref(device(), path(declared[2])), image(16), { contentType: 'text/html' }))
    await assertFails(uploadBytes(ref(device(), path(declared[2])), image(16), { contentType: 'image/svg+xml' }))
    await assertFails(uploadBytes(ref(device(), path(declared[2])), image(16), { contentType: 'image/jpeg' }))
    await assertFails(uploadBytes(ref(device(), path(declared[2])), image(0), webp))
    await assertFails(uploadBytes(ref(device(), path(declared[2])), image(PHOTO_UPLOAD_MAX_BYTES + 1), webp))
  })

  it('refuses writing over a photo already there', async () => {
    await assertFails(uploadBytes(ref(device(), path(declared[0])), image(32), webp))
  })

  it('never lets a visitor read or list them, not even the sender; an admin reads them', async () => {
    await assertFails(getBytes(ref(device(), path(declared[0]))))
    await assertFails(getMetadata(ref(device(), path(declared[0]))))
    await assertFails(getBytes(ref(anonymous(), path(declared[0]))))
    await assertFails(listAll(ref(device(), `leads/${LEAD}`)))
    await assertSucceeds(getBytes(ref(admin(), path(declared[1]))))
  })

  it('lets only an admin delete them', async () => {
    await assertFails(deleteObject(ref(device(), path(declared[1]))))
    await assertSucceeds(deleteObject(ref(admin(), path(declared[1]))))
  })
})
