import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing'
import { Timestamp, doc, serverTimestamp, setDoc, updateDoc, writeBatch } from 'firebase/firestore'
import { beforeEach, describe, it } from 'vitest'
import { newLeadId } from '@/features/leads/model/lead-codec'
import { leadFixture } from '../test-utils/lead-fixtures'
import { setUpRulesTests } from './emulator-support'
import { leadRateDoc, nextLeadRate, storeLeadCars } from './lead-batch'

/**
 * The server's record of the e-mail to the dealer (`notified`, functions/src/lead-alert.ts), which only the Admin
 * SDK writes: no visitor sends it with a lead, no staff member changes it, and the staff's own changes to a lead
 * that has it go on as before.
 */

const rules = setUpRulesTests({ rules: ['firestore'], clearEachTest: true })
const { device, admin } = rules.firestore
beforeEach(() => storeLeadCars(rules))

const sent = (at = Timestamp.now()) => ({ email: 'sent', at, attempts: 1 })

describe("a lead's e-mail record", () => {
  it('cannot be sent by a visitor with a new lead (the same lead without it passes)', async () => {
    const send = async (uid: string, extra: Record<string, unknown>) => {
      const id = newLeadId()
      const database = device(uid)
      const batch = writeBatch(database)
      batch.set(doc(database, 'leads', id), { ...leadFixture('question'), state: 'new', uid, createdAt: serverTimestamp(), ...extra })
      batch.set(doc(database, 'leadThrottles', uid), { lastLeadId: id, lastAt: serverTimestamp() })
      batch.set(leadRateDoc(database), await nextLeadRate(rules, id))
      return batch.commit()
    }
    await assertFails(send('device-1', { notified: sent() }))
    await assertSucceeds(send('device-2', {}))
  })

  describe('on a stored lead', () => {
    const ID = 'Ab3dEf6hIj9lMn2pQr5t'
    beforeEach(() =>
      rules.withoutRules((db) =>
        setDoc(doc(db, 'leads', ID), { ...leadFixture('question'), state: 'new', uid: 'device-1', createdAt: Timestamp.now(), notified: sent() }),
      ),
    )

    it('is changed by no admin and no visitor', async () => {
      for (const database of [admin(), device('device-1')]) {
        await assertFails(
          updateDoc(doc(database, 'leads', ID), { notified: { email: 'failed', at: Timestamp.now() }, revision: 1, updatedAt: serverTimestamp() }),
        )
        await assertFails(updateDoc(doc(database, 'leads', ID), { 'notified.email': 'skipped', revision: 1, updatedAt: serverTimestamp() }))
      }
    })

    it("leaves the staff's changes as they were: read, state, notes", async () => {
      await assertSucceeds(updateDoc(doc(admin(), 'leads', ID), { read: true, revision: 1, updatedAt: serverTimestamp() }))
      await assertSucceeds(updateDoc(doc(admin(), 'leads', ID), { state: 'contacted', revision: 2, updatedAt: serverTimestamp() }))
      const note = { text: 'Richiamato.', at: Timestamp.now(), by: 'admin@demo.test' }
      await assertSucceeds(updateDoc(doc(admin(), 'leads', ID), { notes: [note], revision: 3, updatedAt: serverTimestamp() }))
    })
  })
})
