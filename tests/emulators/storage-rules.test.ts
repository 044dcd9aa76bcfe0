import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing'
import { doc, setDoc } from 'firebase/firestore'
import { deleteObject, getBytes, getMetadata, listAll, ref, uploadBytes } from 'firebase/storage'
import { beforeAll, describe, expect, it } from 'vitest'
import { JPEG, PHOTO_UPLOAD_MAX_BYTES, WEBP, newPhotoId, photoFileNames } from '@/lib/photos/photo-pipeline'
import { storageObjectUrl } from '@/lib/firebase/storage-url'
import { BUCKET, setUpRulesTests, storageRulesShimmed as shimmed } from './emulator-support'

if (shimmed) {
  console.warn('Skipping the storage.rules tests: OFFLINE_STORAGE_RULES_SHIM=1, so the Storage emulator runs a stand-in that does not evaluate storage.rules.')
}

const PUBLISHED = 'rules-published'
const DRAFT = 'rules-draft'
/** A photo as the pipeline names it, in the given vehicle's folder. */
const photoPath = (vehicleId: string, format = WEBP) => photoFileNames(`vehicles/${vehicleId}/${newPhotoId()}`, format).large
const image = (size: number) => new Uint8Array(size).fill(7)
const webp = { contentType: 'image/webp' }

