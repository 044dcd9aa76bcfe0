import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../../tests/test-utils/render'
import { OpenNowStatus } from './OpenNowStatus'

/** The status at an instant, for the demo's hours (business.ts): Tue–Fri 9:00–12:30 and 15:00–19:00, Mon 15:00–19:00, Sat mornings. */
async function statusAt(instant: string, locale: 'it' | 'en'): Promise<string> {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(instant))
  await renderWithProviders(<OpenNowStatus />, { locale })
  const text = (await screen.findByRole('status')).textContent ?? ''
  cleanup()
  return text
}

describe('OpenNowStatus', () => {
  afterEach(() => vi.useRealTimers())

  it('says it is open and when it closes, on the dealer’s clock (10:00 in Rome is 09:00 UTC in winter)', async () => {
    expect(await statusAt('2026-01-07T09:00:00Z', 'it')).toBe('Aperto ora · chiude alle 12:30')
  })

  it('between the morning and the afternoon it opens again the same day', async () => {
    expect(await statusAt('2026-07-08T11:00:00Z', 'en')).toBe('Closed · opens at 15:00')
  })

  it('on Saturday afternoon it names the day it opens next', async () => {
    expect(await statusAt('2026-01-10T14:00:00Z', 'it')).toBe('Chiuso · apre lunedì alle 15:00')
    expect(await statusAt('2026-01-10T14:00:00Z', 'en')).toBe('Closed · opens Monday at 15:00')
  })

  it('late on Monday evening it opens tomorrow morning', async () => {
    expect(await statusAt('2026-01-12T21:00:00Z', 'it')).toBe('Chiuso · apre domani alle 9:00')
  })
})
