/**
 * How the site's forms check a visitor's contact details: the bounds of each field and the shapes of a phone
 * number and an e-mail address. The footer form and the requests' lead schema (whose firestore.rules mirror
 * these patterns) share them. No strings here: the messages are the forms'.
 */

export const CONTACT_LIMITS = { name: 80, phone: 30, email: 254, subject: 150, message: 3000 } as const

/** An e-mail address as the forms accept it. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/
/** A phone number: an optional +, then digits, spaces and the usual separators. */
export const PHONE_PATTERN = /^\+?[\d\s().\-/]{6,}$/
/** A single-line text typed by a visitor (a name, a subject): no markup, no control characters. */
export const SINGLE_LINE_PATTERN = /^[^<>\p{Cc}]*$/u
