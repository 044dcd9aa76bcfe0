import { describe, expect, it } from 'vitest'
import { leadFixture } from '../../../../tests/test-utils/lead-fixtures'
import {
  OUTBOX_VERSION,
  decodeEntry,
  isPending,
  markLeadDelivered,
  markPhotoUploaded,
  markRefused,
  markRetry,
  markSending,
  markSiteBusy,
  markWaitUntil,
  newEntry,
  photoProgress,
  resumed,
  retryDelay,
  visitorStatus,
} from './outbox-entry'

const ID = 'Ab3dEf6hIj9lMn2pQr5t'
const NOW = Date.parse('2026-05-04T10:00:00Z')
const photo = (name: string) => ({ name, contentType: 'image/webp' as const, blob: new Blob(['x'], { type: 'image/webp' }) })
const [P1, P2] = ['0123456789abcdef01234567.webp', '89abcdef0123456789abcdef.webp']

describe('an outbox entry', () => {
  it('keeps the car’s name on the device only: the lead names the car by id and category', () => {
    const entry = newEntry(ID, leadFixture('question'), [], NOW, 'Volkswagen Golf 1.5 TSI Life')
    expect(entry.vehicleName).toBe('Volkswagen Golf 1.5 TSI Life')
    expect(entry.lead).toMatchObject({ vehicle: { id: 'used-004', category: 'used' } })
    expect(entry.lead).not.toHaveProperty('vehicle.name')
  })

  it('reads an entry kept by an older version, whose lead carries the car’s name and price, as one to send by id', () => {
    const older = {
      ...newEntry(ID, leadFixture('question'), [], NOW),
      lead: { ...leadFixture('question'), vehicle: { id: 'used-004', name: 'Golf', category: 'used', price: 21900 } },
    }
    const entry = decodeEntry(older)!
    expect(entry).toMatchObject({ state: 'waiting', refusal: null, vehicleName: 'Golf' })
    expect((entry.lead as { vehicle: unknown }).vehicle).toEqual({ id: 'used-004', category: 'used' })
  })

  it('starts waiting, with nothing delivered', () => {
    const entry = newEntry(ID, leadFixture('question'), [], NOW)
    expect(entry).toMatchObject({ v: OUTBOX_VERSION, id: ID, state: 'waiting', leadDelivered: false, attempts: 0, nextAttemptAt: 0 })
    expect(visitorStatus(entry)).toBe('waiting')
    expect(isPending(entry)).toBe(true)
  })

  it('is delivered once the lead and every photo have arrived, and drops each photo once sent', () => {
    let entry = markSending(newEntry(ID, leadFixture('trade-in'), [photo(P1), photo(P2)], NOW))
    expect(visitorStatus(entry)).toBe('sending')
    entry = markLeadDelivered(entry, NOW + 1000)
    expect(entry.state).toBe('sending')
    expect(visitorStatus(entry)).toBe('photos')
    entry = markPhotoUploaded(entry, P1, NOW + 2000)
    expect(photoProgress(entry)).toEqual({ uploaded: 1, total: 2 })
    expect(entry.photos[0]).toMatchObject({ uploaded: true, blob: null })
    expect(entry.photos[1]!.blob).not.toBeNull()
    entry = markPhotoUploaded(entry, P2, NOW + 3000)
    expect(entry).toMatchObject({ state: 'delivered', deliveredAt: NOW + 1000 })
    expect(visitorStatus(entry)).toBe('delivered')
    expect(isPending(entry)).toBe(false)
  })

  it('without photos, is delivered with its lead', () => {
    expect(markLeadDelivered(newEntry(ID, leadFixture('question'), [], NOW), NOW).state).toBe('delivered')
  })

  it('waits longer after each failed attempt, up to five minutes', () => {
    let entry = markSending(newEntry(ID, leadFixture('question'), [], NOW))
    const waits: number[] = []
    for (let attempt = 0; attempt < 7; attempt++) {
      entry = markRetry(markSending(entry), NOW)
      waits.push(entry.nextAttemptAt - NOW)
    }
    expect(waits).toEqual([5_000, 15_000, 45_000, 120_000, 300_000, 300_000, 300_000])
    expect(entry).toMatchObject({ state: 'waiting', attempts: 7 })
    expect(retryDelay(-1)).toBe(5_000)
  })

  it('waits for the minute between two leads without counting it a failure', () => {
    const entry = markWaitUntil(markSending(newEntry(ID, leadFixture('question'), [], NOW)), NOW + 62_000)
    expect(entry).toMatchObject({ state: 'waiting', attempts: 0, nextAttemptAt: NOW + 62_000 })
  })

  it("waits for the site's next window without counting it a failure, says so until it goes, and forgets it once delivered", () => {
    let entry = markSiteBusy(markSending(newEntry(ID, leadFixture('question'), [], NOW)), NOW + 600_000)
    expect(entry).toMatchObject({ state: 'waiting', attempts: 0, nextAttemptAt: NOW + 600_000, siteBusy: true })
    expect(visitorStatus(entry)).toBe('busy')
    expect(isPending(entry)).toBe(true)
    // Tried again: still told that the site is busy, also when the connection fails meanwhile.
    expect(visitorStatus(markSending(entry))).toBe('busy')
    entry = markRetry(markSending(entry), NOW + 600_000)
    expect(visitorStatus(entry)).toBe('busy')
    expect(markWaitUntil(entry, NOW + 700_000).siteBusy).toBe(false)
    expect(markLeadDelivered(entry, NOW + 700_000)).toMatchObject({ state: 'delivered', siteBusy: false })
  })

  it('once refused, is no longer sent', () => {
    const entry = markRefused(newEntry(ID, leadFixture('question'), [], NOW), 'refused')
    expect(visitorStatus(entry)).toBe('refused')
    expect(isPending(entry)).toBe(false)
  })

  it('goes again when found sending at start (the page closed midway)', () => {
    expect(resumed(markSending(newEntry(ID, leadFixture('question'), [], NOW))).state).toBe('waiting')
  })
})

