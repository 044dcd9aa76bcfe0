import { fireEvent, screen } from '@testing-library/react'
import { lazy } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../tests/test-utils/render'
import { DeferredPlace } from './DeferredPlace'

describe('DeferredPlace', () => {
  it('holds the place until the page is used, then shows its content', async () => {
    const Content = lazy(async () => ({ default: () => <p>Orari di apertura</p> }))
    await renderWithProviders(
      <DeferredPlace id="hours" minHeight={100}>
        <Content />
      </DeferredPlace>,
    )
    expect(screen.queryByText('Orari di apertura')).toBeNull()
    expect(screen.getByTestId('deferred-placeholder')).toBeInTheDocument()
    fireEvent.keyDown(window, { key: 'Tab' })
    expect(await screen.findByText('Orari di apertura')).toBeInTheDocument()
    expect(document.getElementById('hours')).toContainElement(screen.getByText('Orari di apertura'))
  })

  it('keeps the placeholder, and the page around it, when the content cannot load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const Broken = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))
      await renderWithProviders(
        <div>
          <h2>Contattaci</h2>
          <DeferredPlace minHeight={100}>
            <Broken />
          </DeferredPlace>
        </div>,
      )
      fireEvent.keyDown(window, { key: 'Tab' })
      await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('A part of the footer could not load', expect.any(TypeError)))
      expect(screen.getByRole('heading', { name: 'Contattaci' })).toBeInTheDocument()
      expect(screen.getByTestId('deferred-placeholder')).toBeInTheDocument()
    } finally {
      warn.mockRestore()
      error.mockRestore()
    }
  })
})
