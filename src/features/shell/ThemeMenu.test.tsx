import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../tests/test-utils/render'
import { ThemeMenu } from './ThemeMenu'

describe('ThemeMenu', () => {
  it('opens at the first click, even before its menu component has loaded', async () => {
    const user = userEvent.setup()
    await renderWithProviders(<ThemeMenu />, { locale: 'en' })
    const button = screen.getByRole('button', { name: 'Theme: System' })
    expect(button).toHaveAttribute('aria-haspopup', 'menu')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    await user.click(button)
    // jsdom lays nothing out, so the floating dropdown stays hidden here: its presence is what is checked (the
    // end-to-end tests use the menus in a browser).
    const menu = await screen.findByRole('menu', { hidden: true })
    expect(menu).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Theme: System' })).toHaveAttribute('aria-expanded', 'true'))
    expect(screen.getAllByRole('menuitem', { hidden: true }).map((item) => item.textContent)).toEqual(['Light', 'Dark', 'System'])
  })
})
