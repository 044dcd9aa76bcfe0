import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { business } from '@/config/business'
import { buildMailto } from '@/features/contact/mailto'
import { LEAD_KIND_LABELS, PART_OF_DAY_LABELS } from '@/features/leads/model/lead-labels'
import type { Lead } from '@/features/leads/model/lead-schema'
import { leadCarPrice, type LeadCar } from '../model/lead-car'
import { calendarDate } from './lead-details'

/**
 * Answering a lead with one tap: a call, a WhatsApp chat or an e-mail, the last two with a message already
 * written in the visitor's own language (`translator`: one in the lead's language), naming the car as the stock
 * has it (`car`: its name and price now, from the vehicle; never what the visitor's device sent). A car no longer
 * in the stock is named by its id, with no price.
 */

export interface ReplyLinks {
  tel: string | null
  whatsapp: string | null
  mailto: string | null
}

/** The digits of a phone number as wa.me wants them: with the country code, Italian when the number has none. */
export function internationalDigits(phone: string): string | null {
  const trimmed = phone.trim()
  const digits = trimmed.replace(/\D/g, '')
  if (digits.length < 6) return null
  if (trimmed.startsWith('+')) return digits
  if (digits.startsWith('00')) return digits.slice(2)
  return `39${digits}`
}

/** The car as the reply names it: "Volkswagen Golf 1.5 TSI Life (21.900 €)", or "car used-004" once it is gone. */
function replyCar(car: LeadCar | null, translator: I18n, lang: Lead['lang']): string {
  if (!car) return ''
  const id = car.id
  if (car.state !== 'found') return translator._(msg`car ${id}`)
  return `${car.name} (${leadCarPrice(car, translator, lang)})`
}

/** The message to the visitor: a greeting, what they asked about (a rental `booked`: its confirmation), the dealer's name. */
export function replyMessage(lead: Lead, translator: I18n, leadCar: LeadCar | null, booked = false): { subject: string; text: string } {
  const name = lead.name
  const lang = lead.lang
  const car = replyCar(leadCar, translator, lang)
  const dealer = business.name
  let body: string
  switch (lead.kind) {
    case 'question':
      body = translator._(msg`thank you for your question about the ${car}.`)
      break
    case 'test-drive': {
      const day = `${calendarDate(lead.testDrive.date, lang)}, ${translator._(PART_OF_DAY_LABELS[lead.testDrive.partOfDay]).toLowerCase()}`
      body = translator._(msg`thank you for booking a test drive of the ${car} (${day}).`)
      break
    }
    case 'financing':
      body = translator._(msg`thank you for your request for financing the ${car}.`)
      break
    case 'trade-in': {
      const yours = `${lead.tradeIn.make} ${lead.tradeIn.model}`
      body = car
        ? translator._(msg`thank you for asking us to value your ${yours} as a trade-in for the ${car}.`)
        : translator._(msg`thank you for asking us to value your ${yours}.`)
      break
    }
    case 'rental': {
      const from = calendarDate(lead.rental.from, lang)
      const to = calendarDate(lead.rental.to, lang)
      body = booked
        ? translator._(msg`your rental of the ${car} from ${from} to ${to} is confirmed: the car is booked for you.`)
        : translator._(msg`thank you for your request to rent the ${car} from ${from} to ${to}.`)
      break
    }
    case 'contact': {
      const subject = lead.subject
      body = translator._(msg`thank you for your message about “${subject}”.`)
      break
    }
  }
  const greeting = translator._(msg`Hello ${name},`)
  const kind = translator._(LEAD_KIND_LABELS[lead.kind])
  return { subject: car ? `${kind}: ${car}` : lead.kind === 'contact' ? lead.subject : kind, text: `${greeting}\n${body}\n\n${dealer}` }
}

export function replyLinks(lead: Lead, translator: I18n, car: LeadCar | null, booked = false): ReplyLinks {
  const { subject, text } = replyMessage(lead, translator, car, booked)
  const phone = lead.phone.trim()
  const digits = phone ? internationalDigits(phone) : null
  return {
    tel: phone ? `tel:${phone.replace(/[^\d+]/g, '')}` : null,
    whatsapp: digits ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : null,
    mailto: lead.email ? buildMailto(lead.email, subject, text) : null,
  }
}
