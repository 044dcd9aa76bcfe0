import { describe, expect, it } from 'vitest'
import { detectLocale, localeCookieString, localeOfPath, readLocaleCookie, switchLocalePath } from '@/lib/locale'

describe('switchLocalePath', () => {
  it('replaces the locale prefix and keeps the rest of the path', () => {
    expect(switchLocalePath('/it/list/used', 'en')).toBe('/en/list/used')
    expect(switchLocalePath('/en/detail/used-001', 'it')).toBe('/it/detail/used-001')
  })
  it('keeps search and hash', () => {
    expect(switchLocalePath('/it/list/used?fuel=diesel&sort=price-asc#results', 'en')).toBe('/en/list/used?fuel=diesel&sort=price-asc#results')
  })
  it('adds a prefix to the root and to unprefixed paths', () => {
    expect(switchLocalePath('/', 'en')).toBe('/en')
    expect(switchLocalePath('/servizi', 'it')).toBe('/it/servizi')
  })
  it('switching to the same locale changes nothing', () => {
    expect(switchLocalePath('/it/chisiamo', 'it')).toBe('/it/chisiamo')
  })
  it('does not mistake a page that starts like a locale for a prefix', () => {
    expect(switchLocalePath('/italia/x', 'en')).toBe('/en/italia/x')
  })
  it('drops trailing and doubled slashes', () => {
    expect(switchLocalePath('/it//servizi/', 'en')).toBe('/en/servizi')
  })
})

describe('detectLocale', () => {
  it('prefers the cookie', () => {
    expect(detectLocale({ cookie: 'foo=1; locale=en; bar=2', languages: ['it-IT'] })).toBe('en')
  })
  it('ignores an unknown cookie value and falls back to the browser languages', () => {
    expect(detectLocale({ cookie: 'locale=fr', languages: ['it-CH', 'en'] })).toBe('it')
  })
  it('gives Italian for any it* language and English for anything else', () => {
    expect(detectLocale({ languages: ['it'] })).toBe('it')
    expect(detectLocale({ languages: ['IT-it'] })).toBe('it')
    expect(detectLocale({ languages: ['de-DE', 'it'] })).toBe('en')
    expect(detectLocale({ languages: ['en-GB'] })).toBe('en')
  })
  it('defaults to Italian when nothing is known', () => {
    expect(detectLocale({})).toBe('it')
    expect(detectLocale({ cookie: '', languages: [] })).toBe('it')
  })
})

describe('locale cookie', () => {
  it('lasts 365 days with SameSite=Lax on the whole site', () => {
    expect(localeCookieString('en')).toBe('locale=en; Max-Age=31536000; Path=/; SameSite=Lax')
    expect(localeCookieString('it', true)).toContain('; Secure')
  })
  it('reads the value back', () => {
    expect(readLocaleCookie(localeCookieString('en').split(';')[0] ?? '')).toBe('en')
    expect(readLocaleCookie('other=it')).toBeUndefined()
  })
})

describe('localeOfPath', () => {
  it('finds only a real prefix', () => {
    expect(localeOfPath('/en/servizi')).toBe('en')
    expect(localeOfPath('/it')).toBe('it')
    expect(localeOfPath('/fr/servizi')).toBeUndefined()
    expect(localeOfPath('/')).toBeUndefined()
  })
})
