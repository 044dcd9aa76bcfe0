import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startAnalytics, type PageViewEvent } from '@/features/analytics/analytics-controller'
import { trackEvent } from '@/features/analytics/events'
import { toGa4Event } from '@/features/analytics/ga4'
import { analyticsGranted, resetConsentCache, saveConsent, subscribeConsent } from '@/features/consent/consent-store'
import { createAnalyticsLoader, GTAG_CONFIG, INITIAL_CONSENT, type AnalyticsSdk } from '@/lib/firebase/analytics'
import { readFirebaseConfig } from '@/lib/firebase/config'
import type { FirebaseApp } from 'firebase/app'

/**
 * The analytics gate: the SDK (its dynamic import is the one thing replaced here, since firebase/analytics
 * cannot run outside a browser) loads only for a configured project, only after the visitor accepts, once.
 */

const PROJECT_ENV = {
  VITE_FIREBASE_API_KEY: 'fake-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'fake-autosalone.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'fake-autosalone',
  VITE_FIREBASE_STORAGE_BUCKET: 'fake-autosalone.appspot.com',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '123',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
  VITE_FIREBASE_MEASUREMENT_ID: 'G-TEST123',
}

type Call = [string, ...unknown[]]

/** A stand-in for the firebase/analytics module that records what the app asks of it. */
function recordingSdk({ supported = true } = {}) {
  const calls: Call[] = []
  let imports = 0
  const instance = { app: { name: 'app' } }
  const sdk = {
    isSupported: async () => supported,
    setConsent: (settings: unknown) => void calls.push(['setConsent', settings]),
    initializeAnalytics: (_app: unknown, options: unknown) => {
      calls.push(['initializeAnalytics', options])
      return instance
    },
    setAnalyticsCollectionEnabled: (_analytics: unknown, enabled: boolean) => void calls.push(['setAnalyticsCollectionEnabled', enabled]),
    logEvent: (_analytics: unknown, name: string, params: unknown) => void calls.push(['logEvent', name, params]),
  } as unknown as AnalyticsSdk
  return {
    calls,
    imports: () => imports,
    importSdk: async () => {
      imports += 1
      return sdk
    },
  }
}

const fakeApp = async () => ({ name: '[DEFAULT]', options: {}, automaticDataCollectionEnabled: false }) as FirebaseApp

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => {
  localStorage.clear()
  resetConsentCache()
})

afterEach(() => {
  localStorage.clear()
  resetConsentCache()
})

describe('the analytics loader', () => {
  it('never imports the SDK in the local demo, nor for a project sent to the emulators, nor without a measurement ID', async () => {
    const withoutMeasurement = { ...PROJECT_ENV, VITE_FIREBASE_MEASUREMENT_ID: '' }
    for (const env of [{}, { ...PROJECT_ENV, VITE_USE_EMULATORS: 'true' }, withoutMeasurement]) {
      const sdk = recordingSdk()
      const load = createAnalyticsLoader({ config: readFirebaseConfig(env), importSdk: sdk.importSdk, getApp: fakeApp })
      await expect(load()).resolves.toBeNull()
      expect(sdk.imports()).toBe(0)
    }
  })

  it('in a configured project, initialises once, with consent mode defaults set before and no automatic page view', async () => {
    const sdk = recordingSdk()
    const load = createAnalyticsLoader({ config: readFirebaseConfig(PROJECT_ENV), importSdk: sdk.importSdk, getApp: fakeApp })
    const [first, second] = await Promise.all([load(), load()])
    expect(first).not.toBeNull()
    expect(second).toBe(first)
    expect(await load()).toBe(first)
    expect(sdk.imports()).toBe(1)
    expect(sdk.calls).toEqual([
      ['setConsent', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'granted' }],
      ['initializeAnalytics', { config: { send_page_view: false, allow_google_signals: false, allow_ad_personalization_signals: false } }],
    ])
    expect(INITIAL_CONSENT.ad_user_data).toBe('denied')
    expect(GTAG_CONFIG.send_page_view).toBe(false)

    first?.setCollectionEnabled(false)
    expect(sdk.calls.slice(2)).toEqual([
      ['setConsent', { analytics_storage: 'denied' }],
      ['setAnalyticsCollectionEnabled', false],
    ])
  })

  it('where the browser cannot run analytics, resolves to null without initialising', async () => {
    const sdk = recordingSdk({ supported: false })
    const load = createAnalyticsLoader({ config: readFirebaseConfig(PROJECT_ENV), importSdk: sdk.importSdk, getApp: fakeApp })
    await expect(load()).resolves.toBeNull()
    expect(sdk.calls).toEqual([])
  })

  it('after a failed import (offline), tries again on the next call', async () => {
    const sdk = recordingSdk()
    let fail = true
    const load = createAnalyticsLoader({
      config: readFirebaseConfig(PROJECT_ENV),
      importSdk: () => (fail ? Promise.reject(new Error('Failed to fetch dynamically imported module')) : sdk.importSdk()),
      getApp: fakeApp,
    })
    await expect(load()).rejects.toThrow('Failed to fetch')
    fail = false
    await expect(load()).resolves.not.toBeNull()
  })
})

