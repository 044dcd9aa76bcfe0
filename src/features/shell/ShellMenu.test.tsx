import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { clickWhileFloatingArrives } from '../../../tests/test-utils/floating'
import { renderWithProviders } from '../../../tests/test-utils/render'
import { LanguageMenu } from './LanguageMenu'

// The floating components are loaded once per page: this file's page has not loaded them when it starts.
describe('a sidebar menu whose components arrive during a click', () => {
  it('opens: the button pressed stays the one released', async () => {
    await renderWithProviders(<LanguageMenu />, { locale: 'en' })
    const button = screen.getByRole('button', { name: 'Language: English' })
    expect(await clickWhileFloatingArrives(button)).toBe(true)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Language: English' })).toHaveAttribute('aria-expanded', 'true'))
    expect(screen.getAllByRole('menuitem', { hidden: true }).map((item) => item.textContent)).toEqual(['Italiano', 'English'])
  })
})
