import { describe, expect, it } from 'vitest'
import { business } from '@/config/business'
import { autoDealerJsonLd } from '@/lib/structured-data'
import { businessWithSettings, fromCheckedStoredSettings, isNoticeCurrent, settingsFromConfig, telHref, whatsappHref } from './site-settings'
import { decodeSiteSettings, encodeSiteSettings, type Notice, type SiteSettingsInput } from './site-settings-schema'

const notice: Notice = { text: { it: 'Porte aperte', en: 'Open weekend' }, from: '2026-05-09', to: '2026-05-10', tone: 'info' }

describe('the notice', () => {
  it('is current from its first day to its last, both included, and never when there is none', () => {
    expect(isNoticeCurrent(notice, '2026-05-08')).toBe(false)
    expect(isNoticeCurrent(notice, '2026-05-09')).toBe(true)
    expect(isNoticeCurrent(notice, '2026-05-10')).toBe(true)
    expect(isNoticeCurrent(notice, '2026-05-11')).toBe(false)
    expect(isNoticeCurrent(null, '2026-05-09')).toBe(false)
  })
})

describe('the settings as the site uses them', () => {
  const edited: SiteSettingsInput = {
    ...settingsFromConfig(),
    phone: '+39 035 765 4321',
    exceptions: [{ from: '2026-08-10', to: '2026-08-20', intervals: [], reason: { it: 'ferie', en: 'holidays' } }],
    notice,
  }

  it('reads a prerendered page’s copy, which the schema has passed, as the schema reads it, leaving other fields out', () => {
    const encoded = encodeSiteSettings(edited)
    if (!encoded.ok) throw new Error('The settings do not encode')
    const stored = { ...encoded.stored, revision: 4, updatedAt: new Date(), addedByANewerApp: true }
    const decoded = decodeSiteSettings(stored)
    if (!decoded.ok) throw new Error(decoded.reason)
    const { revision: _revision, updatedAt: _updatedAt, ...settings } = decoded.settings
    expect(fromCheckedStoredSettings(stored)).toEqual(settings)
    expect(fromCheckedStoredSettings(stored)).toEqual(edited)
  })

  it('dials and messages the numbers as written in the settings', () => {
    expect(telHref(edited.phone)).toBe('tel:+390357654321')
    expect(whatsappHref('39 333 1234567', 'Ciao?')).toBe('https://wa.me/393331234567?text=Ciao%3F')
  })

  it('gives search engines the contacts, the week and the exceptions of the settings, the rest from business.ts', () => {
    const dealer = autoDealerJsonLd(businessWithSettings(edited), 'https://cars.example.it')
    expect(dealer).toMatchObject({ name: business.name, vatID: business.vatNumber, telephone: '+390357654321', email: edited.email })
    expect(dealer.specialOpeningHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', validFrom: '2026-08-10', validThrough: '2026-08-20', opens: '00:00', closes: '00:00' },
    ])
    expect(autoDealerJsonLd(businessWithSettings(settingsFromConfig()), 'https://cars.example.it')).toEqual(
      autoDealerJsonLd(business, 'https://cars.example.it'),
    )
  })
})
