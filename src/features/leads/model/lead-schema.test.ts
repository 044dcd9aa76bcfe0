import { describe, expect, it } from 'vitest'
import { leadFixture } from '../../../../tests/test-utils/lead-fixtures'
import { LEAD_LIMITS } from './lead-constants'
import { leadInputSchema } from './lead-schema'

const accepts = (change: Record<string, unknown>, kind: 'question' | 'contact' | 'trade-in' = 'question') =>
  leadInputSchema.safeParse({ ...leadFixture(kind), ...change }).success

describe('leadInputSchema', () => {
  // firestore.rules' size() counts UTF-16 code units, as `.length` does (tests/emulators/lead-text-property.test.ts).
  it('counts lengths in UTF-16 code units, as the rules do: an emoji is two', () => {
    const emoji = '🚗'
    expect(accepts({ name: `${emoji.repeat(80)}N` })).toBe(true)
    expect(accepts({ name: emoji.repeat(81) })).toBe(false)
    expect(accepts({ name: 'é'.repeat(LEAD_LIMITS.nameMax) })).toBe(true)
    expect(accepts({ name: 'e\u0301'.repeat(81) })).toBe(false)
  })

  it('refuses half of a surrogate pair in any text field', () => {
    expect(accepts({ name: 'Mario \uD83D' })).toBe(false)
    expect(accepts({ message: 'Disponibile? \uDE97' })).toBe(false)
    expect(accepts({ subject: '\uD83DOrari' }, 'contact')).toBe(false)
    expect(accepts({ message: 'Disponibile? 🚗' })).toBe(true)
  })

  it('refuses invisible characters in the lines a visitor types, and takes them in a message', () => {
    expect(accepts({ name: 'Mario\u202ERossi' })).toBe(false)
    expect(accepts({ subject: 'Orari\u200B' }, 'contact')).toBe(false)
    expect(accepts({ tradeIn: { ...leadFixture('trade-in').tradeIn, model: 'Punto\u2066' } }, 'trade-in')).toBe(false)
    expect(accepts({ email: 'mario\u00A0rossi@example.it' })).toBe(false)
    expect(accepts({ message: 'Riga uno\nRiga\u200Bdue' })).toBe(true)
  })
})
