/**
 * Why a text is not read as a number:
 * - `empty`: nothing but spaces;
 * - `unreadable`: letters, or separators out of place (`1.2.3`, `12.5` in Italian, `12,5` in English);
 * - `ambiguous`: the decimal separator followed by exactly three digits with no grouping before it (`15,000`
 *   in Italian, `15.000` in English): the other language's thousands, so it cannot be read without guessing;
 * - `decimal`: a number with decimals where only whole numbers are accepted.
 */
export type LocaleNumberProblem = 'empty' | 'unreadable' | 'ambiguous' | 'decimal'

export type LocaleNumberReading =
  | { ok: true; value: number }
  | {
      ok: false
      problem: LocaleNumberProblem
      /** For `ambiguous`: the value read as thousands (15000 for `15,000` in Italian), to suggest how to write it. */
      thousands?: number
    }

export interface LocaleNumberOptions {
  /** Whether decimals are accepted; a whole number written with zero decimals (`12.500,00`) is accepted anyway. */
  decimals: boolean
}

/** Spaces (also non-breaking and narrow ones) and apostrophes people type between thousands (`12 500`, `12'500`). */
const SPACES = /[\s\u00a0\u202f'’]+/g

/**
 * Reads a number typed by a person in their locale, and refuses what it could only guess. In Italian `15.000`,
 * `15000` and `15.000,50` are read, `12,5` is twelve and a half; in English `15,000`, `15000`, `15,000.50` and
 * `12.5`. A euro sign is ignored; spaces and apostrophes between digits count as the thousands separator (so
 * they must separate groups of three, as the separator itself). Refused: the other language's thousands
 * (`15,000` in Italian, `15.000` in English: "ambiguous"), separators out of place or mixed up (`1.2.3`,
 * `1,23.4`, `12.5` in Italian: "unreadable"), letters, and decimals where `decimals` is false.
 */
export function readLocaleNumber(text: string, locale: string, { decimals }: LocaleNumberOptions): LocaleNumberReading {
  const italian = locale.toLowerCase().startsWith('it')
  const decimalSeparator = italian ? ',' : '.'
  const groupSeparator = italian ? '.' : ','

  if (text.replace(SPACES, '').length === 0) return { ok: false, problem: 'empty' }
  let rest = text.replace(/€/g, '').replace(SPACES, ' ').trim()
  let sign = 1
  if (rest.startsWith('-') || rest.startsWith('+')) {
    sign = rest.startsWith('-') ? -1 : 1
    rest = rest.slice(1).trim()
  }
  const compact = rest.replace(/ /g, groupSeparator)

  const [integerPart = '', fraction, ...extra] = compact.split(decimalSeparator)
  if (extra.length > 0) return { ok: false, problem: 'unreadable' }
  if (fraction !== undefined && !/^\d+$/.test(fraction)) return { ok: false, problem: 'unreadable' }

  let digits: string
  if (integerPart.includes(groupSeparator)) {
    const groups = integerPart.split(groupSeparator)
    // The first group starts with a non-zero digit: "0.500" in Italian is no thousand.
    const wellGrouped = /^[1-9]\d{0,2}$/.test(groups[0] ?? '') && groups.slice(1).every((group) => /^\d{3}$/.test(group))
    if (!wellGrouped) return { ok: false, problem: 'unreadable' }
    digits = groups.join('')
  } else {
    if (!/^\d*$/.test(integerPart) || (integerPart.length === 0 && fraction === undefined)) return { ok: false, problem: 'unreadable' }
    // "15,000" in Italian, "15.000" in English: the other language's thousands, or decimals? Not guessed.
    if (fraction !== undefined && fraction.length === 3 && /^[1-9]\d{0,2}$/.test(integerPart)) {
      return { ok: false, problem: 'ambiguous', thousands: sign * Number(`${integerPart}${fraction}`) }
    }
    digits = integerPart
  }

  if (fraction !== undefined && !decimals && /[1-9]/.test(fraction)) return { ok: false, problem: 'decimal' }
  const value = Number(`${digits || '0'}${fraction !== undefined ? `.${fraction}` : ''}`)
  if (!Number.isFinite(value)) return { ok: false, problem: 'unreadable' }
  // -0 is 0: `Object.is` and the form's comparisons would tell them apart.
  return { ok: true, value: value === 0 ? 0 : sign * value }
}

/** The number in a text, or null when readLocaleNumber refuses it (see there). */
export function parseLocaleNumber(text: string, locale: string, options: LocaleNumberOptions = { decimals: true }): number | null {
  const reading = readLocaleNumber(text, locale, options)
  return reading.ok ? reading.value : null
}
