import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { CONTACT_LIMITS } from '@/features/contact/contact-fields'
import { emailError, phoneError, privacyError, requiredText } from '@/features/contact/contact-form-schema'
import type { Locale } from '@/lib/locale'
import type { z } from '@/lib/zod'
import { LEAD_LIMITS, type PartOfDay, type TradeInCondition, type TradeInFuel } from '../model/lead-constants'
import { LEAD_INPUT_SCHEMAS, type LeadInput, type LeadVehicle, type ShownVehicle } from '../model/lead-schema'
import type { LeadRequest } from './lead-request'

/**
 * A request form's values, how they become a lead, and what is wrong with them, field by field: the contact
 * fields as the footer form checks them, everything else as the lead schema does (the same schema the outbox,
 * the rules and the inbox go by), with the checks only the device can make (a test drive's day among the
 * dealer's open days).
 */

export interface LeadFormValues {
  name: string
  phone: string
  email: string
  message: string
  privacy: boolean
  /** Test drive: a day offered (`YYYY-MM-DD`) and a part of it. */
  date: string
  partOfDay: PartOfDay | ''
  /** Trade-in: the visitor's car. */
  make: string
  model: string
  year: number | string
  km: number | string
  fuel: TradeInFuel | ''
  condition: TradeInCondition | ''
}

export const emptyLeadForm: LeadFormValues = {
  name: '',
  phone: '',
  email: '',
  message: '',
  privacy: false,
  date: '',
  partOfDay: '',
  make: '',
  model: '',
  year: '',
  km: '',
  fuel: '',
  condition: '',
}

export type LeadFormField = keyof LeadFormValues | 'photos' | 'form'
export type LeadFormErrors = Partial<Record<LeadFormField, MessageDescriptor>>

const number = (value: number | string) => (typeof value === 'number' ? value : value.trim() === '' ? undefined : Number(value))

/** What a lead sends of the car its page shows: its id and category, never its name or price. */
const sentVehicle = ({ id, category }: ShownVehicle): LeadVehicle => ({ id, category })

/** The lead the values make, for the request; `photos` are the names of the trade-in's photos. */
export function buildLead(request: LeadRequest, values: LeadFormValues, { lang, photos = [] }: { lang: Locale; photos?: readonly string[] }): LeadInput {
  const contact = {
    lang,
    name: values.name.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    message: values.message.trim(),
    privacyConsent: values.privacy,
  }
  switch (request.kind) {
    case 'question':
      return { kind: 'question', ...contact, vehicle: sentVehicle(request.vehicle) } as LeadInput
    case 'test-drive':
      return {
        kind: 'test-drive',
        ...contact,
        vehicle: sentVehicle(request.vehicle),
        testDrive: { date: values.date, partOfDay: values.partOfDay },
      } as LeadInput
    case 'financing':
      return {
        kind: 'financing',
        ...contact,
        vehicle: sentVehicle(request.vehicle),
        financing: { ...request.financing, monthly: Math.round(request.financing.monthly * 100) / 100 },
      } as LeadInput
    case 'rental':
      return { kind: 'rental', ...contact, vehicle: sentVehicle(request.vehicle), rental: request.rental } as LeadInput
    case 'trade-in':
      return {
        kind: 'trade-in',
        ...contact,
        ...(request.vehicle ? { vehicle: sentVehicle(request.vehicle) } : {}),
        tradeIn: {
          make: values.make.trim(),
          model: values.model.trim(),
          year: number(values.year),
          km: number(values.km),
          fuel: values.fuel,
          condition: values.condition,
        },
        photos: [...photos],
      } as LeadInput
  }
}

/** The form field a schema issue is about. */
function fieldOf(path: readonly PropertyKey[]): LeadFormField {
  const [first, second] = path
  if ((first === 'testDrive' || first === 'tradeIn') && typeof second === 'string' && second in emptyLeadForm) return second as LeadFormField
  if (first === 'privacyConsent') return 'privacy'
  if (first === 'photos') return 'photos'
  if (typeof first === 'string' && first in emptyLeadForm) return first as LeadFormField
  return 'form'
}

