import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing'
import { Timestamp, doc, serverTimestamp, setDoc, updateDoc, writeBatch } from 'firebase/firestore'
import { beforeEach, describe, it } from 'vitest'
import { newLeadId } from '@/features/leads/model/lead-codec'
import { leadFixture } from '../test-utils/lead-fixtures'
import { setUpRulesTests } from './emulator-support'
import { leadRateDoc, nextLeadRate, storeLeadCars } from './lead-batch'

/**
 * The server's records on a lead, of the e-mail to the dealer (`notified`, functions/src/lead-alert.ts) and of the
 * push messages to the staff's devices (`pushed`, functions/src/lead-push.ts), which only the Admin SDK writes: no
 * visitor sends one with a lead, no staff member changes one, and the staff's own changes to a lead that has them
 * go on as before.
 */

const rules = setUpRulesTests({ rules: ['firestore'], clearEachTest: true })
const { device, admin } = rules.firestore
beforeEach(() => storeLeadCars(rules))

/** Each record as the function writes it once done, and a change of one of its fields. */
const RECORDS = [
  { field: 'notified', sent: () => ({ email: 'sent', at: Timestamp.now(), attempts: 1 }), change: { 'notified.email': 'skipped' } },
  {
    field: 'pushed',
    sent: () => ({ state: 'sent', at: Timestamp.now(), attempts: 1, devices: ['staff/admin-uid/pushDevices/Xk3_Tablet-01'] }),
    change: { 'pushed.devices': [] },
  },
]

describe.each(RECORDS)("a lead's record $field", ({ field, sent, change }) => {
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
    await assertFails(send('device-1', { [field]: sent() }))
    await assertSucceeds(send('device-2', {}))
  })

  describe('on a stored lead', () => {
    const ID = 'Ab3dEf6hIj9lMn2pQr5t'
    beforeEach(() =>
      rules.withoutRules((db) =>
        setDoc(doc(db, 'leads', ID), { ...leadFixture('question'), state: 'new', uid: 'device-1', createdAt: Timestamp.now(), [field]: sent() }),
      ),
    )

    it('is changed by no admin and no visitor', async () => {
      for (const database of [admin(), device('device-1')]) {
        await assertFails(updateDoc(doc(database, 'leads', ID), { [field]: { ...sent(), attempts: 2 }, revision: 1, updatedAt: serverTimestamp() }))
        await assertFails(updateDoc(doc(database, 'leads', ID), { ...change, revision: 1, updatedAt: serverTimestamp() }))
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
