/**
 * Reads a number typed by a person in their locale. In Italian `12.500`, `12.500,00` and `12500` are all twelve
 * thousand five hundred and `12,5` is twelve and a half; in English `12,500` and `12.5`. Spaces, apostrophes and
 * a euro sign are ignored. A lone separator followed by other than three digits (`12.5` in Italian) is read as
 * the decimal separator, as people type it on a keypad. Returns null for an empty or unreadable text.
 */
export function parseLocaleNumber(text: string, locale: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f'’€]/g, '')
  if (compact.length === 0) return null
  const sign = compact.startsWith('-') ? -1 : 1
  const unsigned = compact.replace(/^[-+]/, '')
  const italian = locale.toLowerCase().startsWith('it')
  const decimalSeparator = italian ? ',' : '.'
  const groupSeparator = italian ? '.' : ','

  const parts = unsigned.split(decimalSeparator)
  if (parts.length > 2) return null
  let integerPart = parts[0] ?? ''
  let fraction = parts[1]

  if (integerPart.includes(groupSeparator)) {
    const groups = integerPart.split(groupSeparator)
    const wellGrouped = /^\d{1,3}$/.test(groups[0] ?? '') && groups.slice(1).every((group) => /^\d{3}$/.test(group))
    if (wellGrouped) {
      integerPart = groups.join('')
    } else if (fraction === undefined && groups.length === 2) {
      // "12.5" in Italian, "12,5" in English: the other convention's decimal separator.
      integerPart = groups[0] ?? ''
      fraction = groups[1] ?? ''
    } else {
      return null
    }
  }

  if (fraction !== undefined && !/^\d+$/.test(fraction)) return null
  if (!/^\d*$/.test(integerPart) || (integerPart.length === 0 && fraction === undefined)) return null
  const value = Number(`${integerPart || '0'}${fraction !== undefined ? `.${fraction}` : ''}`)
  return Number.isFinite(value) ? sign * value : null
}
