import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../tests/test-utils/render'
import { weekdayLabel } from '@/lib/intl'
import { OpeningHoursAccordion } from './OpeningHoursAccordion'

describe('OpeningHoursAccordion', () => {
  it('lists Sunday to Saturday in the locale, with today open and marked', async () => {
    await renderWithProviders(<OpeningHoursAccordion today={3} />, { locale: 'it' })
    const days = screen.getAllByRole('button')
    expect(days.map((d) => d.textContent)).toEqual(['domenica', 'lunedì', 'martedì', 'mercoledìOggi', 'giovedì', 'venerdì', 'sabato'])
    expect(screen.getByRole('button', { name: 'mercoledì, oggi' })).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('button', { name: 'domenica' })).toHaveAttribute('aria-expanded', 'false')
  })

  it('names weekdays from Sunday', () => {
    expect(weekdayLabel(0, 'en')).toBe('Sunday')
    expect(weekdayLabel(6, 'it')).toBe('sabato')
  })
})