describe.skipIf(shimmed)('storage.rules', () => {
  // Documents only: the rules read a vehicle's `published`; firestore.rules are not loaded here.
  const rules = setUpRulesTests({ rules: ['storage'] })
  const { anonymous, visitor, admin } = rules.storage
  const published = photoPath(PUBLISHED)
  const draft = photoPath(DRAFT)

  beforeAll(async () => {
    await rules.withoutRules(async (db, storage) => {
      await setDoc(doc(db, 'vehicles', PUBLISHED), { published: true })
      await setDoc(doc(db, 'vehicles', DRAFT), { published: false })
      await uploadBytes(ref(storage, published), image(16), webp)
      await uploadBytes(ref(storage, draft), image(16), webp)
    })
  })

  describe('reading', () => {
    it('lets anyone read a photo of a published vehicle', async () => {
      await assertSucceeds(getBytes(ref(anonymous(), published)))
      await assertSucceeds(getBytes(ref(visitor(), published)))
    })

    it('denies visitors a photo of a draft', async () => {
      await assertFails(getBytes(ref(anonymous(), draft)))
      await assertFails(getBytes(ref(visitor(), draft)))
      await assertFails(getMetadata(ref(anonymous(), draft)))
    })

    it('lets an admin read a photo of a draft', async () => {
      await assertSucceeds(getBytes(ref(admin(), draft)))
    })

    it("serves a published vehicle's photo at its address to a page of another origin, and refuses a draft's", async () => {
      const origin = `http://${process.env.FIREBASE_STORAGE_EMULATOR_HOST}`
      // What an <img crossorigin="anonymous"> of the site sends: no credentials, the page's origin.
      const headers = { Origin: 'http://localhost:4173' }
      const open = await fetch(storageObjectUrl(origin, BUCKET, published), { headers })
      expect(open.status).toBe(200)
      expect(open.headers.get('access-control-allow-origin')).toMatch(/^(\*|http:\/\/localhost:4173)$/)
      expect(new Uint8Array(await open.arrayBuffer())).toEqual(image(16))
      const closed = await fetch(storageObjectUrl(origin, BUCKET, draft), { headers })
      expect(closed.status).toBe(403)
    })

    it('denies a photo of a vehicle that does not exist', async () => {
      await rules.withoutRules(async (_db, storage) => {
        await uploadBytes(ref(storage, 'vehicles/rules-gone/' + published.split('/')[2]!), image(16), webp)
      })
      await assertFails(getBytes(ref(anonymous(), 'vehicles/rules-gone/' + published.split('/')[2]!)))
    })

    it('denies listing a vehicle folder to everyone, admins included', async () => {
      await assertFails(listAll(ref(anonymous(), `vehicles/${PUBLISHED}`)))
      await assertFails(listAll(ref(admin(), `vehicles/${PUBLISHED}`)))
      await assertFails(listAll(ref(admin(), 'vehicles')))
    })

    it('denies reading anything outside vehicles/', async () => {
      await assertFails(getBytes(ref(admin(), 'private/backup.json')))
    })
  })

  describe('uploading', () => {
    it('lets an admin upload a new WebP or JPEG photo, to a draft too, of up to PHOTO_UPLOAD_MAX_BYTES', async () => {
      await assertSucceeds(uploadBytes(ref(admin(), photoPath(DRAFT)), image(PHOTO_UPLOAD_MAX_BYTES), webp))
      await assertSucceeds(uploadBytes(ref(admin(), photoPath(DRAFT, JPEG)), image(1), { contentType: 'image/jpeg' }))
      await assertSucceeds(uploadBytes(ref(admin(), photoFileNames(`vehicles/${DRAFT}/${newPhotoId()}`, WEBP).thumb), image(16), webp))
    })

    it('denies uploads by visitors', async () => {
      await assertFails(uploadBytes(ref(anonymous(), photoPath(DRAFT)), image(16), webp))
      await assertFails(uploadBytes(ref(visitor(), photoPath(DRAFT)), image(16), webp))
    })

    it('denies an SVG, a PNG, or a type other than the name says', async () => {
      const id = newPhotoId()
      await assertFails(uploadBytes(ref(admin(), `vehicles/${DRAFT}/${id}-large.svg`), image(16), { contentType: 'image/svg+xml' }))
      await assertFails(uploadBytes(ref(admin(), photoPath(DRAFT)), image(16), { contentType: 'image/svg+xml' }))
      await assertFails(uploadBytes(ref(admin(), `vehicles/${DRAFT}/${id}-large.png`), image(16), { contentType: 'image/png' }))
      await assertFails(uploadBytes(ref(admin(), photoPath(DRAFT)), image(16), { contentType: 'image/png' }))
      await assertFails(uploadBytes(ref(admin(), photoPath(DRAFT)), image(16), { contentType: 'image/jpeg' }))
      await assertFails(uploadBytes(ref(admin(), photoPath(DRAFT, JPEG)), image(16), webp))
      await assertFails(uploadBytes(ref(admin(), `vehicles/${DRAFT}/notes.txt`), image(16), { contentType: 'text/plain' }))
    })

    it('denies a name the photo pipeline does not write', async () => {
      const id = newPhotoId()
      for (const name of [
        `${id}.webp`,
        `${id}-medium.webp`,
        `${id}-large.webp.html`,
        `${id}-large.jpeg`,
        `photo-1-large.webp`,
        `${id.toUpperCase()}-large.webp`,
        `x${id}-large.webp`,
      ]) {
        await assertFails(uploadBytes(ref(admin(), `vehicles/${DRAFT}/${name}`), image(16), webp))
      }
    })

    it('denies an empty file and one over PHOTO_UPLOAD_MAX_BYTES', async () => {
      await assertFails(uploadBytes(ref(admin(), photoPath(DRAFT)), image(0), webp))
      await assertFails(uploadBytes(ref(admin(), photoPath(DRAFT)), image(PHOTO_UPLOAD_MAX_BYTES + 1), webp))
    })

    it('denies overwriting an existing photo, even to an admin, who can still see that it is there', async () => {
      await assertFails(uploadBytes(ref(admin(), published), image(32), webp))
      await assertFails(uploadBytes(ref(admin(), draft), image(16), webp))
      // How an upload repeated after a lost answer knows its file is already stored (src/lib/firebase/storage.ts).
      const stored = await assertSucceeds(getMetadata(ref(admin(), draft)))
      expect([stored.size, stored.contentType]).toEqual([16, 'image/webp'])
    })

    it('denies uploads outside vehicles/{vehicleId}/', async () => {
      const name = photoPath(DRAFT).split('/')[2]!
      await assertFails(uploadBytes(ref(admin(), `other/${name}`), image(16), webp))
      await assertFails(uploadBytes(ref(admin(), `vehicles/${DRAFT}/nested/${name}`), image(16), webp))
    })
  })

  describe('deleting', () => {
    it('denies visitors deleting a photo', async () => {
      await assertFails(deleteObject(ref(anonymous(), published)))
      await assertFails(deleteObject(ref(visitor(), published)))
    })

    it('lets an admin delete a photo', async () => {
      const path = photoPath(DRAFT)
      await assertSucceeds(uploadBytes(ref(admin(), path), image(16), webp))
      await assertSucceeds(deleteObject(ref(admin(), path)))
    })
  })
})
