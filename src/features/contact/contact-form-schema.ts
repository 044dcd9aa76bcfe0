import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

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

export const CONTACT_LIMITS = { name: 80, phone: 30, email: 254, subject: 150, message: 3000 } as const

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/
const PHONE = /^\+?[\d\s().\-/]{6,}$/

/** The privacy error keeps the key the specification names. */
export const privacyError: MessageDescriptor = msg({
  id: 'footer.contatti.form.error',
  message: 'To send the message you must accept the privacy policy.',
})

type Errors = Partial<Record<keyof ContactFormValues, MessageDescriptor>>

function required(value: string, max: number): MessageDescriptor | undefined {
  if (value.trim() === '') return msg`This field is required`
  if (value.trim().length > max) return msg`This field is too long`
  return undefined
}

/** Every field is required; the e-mail must look like one, the phone like a phone number, and privacy must be accepted. */
export function validateContactForm(values: ContactFormValues): Errors {
  const errors: Errors = {}
  const set = (key: keyof ContactFormValues, error: MessageDescriptor | undefined) => {
    if (error) errors[key] = error
  }
  set('firstName', required(values.firstName, CONTACT_LIMITS.name))
  set('lastName', required(values.lastName, CONTACT_LIMITS.name))
  set('phone', required(values.phone, CONTACT_LIMITS.phone) ?? (PHONE.test(values.phone.trim()) ? undefined : msg`Enter a valid phone number`))
  set('email', required(values.email, CONTACT_LIMITS.email) ?? (EMAIL.test(values.email.trim()) ? undefined : msg`Enter a valid e-mail address`))
  set('subject', required(values.subject, CONTACT_LIMITS.subject))
  set('message', required(values.message, CONTACT_LIMITS.message))
  if (!values.privacy) errors.privacy = privacyError
  return errors
}
