import { describe, expect, it } from 'vitest'
import { objectPathOf } from './storage'
import { STORAGE_ORIGIN, storageObjectUrl } from './storage-url'

describe('storageObjectUrl', () => {
  it('addresses the object by its escaped path, with no download token', () => {
    const url = storageObjectUrl(STORAGE_ORIGIN, 'dealer.appspot.com', 'vehicles/used-001/0123456789abcdef01234567-large.webp')
    expect(url).toBe('https://firebasestorage.googleapis.com/v0/b/dealer.appspot.com/o/vehicles%2Fused-001%2F0123456789abcdef01234567-large.webp?alt=media')
    expect(url).not.toMatch(/token=/)
  })

  it('gives back the object path it was made from, for the signed-in read', () => {
    const path = 'vehicles/used-001/0123456789abcdef01234567-thumb.jpg'
    expect(objectPathOf(storageObjectUrl('http://127.0.0.1:9199', 'demo-autosalone.appspot.com', path))).toBe(path)
    expect(objectPathOf(`${storageObjectUrl(STORAGE_ORIGIN, 'b', path)}&token=abc`)).toBe(path)
    expect(objectPathOf('https://example.com/photo.webp')).toBeNull()
  })
})
