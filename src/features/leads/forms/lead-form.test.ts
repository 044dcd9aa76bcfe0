import { describe, expect, it } from 'vitest'
import { privacyError } from '@/features/contact/contact-form-schema'
import { LEAD_INPUT_SCHEMAS } from '../model/lead-schema'
import { buildLead, emptyLeadForm, leadFormErrors, type LeadFormValues } from './lead-form'
import type { LeadRequest } from './lead-request'

const vehicle = { id: 'used-004', name: 'Volkswagen Golf 1.5 TSI Life', category: 'used', price: 21900 } as const
const contact: LeadFormValues = { ...emptyLeadForm, name: 'Anna Bianchi', phone: '+39 333 1234567', privacy: true }
const days = [
  { date: '2030-05-04', parts: ['afternoon'] as const },
  { date: '2030-05-05', parts: ['morning', 'afternoon'] as const },
]
const keys = (request: LeadRequest, values: LeadFormValues, photos: string[] = []) =>
  Object.keys(leadFormErrors(request, values, { lang: 'it', photos, days })).sort()

describe('a request form', () => {
  it('asks for a name, a way to answer and the privacy consent, as the footer form does', () => {
    const errors = leadFormErrors({ kind: 'question', vehicle }, emptyLeadForm, { lang: 'it' })
    expect(Object.keys(errors).sort()).toEqual(['message', 'name', 'phone', 'privacy'])
    expect(errors.privacy).toBe(privacyError)
  })

  it('takes a phone or an e-mail, either one', () => {
    expect(
      keys(
        { kind: 'trade-in' },
        { ...contact, phone: '', email: 'anna@example.it', make: 'Fiat', model: 'Punto', year: 2012, km: 90000, fuel: 'diesel', condition: 'good' },
      ),
    ).toEqual([])
    expect(keys({ kind: 'question', vehicle }, { ...contact, phone: 'call me', message: 'Ciao' })).toEqual(['phone'])
    expect(keys({ kind: 'question', vehicle }, { ...contact, email: 'anna@', message: 'Ciao' })).toEqual(['email'])
  })

  it('refuses markup in a name and an oversized message on the field', () => {
    expect(keys({ kind: 'question', vehicle }, { ...contact, name: '<script>x</script>', message: 'Ciao' })).toEqual(['name'])
    expect(keys({ kind: 'question', vehicle }, { ...contact, message: 'x'.repeat(3001) })).toEqual(['message'])
    // HTML in the message is the visitor's text: kept as it is, shown as text.
    expect(keys({ kind: 'question', vehicle }, { ...contact, message: '<b>È disponibile?</b>' })).toEqual([])
  })

  it('offers a test drive only on the days and parts of the day offered', () => {
    const request: LeadRequest = { kind: 'test-drive', vehicle }
    expect(keys(request, contact)).toEqual(['date'])
    expect(keys(request, { ...contact, date: '2030-05-11', partOfDay: 'morning' })).toEqual(['date'])
    expect(keys(request, { ...contact, date: '2030-05-04' })).toEqual(['partOfDay'])
    expect(keys(request, { ...contact, date: '2030-05-04', partOfDay: 'morning' })).toEqual(['partOfDay'])
    expect(keys(request, { ...contact, date: '2030-05-04', partOfDay: 'afternoon' })).toEqual([])
  })

  it("checks the trade-in's car as the schema does, field by field", () => {
    const request: LeadRequest = { kind: 'trade-in', vehicle }
    expect(keys(request, contact)).toEqual(['condition', 'fuel', 'km', 'make', 'model', 'year'])
    const car = { make: 'Fiat', model: 'Punto', year: new Date().getFullYear() + 1, km: -5, fuel: 'diesel', condition: 'good' } as const
    expect(keys(request, { ...contact, ...car })).toEqual(['km', 'year'])
    expect(
      keys(
        request,
        { ...contact, ...car, year: 2012, km: 90000 },
        Array.from({ length: 7 }, (_, i) => `${String(i).repeat(24)}.webp`),
      ),
    ).toEqual(['photos'])
  })

  it('makes the lead the schema accepts, naming its car by id and category alone, with the calculator’s values', () => {
    const request: LeadRequest = { kind: 'financing', vehicle, financing: { downPayment: 4500, months: 48, monthly: 415.8712 } }
    const lead = buildLead(request, { ...contact, name: '  Anna Bianchi ' }, { lang: 'en' })
    expect(LEAD_INPUT_SCHEMAS.financing.safeParse(lead).success).toBe(true)
    expect(lead).toMatchObject({ kind: 'financing', lang: 'en', name: 'Anna Bianchi', financing: { downPayment: 4500, months: 48, monthly: 415.87 } })
    // The name and price the page shows stay on the device.
    expect((lead as { vehicle: unknown }).vehicle).toEqual({ id: 'used-004', category: 'used' })
  })

  it('refuses a down payment that leaves nothing to finance of the price shown', () => {
    const request: LeadRequest = { kind: 'financing', vehicle, financing: { downPayment: vehicle.price, months: 48, monthly: 10 } }
    expect(Object.keys(leadFormErrors(request, { ...contact, privacy: true }, { lang: 'it' }))).toEqual(['form'])
  })
})
