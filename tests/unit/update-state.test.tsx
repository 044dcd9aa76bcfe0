import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { UpdatePrompt } from '@/features/pwa/UpdatePrompt'
import { dismissUpdate, getUpdateState, reportNewerBuild, reportWaitingWorker, resetUpdateState, setUpdateHandler } from '@/features/pwa/update-state'
import { renderWithProviders } from '../test-utils/render'

afterEach(() => resetUpdateState())

describe('update state', () => {
  it('a newer build makes the update available', () => {
    expect(getUpdateState().available).toBe(false)
    reportNewerBuild('v2')
    expect(getUpdateState()).toEqual({ available: true, latestBuildId: 'v2' })
  })

  it('Later hides it until a different build is detected', () => {
    reportNewerBuild('v2')
    dismissUpdate()
    expect(getUpdateState().available).toBe(false)
    reportNewerBuild('v2')
    expect(getUpdateState().available).toBe(false)
    // The worker of that same build, once waiting, does not bring it back either.
    reportWaitingWorker({})
    expect(getUpdateState().available).toBe(false)
    reportNewerBuild('v3')
    expect(getUpdateState().available).toBe(true)
  })

  it('Later on a waiting worker found before the poller named its build also puts off that build', () => {
    reportWaitingWorker({})
    dismissUpdate()
    reportNewerBuild('v2')
    expect(getUpdateState()).toEqual({ available: false, latestBuildId: 'v2' })
    reportNewerBuild('v3')
    expect(getUpdateState().available).toBe(true)
  })

  it('without a known build id, each waiting worker is its own detection', () => {
    const first = {}
    reportWaitingWorker(first)
    expect(getUpdateState().available).toBe(true)
    dismissUpdate()
    reportWaitingWorker(first)
    expect(getUpdateState().available).toBe(false)
    reportWaitingWorker({})
    expect(getUpdateState().available).toBe(true)
  })
})

describe('UpdatePrompt', () => {
  it('shows nothing until an update is detected, then a named prompt with Update and Later', async () => {
    await renderWithProviders(<UpdatePrompt />, { locale: 'en' })
    expect(screen.queryByRole('status')).toBeNull()
    act(() => reportNewerBuild('v2'))
    const prompt = screen.getByRole('status', { name: 'A new version of the site is available.' })
    expect(prompt).toHaveTextContent('Version in use: dev')
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled()
    await userEvent.click(screen.getByRole('button', { name: 'Later' }))
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('Update hands over to the service worker layer', async () => {
    const handler = vi.fn(() => new Promise<void>(() => {}))
    setUpdateHandler(handler)
    await renderWithProviders(<UpdatePrompt />, { locale: 'en' })
    act(() => reportNewerBuild('v2'))
    await userEvent.click(screen.getByRole('button', { name: 'Update' }))
    expect(handler).toHaveBeenCalledTimes(1)
    // While the new version takes over, Later is out of reach.
    expect(screen.getByRole('button', { name: 'Later' })).toBeDisabled()
  })
})
