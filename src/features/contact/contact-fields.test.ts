import { describe, expect, it } from 'vitest'
import { EMAIL_PATTERN, LONE_SURROGATE, PHONE_PATTERN, SINGLE_LINE_PATTERN } from './contact-fields'

type Named = readonly [name: string, character: string]

/** Characters that hide or turn what a line says, and line breaks: none is in a line a visitor types. */
const INVISIBLE: readonly Named[] = [
  ['NUL', '\u0000'],
  ['a tab', '\t'],
  ['a line feed', '\n'],
  ['DEL', '\u007F'],
  ['NEL', '\u0085'],
  ['a soft hyphen', '\u00AD'],
  ['the Arabic letter mark', '\u061C'],
  ['the Mongolian vowel separator', '\u180E'],
  ['a zero-width space', '\u200B'],
  ['a zero-width joiner', '\u200D'],
  ['a right-to-left mark', '\u200F'],
  ['the line separator', '\u2028'],
  ['the paragraph separator', '\u2029'],
  ['a left-to-right embedding', '\u202A'],
  ['a right-to-left override', '\u202E'],
  ['a word joiner', '\u2060'],
  ['a first-strong isolate', '\u2068'],
  ['a pop directional isolate', '\u2069'],
  ['a Hangul filler', '\u3164'],
  ['a byte order mark', '\uFEFF'],
]

const SPACES: readonly Named[] = [
  ['a space', ' '],
  ['a no-break space', '\u00A0'],
  ['an en quad', '\u2000'],
  ['a thin space', '\u2009'],
  ['a narrow no-break space', '\u202F'],
  ['an ideographic space', '\u3000'],
]

describe('SINGLE_LINE_PATTERN', () => {
  it.each(['Mario Rossi', "D'Angelo-Müller", 'Zoë Ñúñez', '李小龍', 'محمد', 'Mario\u00A0Rossi', 'Fiat 500 🚗', 'e\u0301'])('takes %s', (line) => {
    expect(SINGLE_LINE_PATTERN.test(line)).toBe(true)
  })

  it.each<Named>([...INVISIBLE, ['markup', '<b>']])('refuses %s', (_name, character) => {
    expect(SINGLE_LINE_PATTERN.test(`Mario${character}Rossi`)).toBe(false)
  })
})

describe('EMAIL_PATTERN', () => {
  it.each(['mario.rossi@example.it', 'm+tag@sub.example.co.uk', 'zoë@example.it', 'info@xn--caff-dra.it'])('takes %s', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true)
  })

  it.each<Named>([...INVISIBLE, ...SPACES, ['markup', '<']])('refuses %s anywhere', (_name, character) => {
    expect(EMAIL_PATTERN.test(`mario${character}rossi@example.it`)).toBe(false)
    expect(EMAIL_PATTERN.test(`mario@exa${character}mple.it`)).toBe(false)
    expect(EMAIL_PATTERN.test(`mario@example.i${character}t`)).toBe(false)
  })

  it.each(['mario@', 'mario@example', '@example.it', 'mario@@example.it', 'mario@example..it'])('refuses %s', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(false)
  })
})

describe('PHONE_PATTERN', () => {
  it.each(['+39 333 123 4567', '035/123.456', '(035) 123-4567', '3331234567'])('takes %s', (phone) => {
    expect(PHONE_PATTERN.test(phone)).toBe(true)
  })

  it.each<Named>([...INVISIBLE, ...SPACES.slice(1), ['an Arabic-Indic digit', '\u0663'], ['a full-width digit', '\uFF11']])(
    'refuses %s',
    (_name, character) => {
      expect(PHONE_PATTERN.test(`+39 333${character}1234567`)).toBe(false)
    },
  )
})

describe('LONE_SURROGATE', () => {
  it('finds half of a surrogate pair, not a whole one', () => {
    expect(LONE_SURROGATE.test('Fiat 🚗')).toBe(false)
    expect(LONE_SURROGATE.test('Fiat \uD83D')).toBe(true)
    expect(LONE_SURROGATE.test('\uDE97 Fiat')).toBe(true)
  })
})