describe('reading a stored entry', () => {
  const stored = () => JSON.parse(JSON.stringify(newEntry(ID, leadFixture('test-drive'), [], NOW))) as Record<string, unknown>

  it('reads what this version stored', () => {
    expect(decodeEntry(stored())).toEqual(newEntry(ID, leadFixture('test-drive'), [], NOW))
  })

  it("ignores what a newer version added, and gives an older one's missing fields their start", () => {
    const { attempts: _a, nextAttemptAt: _n, leadDelivered: _l, deliveredAt: _d, refusal: _r, ...older } = stored()
    const newer = { ...stored(), v: 2, priority: 'high', lead: { ...(stored().lead as object), utm: 'x' } }
    expect(decodeEntry(older)).toMatchObject({ state: 'waiting', attempts: 0, nextAttemptAt: 0, leadDelivered: false })
    const { siteBusy: _s, ...beforeTheCap } = stored()
    expect(decodeEntry(beforeTheCap)).toMatchObject({ siteBusy: false })
    expect(decodeEntry({ ...stored(), siteBusy: true })).toMatchObject({ siteBusy: true })
    expect(decodeEntry(newer)).toEqual(newEntry(ID, leadFixture('test-drive'), [], NOW))
  })

  it('keeps photos with their files, and leaves out a photo that cannot be read', () => {
    const entry = newEntry(ID, leadFixture('trade-in'), [photo(P1)], NOW)
    const decoded = decodeEntry({ ...entry, photos: [...entry.photos, { name: 'x', blob: 'not a file' }] })
    expect(decoded?.photos).toHaveLength(1)
    expect(decoded?.photos[0]?.blob).toBeInstanceOf(Blob)
  })

  it('shows a lead this version cannot read as refused, unreadable, with its texts to send another way', () => {
    const decoded = decodeEntry({ ...stored(), lead: { kind: 'valuation-v2', name: 'Mario', notes: { text: 'Call me' } } })
    expect(decoded).toMatchObject({ lead: null, state: 'refused', refusal: 'unreadable' })
    expect(decoded?.unreadableFields).toEqual([
      ['kind', 'valuation-v2'],
      ['name', 'Mario'],
      ['notes.text', 'Call me'],
    ])
  })

  it('drops what is not an entry at all', () => {
    expect(decodeEntry(null)).toBeNull()
    expect(decodeEntry('x')).toBeNull()
    expect(decodeEntry({ ...stored(), id: '../x' })).toBeNull()
    expect(decodeEntry({ ...stored(), state: 'lost' })).toBeNull()
  })
})
