import type { Locale } from '@/lib/locale'
import type { LocalizedText } from '../model/vehicle-schema'

export interface PickedText {
  text: string
  /** Language the text is written in. */
  lang: Locale
  /** True when the visitor's language was empty and the other one is shown. */
  fallback: boolean
}

/** The text in the visitor's language, or the other language when that one is empty. */
export function pickLocalized(text: LocalizedText, lang: Locale): PickedText {
  const own = text[lang].trim()
  if (own) return { text: own, lang, fallback: false }
  const other: Locale = lang === 'it' ? 'en' : 'it'
  const theirs = text[other].trim()
  return theirs ? { text: theirs, lang: other, fallback: true } : { text: '', lang, fallback: false }
}

/** Paragraphs split on blank lines; each paragraph's single line breaks kept as lines. */
export function toParagraphs(text: string): string[][] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0)
}