describe('analytics under the visitor consent', () => {
  let stop = () => {}
  afterEach(() => stop())

  function start(env: Record<string, string>, page: PageViewEvent | null = { name: 'page_view', path: '/it/servizi', locale: 'it' }) {
    const sdk = recordingSdk()
    const load = createAnalyticsLoader({ config: readFirebaseConfig(env), importSdk: sdk.importSdk, getApp: fakeApp })
    stop = startAnalytics({
      load,
      consent: { granted: analyticsGranted, subscribe: subscribeConsent },
      currentPage: () => page,
      pageInfo: () => ({ origin: 'https://www.example.test', title: 'Servizi' }),
    })
    return sdk
  }

  const logged = (calls: Call[]) => calls.filter(([kind]) => kind === 'logEvent').map(([, name, params]) => [name, params])

  it('without a choice, or after Reject, loads nothing and sends nothing', async () => {
    const sdk = start(PROJECT_ENV)
    trackEvent({ name: 'page_view', path: '/it', locale: 'it' })
    trackEvent({ name: 'contact_click', method: 'call', vehicleId: 'used-001' })
    saveConsent('denied')
    trackEvent({ name: 'page_view', path: '/it/servizi', locale: 'it' })
    await settle()
    expect(sdk.imports()).toBe(0)
    expect(sdk.calls).toEqual([])
  })

  it('after Accept, loads once, counts the page on screen, and sends later events; earlier ones are dropped', async () => {
    const sdk = start(PROJECT_ENV)
    trackEvent({ name: 'view_item', vehicleId: 'used-001', category: 'used', price: 12900 })
    saveConsent('granted')
    trackEvent({ name: 'contact_click', method: 'whatsapp', vehicleId: 'used-002' })
    trackEvent({ name: 'page_view', path: '/it/list/used?fuel=diesel', locale: 'it' })
    await settle()
    await settle()
    expect(sdk.imports()).toBe(1)
    expect(logged(sdk.calls)).toEqual([
      ['page_view', { page_location: 'https://www.example.test/it/servizi', page_path: '/it/servizi', page_title: 'Servizi', language: 'it' }],
      ['generate_lead', { method: 'whatsapp', item_id: 'used-002' }],
      [
        'page_view',
        { page_location: 'https://www.example.test/it/list/used?fuel=diesel', page_path: '/it/list/used?fuel=diesel', page_title: 'Servizi', language: 'it' },
      ],
    ])
  })

  it('started with a stored acceptance, loads once and counts the page on screen', async () => {
    saveConsent('granted')
    resetConsentCache()
    const sdk = start(PROJECT_ENV)
    trackEvent({ name: 'page_view', path: '/it/chisiamo', locale: 'it' })
    await settle()
    await settle()
    expect(sdk.imports()).toBe(1)
    expect(logged(sdk.calls).map(([, params]) => (params as { page_path: string }).page_path)).toEqual(['/it/servizi', '/it/chisiamo'])
  })

  it('started with a stored acceptance before the router has settled, waits for its page view', async () => {
    saveConsent('granted')
    const sdk = start(PROJECT_ENV, null)
    await settle()
    expect(sdk.imports()).toBe(0)
    trackEvent({ name: 'page_view', path: '/en', locale: 'en' })
    await settle()
    await settle()
    expect(sdk.imports()).toBe(1)
    expect(logged(sdk.calls)).toEqual([['page_view', expect.objectContaining({ page_path: '/en', language: 'en' })]])
  })

  it('Reject after Accept stops collection and drops what follows; Accept again resumes', async () => {
    const sdk = start(PROJECT_ENV)
    saveConsent('granted')
    await settle()
    await settle()
    saveConsent('denied')
    trackEvent({ name: 'contact_click', method: 'email', vehicleId: 'used-003' })
    await settle()
    expect(sdk.calls.slice(-2)).toEqual([
      ['setConsent', { analytics_storage: 'denied' }],
      ['setAnalyticsCollectionEnabled', false],
    ])
    expect(logged(sdk.calls)).toHaveLength(1) // the page view at Accept only

    saveConsent('granted')
    await settle()
    expect(sdk.imports()).toBe(1)
    expect(sdk.calls.slice(-3)).toEqual([
      ['setConsent', { analytics_storage: 'granted' }],
      ['setAnalyticsCollectionEnabled', true],
      ['logEvent', 'page_view', expect.objectContaining({ page_path: '/it/servizi' })],
    ])
  })

  it('in the local demo, Accept loads nothing at all', async () => {
    const sdk = start({})
    saveConsent('granted')
    trackEvent({ name: 'contact_click', method: 'form' })
    await settle()
    await settle()
    expect(sdk.imports()).toBe(0)
    expect(sdk.calls).toEqual([])
  })
})

