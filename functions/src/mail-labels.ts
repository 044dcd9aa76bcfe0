/**
 * The words of the dealer's e-mail, in the dealer's language, and of the push messages to the staff's devices (in
 * each device's language). The site's own catalogs (locales/) belong to the web
 * app's build; this short table is the e-mail's, with the same names for the kinds of request and their choices as
 * the reserved area shows (locales/it/leads.po).
 */

export const MAIL_LANGS = ['it', 'en'] as const
export type MailLang = (typeof MAIL_LANGS)[number]

export interface MailLabels {
  /** The start of the e-mail's subject and of the push message's title: "<newRequest>: <kind> – <about>". */
  newRequest: string
  intro: string
  kinds: Record<string, string>
  kind: string
  car: string
  carGone: (id: string) => string
  name: string
  phone: string
  email: string
  when: string
  partsOfDay: Record<string, string>
  rental: (from: string, to: string, pickUp: string, returnTime: string, ageBand: string) => string
  /** A rental's extras the visitor chose (their days are in the total). */
  extras: string
  rentalExtras: Record<string, string>
  /** The total the request form showed the visitor for the dates (the dealer's rates then). */
  priceShown: string
  priceShownValue: (total: string, days: number) => string
  financing: string
  financingValue: (downPayment: string, months: number, monthly: string) => string
  tradeIn: string
  tradeInValue: (car: string, year: number, km: string) => string
  photos: (count: number) => string
  subjectLine: string
  message: string
  received: string
  visitorLang: string
  open: string
  replyNote: string
  noReplyTo: string
}

export const MAIL_LABELS: Record<MailLang, MailLabels> = {
  it: {
    newRequest: 'Nuova richiesta',
    intro: 'Dal sito è arrivata una nuova richiesta.',
    kinds: {
      question: "Domanda su un'auto",
      'test-drive': 'Test drive',
      financing: 'Finanziamenti',
      'trade-in': "Valutazione dell'usato",
      rental: 'Noleggio',
      contact: 'Messaggio',
    },
    kind: 'Richiesta',
    car: 'Auto',
    carGone: (id) => `auto non più in stock (id ${id})`,
    name: 'Nome',
    phone: 'Telefono',
    email: 'E-mail',
    when: 'Quando',
    partsOfDay: { morning: 'mattina', afternoon: 'pomeriggio' },
    rental: (from, to, pickUp, returnTime, ageBand) =>
      `dal ${from} al ${to}, ritiro alle ${pickUp}${returnTime ? `, riconsegna alle ${returnTime}` : ''}; età del conducente ${ageBand}`,
    extras: 'Extra',
    rentalExtras: { 'child-seat': 'seggiolino per bambini', 'second-driver': 'secondo conducente' },
    priceShown: 'Prezzo mostrato',
    priceShownValue: (total, days) => `${total} per ${days === 1 ? '1 giorno' : `${days} giorni`}`,
    financing: 'Finanziamento',
    financingValue: (downPayment, months, monthly) => `anticipo ${downPayment}, ${months} mesi, rata stimata ${monthly}`,
    tradeIn: 'Auto da valutare',
    tradeInValue: (car, year, km) => `${car}, ${year}, ${km} km`,
    photos: (count) => (count === 1 ? '1 foto: la trovi nell’area riservata' : `${count} foto: le trovi nell’area riservata`),
    subjectLine: 'Oggetto',
    message: 'Messaggio',
    received: 'Ricevuta',
    visitorLang: 'Lingua del visitatore',
    open: 'Apri la richiesta nell’area riservata',
    replyNote: 'Rispondendo a questa e-mail scrivi al visitatore.',
    noReplyTo: 'Il visitatore non ha lasciato un indirizzo e-mail a cui rispondere: richiamalo al telefono.',
  },
  en: {
    newRequest: 'New request',
    intro: 'A new request has arrived from the site.',
    kinds: {
      question: 'Question about a car',
      'test-drive': 'Test drive',
      financing: 'Financing',
      'trade-in': 'Trade-in valuation',
      rental: 'Rental',
      contact: 'Message',
    },
    kind: 'Request',
    car: 'Car',
    carGone: (id) => `car no longer in stock (id ${id})`,
    name: 'Name',
    phone: 'Phone',
    email: 'E-mail',
    when: 'When',
    partsOfDay: { morning: 'morning', afternoon: 'afternoon' },
    rental: (from, to, pickUp, returnTime, ageBand) =>
      `from ${from} to ${to}, pick-up at ${pickUp}${returnTime ? `, return at ${returnTime}` : ''}; driver's age ${ageBand}`,
    extras: 'Extras',
    rentalExtras: { 'child-seat': 'child seat', 'second-driver': 'second driver' },
    priceShown: 'Price shown',
    priceShownValue: (total, days) => `${total} for ${days === 1 ? '1 day' : `${days} days`}`,
    financing: 'Financing',
    financingValue: (downPayment, months, monthly) => `down payment ${downPayment}, ${months} months, estimated instalment ${monthly}`,
    tradeIn: 'Car to value',
    tradeInValue: (car, year, km) => `${car}, ${year}, ${km} km`,
    photos: (count) => (count === 1 ? '1 photo: see it in the reserved area' : `${count} photos: see them in the reserved area`),
    subjectLine: 'Subject',
    message: 'Message',
    received: 'Received',
    visitorLang: "Visitor's language",
    open: 'Open the request in the reserved area',
    replyNote: 'Replying to this e-mail writes to the visitor.',
    noReplyTo: 'The visitor left no e-mail address to reply to: call them back.',
  },
}
