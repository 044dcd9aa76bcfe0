import { act, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { changeInAnotherTab, storageListeners } from '../test-utils/storage'

type SessionModule = typeof import('@/features/auth/session-store')
let session: SessionModule

const ADMIN = { uid: 'u1', email: 'admin@demo.test', displayName: 'Admin', admin: true }

function Menu() {
  const hint = session.useSession()
  return <p>{hint ? `signed in as ${hint.email}` : 'signed out'}</p>
}

beforeEach(async () => {
  localStorage.clear()
  vi.resetModules()
})

afterEach(() => {
  vi.restoreAllMocks()
  localStorage.clear()
})

describe('the session hint', () => {
  it('shows the stored user from the first render, and follows sign-in and logout', async () => {
    localStorage.setItem('autosalone-auth', JSON.stringify(ADMIN))
    session = await import('@/features/auth/session-store')
    render(<Menu />)
    expect(screen.getByText('signed in as admin@demo.test')).toBeInTheDocument()
    act(() => session.setSessionHint(null))
    expect(screen.getByText('signed out')).toBeInTheDocument()
    expect(localStorage.getItem('autosalone-auth')).toBeNull()
    act(() => session.setSessionHint({ ...ADMIN, email: 'other@demo.test' }))
    expect(screen.getByText('signed in as other@demo.test')).toBeInTheDocument()
    expect(session.getSessionHint()).toEqual({ ...ADMIN, email: 'other@demo.test' })
  })

  it('follows another tab while shown, with a storage listener only while anything watches it', async () => {
    session = await import('@/features/auth/session-store')
    const added = vi.spyOn(window, 'addEventListener')
    const removed = vi.spyOn(window, 'removeEventListener')
    const first = render(<Menu />)
    const second = render(<Menu />)
    expect(storageListeners(added)).toBe(1)
    act(() => changeInAnotherTab('autosalone-auth', JSON.stringify(ADMIN)))
    expect(screen.getAllByText('signed in as admin@demo.test')).toHaveLength(2)
    act(() => changeInAnotherTab('something-else', 'x'))
    act(() => changeInAnotherTab('autosalone-auth', null))
    expect(screen.getAllByText('signed out')).toHaveLength(2)
    first.unmount()
    expect(storageListeners(removed)).toBe(0)
    second.unmount()
    expect(storageListeners(removed)).toBe(1)

    // What changed while nobody watched shows on the next render.
    localStorage.setItem('autosalone-auth', JSON.stringify(ADMIN))
    render(<Menu />)
    expect(screen.getByText('signed in as admin@demo.test')).toBeInTheDocument()
  })

  it('reads as signed out in prerendered HTML', async () => {
    localStorage.setItem('autosalone-auth', JSON.stringify(ADMIN))
    session = await import('@/features/auth/session-store')
    expect(renderToString(<Menu />)).toContain('signed out')
  })

  it('a corrupt item counts as signed out', async () => {
    localStorage.setItem('autosalone-auth', '{"uid":')
    session = await import('@/features/auth/session-store')
    render(<Menu />)
    expect(screen.getByText('signed out')).toBeInTheDocument()
  })
})

describe('the consent choice across tabs', () => {
  it('is followed through one storage listener while subscribed; the same choice again notifies nobody', async () => {
    const consent = await import('@/features/consent/consent-store')
    consent.resetConsentCache()
    const added = vi.spyOn(window, 'addEventListener')
    const removed = vi.spyOn(window, 'removeEventListener')
    const listener = vi.fn()
    const stop = consent.subscribeConsent(listener)
    const stopOther = consent.subscribeConsent(() => {})
    expect(storageListeners(added)).toBe(1)

    const record = { version: consent.CONSENT_VERSION, analytics: 'granted', decidedAt: '2026-03-14T10:00:00.000Z' }
    changeInAnotherTab(consent.CONSENT_STORAGE_KEY, JSON.stringify(record))
    expect(listener).toHaveBeenCalledTimes(1)
    expect(consent.getConsent()).toEqual(record)
    changeInAnotherTab(consent.CONSENT_STORAGE_KEY, JSON.stringify(record))
    expect(listener).toHaveBeenCalledTimes(1)
    changeInAnotherTab(consent.CONSENT_STORAGE_KEY, null)
    expect(listener).toHaveBeenCalledTimes(2)
    expect(consent.getConsent()).toBeNull()

    stop()
    stopOther()
    expect(storageListeners(removed)).toBe(1)
    changeInAnotherTab(consent.CONSENT_STORAGE_KEY, JSON.stringify(record))
    expect(listener).toHaveBeenCalledTimes(2)
  })
})
