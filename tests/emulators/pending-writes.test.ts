import { disableNetwork, doc, enableNetwork, getDocFromCache, setDoc } from 'firebase/firestore'
import { describe, expect, it, vi } from 'vitest'
import { getDb, hasPendingWrites } from '@/lib/firebase/firestore'
import { ensureEmulatorEnv } from './emulator-support'

ensureEmulatorEnv()

/**
 * What the logout asks before it deletes the device's Firestore cache: whether writes of this device are still
 * waiting for the server. Against the emulator, with the app's own instance.
 */
describe('hasPendingWrites', () => {
  it('says no when nothing was written, once the instance has started (its start not counted as the wait)', async () => {
    // A fresh instance: its start comes first, then the server has 1 ms to answer an empty queue.
    expect(await hasPendingWrites(1)).toBe(false)
  })

  it('says no when nothing was written while Firestore is busy with work that came after the question', async () => {
    const db = getDb()
    await getDocFromCache(doc(db, 'settings', 'site')).catch(() => undefined)
    // Firestore does its work one operation at a time, in order. On a page its listeners keep it busy (snapshots to
    // apply, documents to write into IndexedDB); here one operation of 300 ms, queued just after the question,
    // stands for them: longer than the 50 ms the server has to answer.
    const queue = (db as unknown as { _queue: { enqueueAndForget(operation: () => Promise<void>): void } })._queue
    const question = hasPendingWrites(50)
    queue.enqueueAndForget(() => new Promise((resolve) => setTimeout(resolve, 300)))
    expect(await question).toBe(false)
  })

  it('says yes while a write waits for the server, and no once the server has answered it', async () => {
    const db = getDb()
    await disableNetwork(db)
    // Refused by the rules once it reaches the server (signed out): an answer all the same.
    const write = setDoc(doc(db, 'settings', 'site'), { phone: 'offline' }).catch((error: unknown) => error)
    expect(await hasPendingWrites(300)).toBe(true)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      await enableNetwork(db)
      expect(await hasPendingWrites(10_000)).toBe(false)
      expect(await write).toMatchObject({ code: 'permission-denied' })
    } finally {
      warn.mockRestore()
    }
  })
})
