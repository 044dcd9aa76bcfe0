import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { CONTACT_LIMITS, EMAIL_PATTERN, PHONE_PATTERN, SINGLE_LINE_PATTERN } from './contact-fields'

export interface ContactFormValues {
  firstName: string
  lastName: string
  phone: string
  email: string
  subject: string
  message: string
  privacy: boolean
}

export const emptyContactForm: ContactFormValues = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  subject: '',
  message: '',
  privacy: false,
}

/** The privacy error keeps the key the specification names. */
export const privacyError: MessageDescriptor = msg({
  id: 'footer.contatti.form.error',
  message: 'To send the message you must accept the privacy policy.',
})

type Errors = Partial<Record<keyof ContactFormValues, MessageDescriptor>>

/** A required text of at most `max` characters (spaces around it do not count); single-line ones without markup. */
export function requiredText(value: string, max: number, { singleLine = false } = {}): MessageDescriptor | undefined {
  if (value.trim() === '') return msg`This field is required`
  if (value.trim().length > max) return msg`This field is too long`
  if (singleLine && !SINGLE_LINE_PATTERN.test(value)) return msg`Remove the characters < and > from this field`
  return undefined
}

/** A phone number's problem, if any; an empty one is fine when `optional`. */
export function phoneError(value: string, { optional = false } = {}): MessageDescriptor | undefined {
  if (optional && value.trim() === '') return undefined
  return requiredText(value, CONTACT_LIMITS.phone) ?? (PHONE_PATTERN.test(value.trim()) ? undefined : msg`Enter a valid phone number`)
}

/** An e-mail address's problem, if any; an empty one is fine when `optional`. */
export function emailError(value: string, { optional = false } = {}): MessageDescriptor | undefined {
  if (optional && value.trim() === '') return undefined
  return requiredText(value, CONTACT_LIMITS.email) ?? (EMAIL_PATTERN.test(value.trim()) ? undefined : msg`Enter a valid e-mail address`)
}

/**
 * Every field is required; the e-mail must look like one, the phone like a phone number, names and subject are
 * plain text (no markup), and privacy must be accepted.
 */
export function validateContactForm(values: ContactFormValues): Errors {
  const errors: Errors = {}
  const set = (key: keyof ContactFormValues, error: MessageDescriptor | undefined) => {
    if (error) errors[key] = error
  }
  set('firstName', requiredText(values.firstName, CONTACT_LIMITS.name, { singleLine: true }))
  set('lastName', requiredText(values.lastName, CONTACT_LIMITS.name, { singleLine: true }))
  set('phone', phoneError(values.phone))
  set('email', emailError(values.email))
  set('subject', requiredText(values.subject, CONTACT_LIMITS.subject, { singleLine: true }))
  set('message', requiredText(values.message, CONTACT_LIMITS.message))
  if (!values.privacy) errors.privacy = privacyError
  return errors
}
