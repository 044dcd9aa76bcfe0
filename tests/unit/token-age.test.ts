import { describe, expect, it } from 'vitest'
import { tokenOlderThan } from '@/lib/firebase/auth'

/** When the reserved area's guard asks the server for a new ID token (src/features/auth/auth-service.ts). */
describe('tokenOlderThan', () => {
  const issued = 'Sat, 28 Nov 2026 10:00:00 GMT'
  const at = (time: string) => Date.parse(`2026-11-28T${time}Z`)

  it('keeps a token issued within the time allowed', () => {
    expect(tokenOlderThan(issued, 5 * 60_000, at('10:00:00'))).toBe(false)
    expect(tokenOlderThan(issued, 5 * 60_000, at('10:05:00'))).toBe(false)
  })

  it('refreshes one issued earlier', () => {
    expect(tokenOlderThan(issued, 5 * 60_000, at('10:05:01'))).toBe(true)
    expect(tokenOlderThan(issued, 5 * 60_000, at('11:00:00'))).toBe(true)
  })

  it('refreshes one whose time cannot be read', () => {
    expect(tokenOlderThan('', 5 * 60_000, at('10:00:00'))).toBe(true)
    expect(tokenOlderThan('not a date', 5 * 60_000, at('10:00:00'))).toBe(true)
  })
})
