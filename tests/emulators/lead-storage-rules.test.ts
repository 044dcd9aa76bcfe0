import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing'
import { Timestamp, doc, setDoc } from 'firebase/firestore'
import { deleteObject, getBytes, getMetadata, listAll, ref, uploadBytes } from 'firebase/storage'
import { beforeAll, describe, it } from 'vitest'
import { PHOTO_UPLOAD_MAX_BYTES, newPhotoId } from '@/lib/photos/photo-pipeline'
import { leadFixture } from '../test-utils/lead-fixtures'
import { setUpRulesTests, storageRulesShimmed as shimmed } from './emulator-support'

const LEAD = 'LeadPhotos0123456789'
const SENDER = 'device-sender'
const declared = [`${newPhotoId()}.webp`, `${newPhotoId()}.jpg`, `${newPhotoId()}.webp`, `${newPhotoId()}.webp`] as const
const image = (size: number) => new Uint8Array(size).fill(7)
const webp = { contentType: 'image/webp' }
const path = (file: string, lead = LEAD) => `leads/${lead}/${file}`

describe.skipIf(shimmed)('storage.rules for trade-in photos', () => {
  // Documents only: the rules read the lead's photos and sender; firestore.rules are not loaded here.
  const rules = setUpRulesTests({ rules: ['storage'] })
  const { anonymous, admin } = rules.storage
  const device = (uid = SENDER) => rules.storage.device(uid)

  beforeAll(async () => {
    await rules.withoutRules(async (db) => {
      await setDoc(doc(db, 'leads', LEAD), {
        ...leadFixture('trade-in'),
        photos: [...declared],
        state: 'new',
        uid: SENDER,
        createdAt: Timestamp.now(),
      })
    })
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