describe('GA4 events', () => {
  const page = { origin: 'https://www.example.test', title: 'Fiat Panda' }

  it('a vehicle view is view_item in euro with the vehicle as its item', () => {
    expect(toGa4Event({ name: 'view_item', vehicleId: 'rent-004', category: 'rent', price: 45 }, page)).toEqual({
      name: 'view_item',
      params: { currency: 'EUR', value: 45, items: [{ item_id: 'rent-004', item_category: 'rent', price: 45, quantity: 1 }] },
    })
  })

  it('calls, messages, e-mails and the contact form are leads with their method; sharing is share', () => {
    expect(toGa4Event({ name: 'contact_click', method: 'call', vehicleId: 'used-001' }, page)).toEqual({
      name: 'generate_lead',
      params: { method: 'call', item_id: 'used-001' },
    })
    expect(toGa4Event({ name: 'contact_click', method: 'form' }, page)).toEqual({ name: 'generate_lead', params: { method: 'form' } })
    expect(toGa4Event({ name: 'contact_click', method: 'share', vehicleId: 'used-001' }, page)).toEqual({
      name: 'share',
      params: { method: 'link', content_type: 'vehicle', item_id: 'used-001' },
    })
  })

  it('a saved car is add_to_wishlist, a comparison opened the list "compare", a saved search names its filters only', () => {
    expect(toGa4Event({ name: 'add_to_wishlist', vehicleId: 'used-002', category: 'used', price: 12900 }, page)).toEqual({
      name: 'add_to_wishlist',
      params: { currency: 'EUR', value: 12900, items: [{ item_id: 'used-002', item_category: 'used', price: 12900, quantity: 1 }] },
    })
    expect(toGa4Event({ name: 'compare_vehicles', vehicleIds: ['used-001', 'used-004'], category: 'used' }, page)).toEqual({
      name: 'view_item_list',
      params: {
        item_list_id: 'compare',
        item_list_name: 'Compare',
        items: [
          { item_id: 'used-001', item_category: 'used', index: 0 },
          { item_id: 'used-004', item_category: 'used', index: 1 },
        ],
      },
    })
    expect(toGa4Event({ name: 'save_search', category: 'used', filters: ['fuel', 'priceMax'] }, page)).toEqual({
      name: 'save_search',
      params: { search_category: 'used', filters: 'fuel,priceMax' },
    })
  })
})