/** The message for a schema issue on a field. */
function messageOf(field: LeadFormField, issue: z.core.$ZodIssue): MessageDescriptor {
  const reason = issue.code === 'custom' ? (issue.params as { reason?: string } | undefined)?.reason : undefined
  if (field === 'privacy') return privacyError
  if (reason === 'future-year') return msg`The year cannot be in the future`
  if (issue.code === 'invalid_value') return msg`Choose one of the options`
  if (issue.code === 'invalid_type') return issue.expected === 'number' || issue.expected === 'int' ? msg`Enter a number` : msg`This field is required`
  if (issue.code === 'too_small') {
    if (issue.origin === 'string') return msg`This field is required`
    const min = Number(issue.minimum)
    return msg`Enter at least ${min}`
  }
  if (issue.code === 'too_big') {
    if (issue.origin === 'string') return msg`This field is too long`
    if (issue.origin === 'array') {
      const max = LEAD_LIMITS.photosMax
      return msg`Send at most ${max} photos`
    }
    const max = Number(issue.maximum)
    return msg`Enter at most ${max}`
  }
  if (issue.code === 'invalid_format') return msg`Remove the characters < and > from this field`
  if (field === 'form') return msg`This request cannot be sent as it is: check the values above.`
  return msg`This field is not valid`
}

/**
 * What is wrong with the values, by field (the first problem of each); nothing when the lead can be sent.
 * `days`: the test drive days offered, when the request is one.
 */
export function leadFormErrors(
  request: LeadRequest,
  values: LeadFormValues,
  { lang, photos = [], days }: { lang: Locale; photos?: readonly string[]; days?: readonly { date: string; parts: readonly PartOfDay[] }[] },
): LeadFormErrors {
  const errors: LeadFormErrors = {}
  const set = (field: LeadFormField, error: MessageDescriptor | undefined) => {
    if (error && !errors[field]) errors[field] = error
  }
  // The contact fields, as every form of the site checks them.
  set('name', requiredText(values.name, LEAD_LIMITS.nameMax, { singleLine: true }))
  set('phone', phoneError(values.phone, { optional: true }))
  set('email', emailError(values.email, { optional: true }))
  if (values.phone.trim() === '' && values.email.trim() === '') set('phone', msg`Give a phone number or an e-mail address, so that we can answer`)
  if (request.kind === 'question') set('message', requiredText(values.message, CONTACT_LIMITS.message))
  if (!values.privacy) set('privacy', privacyError)
  // Nothing left to finance: the rules check the down payment against the car's price, as the page shows it.
  if (request.kind === 'financing' && request.financing.downPayment >= request.vehicle.price) {
    set('form', msg`This request cannot be sent as it is: check the values above.`)
  }
  if (request.kind === 'test-drive' && days) {
    const day = days.find((each) => each.date === values.date)
    if (!values.date) set('date', msg`Choose a day`)
    else if (!day) set('date', msg`Choose one of the days offered`)
    else if (!values.partOfDay) set('partOfDay', msg`Choose the morning or the afternoon`)
    else if (!day.parts.includes(values.partOfDay)) set('partOfDay', msg`We are closed then: choose another time`)
  }
  // Everything else, as the lead schema (and so the server) checks it.
  const parsed = LEAD_INPUT_SCHEMAS[request.kind].safeParse(buildLead(request, values, { lang, photos }))
  if (!parsed.success) {
    // A test drive's day and time are told as above, not twice.
    const dayTold = Boolean(errors.date || errors.partOfDay)
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path)
      if (dayTold && issue.path[0] === 'testDrive') continue
      set(field, messageOf(field, issue))
    }
  }
  return errors
}
