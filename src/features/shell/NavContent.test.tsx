import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { clickWhileFloatingArrives } from '../../../tests/test-utils/floating'
import { renderWithProviders } from '../../../tests/test-utils/render'
import { NavContent } from './NavContent'

// The floating components are loaded once per page: this file's page has not loaded them when it starts.
describe('the collapsed sidebar when its tooltips arrive during a click', () => {
  it('follows the link pressed: it stays the one released, and gets its tooltip after the click', async () => {
    await renderWithProviders(<NavContent collapsed />, { locale: 'en' })
    const link = screen.getByRole('link', { name: 'Used cars' })
    expect(link).not.toHaveAttribute('data-active')
    expect(await clickWhileFloatingArrives(link)).toBe(true)
    await waitFor(() => expect(screen.getByRole('link', { name: 'Used cars' })).toHaveAttribute('data-active'))
    // The tooltip came with the components, once the click was over: the link was wrapped (and so remounted).
    expect(link.isConnected).toBe(false)
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Used cars' }))
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Used cars')
  })
})
