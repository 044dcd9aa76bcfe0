import { describe, expect, it } from 'vitest'
import { emptyContactForm, privacyError, validateContactForm } from '@/features/contact/contact-form-schema'

const valid = {
  firstName: 'Mario',
  lastName: 'Rossi',
  phone: '+39 035 123 4567',
  email: 'mario.rossi@example.it',
  subject: 'Informazioni',
  message: 'Vorrei vedere la Panda.',
  privacy: true,
}

describe('validateContactForm', () => {
  it('accepts a complete form', () => {
    expect(validateContactForm(valid)).toEqual({})
  })
  it('requires every field and the privacy consent', () => {
    expect(Object.keys(validateContactForm(emptyContactForm)).sort()).toEqual(
      ['email', 'firstName', 'lastName', 'message', 'phone', 'privacy', 'subject'].sort(),
    )
  })
  it('treats whitespace as empty', () => {
    expect(validateContactForm({ ...valid, message: '   \n ' })).toHaveProperty('message')
  })
  it('refuses a malformed e-mail or phone', () => {
    expect(validateContactForm({ ...valid, email: 'mario@' })).toHaveProperty('email')
    expect(validateContactForm({ ...valid, email: 'mario rossi@example.it' })).toHaveProperty('email')
    expect(validateContactForm({ ...valid, phone: 'call me' })).toHaveProperty('phone')
  })
  it('without consent gives the privacy error under its specified key', () => {
    const errors = validateContactForm({ ...valid, privacy: false })
    expect(errors).toEqual({ privacy: privacyError })
    expect(privacyError.id).toBe('footer.contatti.form.error')
  })
})
