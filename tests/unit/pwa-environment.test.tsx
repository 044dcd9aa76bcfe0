import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createNetworkStatus } from '@/features/pwa/network-status'
import { OfflineNotice } from '@/features/pwa/OfflineNotice'
import { installMode, isIosDevice } from '@/features/pwa/use-install-prompt'
import { renderWithProviders } from '../test-utils/render'

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online })
  window.dispatchEvent(new Event(online ? 'online' : 'offline'))
}

afterEach(() => {
  vi.useRealTimers()
  setOnline(true)
})

describe('network status', () => {
  it('is offline while offline, back-online for 4 s after, then online', () => {
    vi.useFakeTimers()
    const status = createNetworkStatus()
    const unsubscribe = status.subscribe(() => {})
    expect(status.getSnapshot()).toBe('online')
    setOnline(false)
    expect(status.getSnapshot()).toBe('offline')
    setOnline(true)
    expect(status.getSnapshot()).toBe('back-online')
    vi.advanceTimersByTime(3999)
    expect(status.getSnapshot()).toBe('back-online')
    vi.advanceTimersByTime(1)
    expect(status.getSnapshot()).toBe('online')
    unsubscribe()
  })

  it('an online event without an offline one before says nothing', () => {
    const status = createNetworkStatus()
    const unsubscribe = status.subscribe(() => {})
    setOnline(true)
    expect(status.getSnapshot()).toBe('online')
    unsubscribe()
  })
})

describe('OfflineNotice', () => {
  it('announces going offline and coming back in its live region', async () => {
    await renderWithProviders(<OfflineNotice />, { locale: 'en' })
    const region = screen.getByRole('status')
    expect(region).toBeEmptyDOMElement()
    act(() => setOnline(false))
    expect(region).toHaveTextContent('You are offline. Pages and vehicles you have already seen are still available.')
    act(() => setOnline(true))
    expect(region).toHaveTextContent('You are back online.')
  })
})

describe('install mode', () => {
  const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'
  const IPADOS = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15'
  const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36'

  it('recognises iPhone and iPad, including iPadOS with a desktop user agent', () => {
    expect(isIosDevice({ userAgent: IPHONE, maxTouchPoints: 5 })).toBe(true)
    expect(isIosDevice({ userAgent: IPADOS, maxTouchPoints: 5 })).toBe(true)
    expect(isIosDevice({ userAgent: IPADOS, maxTouchPoints: 0 })).toBe(false) // a Mac
    expect(isIosDevice({ userAgent: ANDROID, maxTouchPoints: 5 })).toBe(false)
  })

  it('offers the browser dialog when there is one, the iOS steps on iOS, nothing once installed', () => {
    expect(installMode({ deferred: true, standalone: false, ios: false })).toBe('prompt')
    expect(installMode({ deferred: false, standalone: false, ios: true })).toBe('ios')
    expect(installMode({ deferred: false, standalone: false, ios: false })).toBe('none')
    expect(installMode({ deferred: true, standalone: true, ios: false })).toBe('none')
    expect(installMode({ deferred: false, standalone: true, ios: true })).toBe('none')
  })
})
