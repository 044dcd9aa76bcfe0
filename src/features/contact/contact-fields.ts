/**
 * How the site's forms check a visitor's contact details: the bounds of each field and the shapes of a phone
 * number and an e-mail address. The footer form and the requests' lead schema (whose firestore.rules mirror
 * these patterns) share them. No strings here: the messages are the forms'.
 */

export const CONTACT_LIMITS = { name: 80, phone: 30, email: 254, subject: 150, message: 3000 } as const

/*
 * The patterns are written out code point by code point, with no `\s`, `\d`, `\p{…}` or `.`: firestore.rules check
 * the same text with RE2, whose `\s` is only [\t\n\f\r ] where JavaScript's also takes U+00A0, U+2028, U+3000,
 * U+FEFF and more, so a shortcut class would let the rules store a lead that the inbox then refuses to read.
 * tests/unit/lead-rules-sync.test.ts keeps the rules' text equal to these; tests/emulators/lead-text-property.test.ts
 * checks that the rules and the schema agree on every kind of character.
 */

/**
 * What never belongs in a line a visitor types, because it is invisible or changes how the text around it reads:
 * control characters (C0, DEL, C1), the soft hyphen, the Arabic letter mark, the Hangul fillers, the Mongolian
 * vowel separator, the zero-width spaces, joiners and direction marks, the line and paragraph separators, the
 * direction embeddings, overrides and isolates, the word joiner and invisible operators, the byte order mark and
 * the interlinear annotations.
 */
const INVISIBLE = String.raw`\u0000-\u001F\u007F-\u009F\u00AD\u061C\u115F\u1160\u180E\u200B-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFEFF\uFFA0\uFFF9-\uFFFB`
/** Every space: the ASCII one, the no-break ones and the typographic ones (none belongs in an e-mail address). */
const SPACES = String.raw`\u0020\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000`
/** What no part of an e-mail address holds. */
const NOT_IN_EMAIL = `@<>${SPACES}${INVISIBLE}`

/** An e-mail address as the forms accept it: no space of any kind, no markup, nothing invisible. */
export const EMAIL_PATTERN = new RegExp(`^[^${NOT_IN_EMAIL}]+@[^.${NOT_IN_EMAIL}]+(?:\\.[^.${NOT_IN_EMAIL}]+)+$`, 'u')
/** A phone number: an optional +, then digits, ASCII spaces and the usual separators. */
export const PHONE_PATTERN = /^\+?[0-9 ().\-/]{6,}$/u
/** A single-line text typed by a visitor (a name, a subject): no markup, nothing invisible, no line break. */
export const SINGLE_LINE_PATTERN = new RegExp(`^[^<>${INVISIBLE}]*$`, 'u')

/**
 * A string with half of a surrogate pair (a cut emoji): Firestore cannot store it as it is (its REST API stores a
 * `?` in its place), so no text field of a visitor's request takes one.
 */
export const LONE_SURROGATE = /[\uD800-\uDFFF]/u
