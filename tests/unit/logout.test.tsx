import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { adminDeviceData } from '@/features/admin/device-data'
import { listDraftKeys, saveDraft, scheduleDraftSave } from '@/features/admin/document-editor/draft-store'
import { clearDeviceData, keepDeviceData } from '@/lib/device-data'
import { renderWithProviders } from '../test-utils/render'
import LogoutDialog from '@/features/auth/LogoutDialog'
import { requestLogout } from '@/features/auth/logout'
import { cancelLogout, type LogoutSteps } from '@/features/auth/logout-prompt'

/**
 * The logout's order and its question. Firebase's part (signing out, stopping Firestore and deleting its
 * IndexedDB cache) needs a browser: here those steps record that they ran, and the end-to-end test
 * (tests/e2e/admin.spec.ts) checks that nothing is readable after a real logout. What the app keeps itself
 * (the drafts in local storage) is cleared for real, through the keepers' registry.
 */
function recordingSteps(unsynced: boolean) {
  const calls: string[] = []
  const steps: LogoutSteps = {
    unsynced: async () => unsynced,
    leaveDevice: async () => {
      calls.push('leaveDevice')
    },
    signOut: async () => {
      calls.push('signOut')
    },
    clearFirestore: async () => {
      calls.push('clearFirestore')
    },
    clearDeviceData: async () => {
      calls.push('clearDeviceData')
      await clearDeviceData()
    },
    reload: (path) => {
      calls.push(`reload ${path}`)
    },
  }
  return { calls, steps }
}

const ORDER = ['leaveDevice', 'signOut', 'clearFirestore', 'clearDeviceData', 'reload /it/login']

describe('logout', () => {
  beforeEach(() => {
    localStorage.clear()
    keepDeviceData('admin', adminDeviceData)
  })
  afterEach(() => cancelLogout())

  it('with nothing unsynced, signs out, clears Firestore, then the drafts, and opens the login page afresh', async () => {
    const { calls, steps } = recordingSteps(false)
    await requestLogout('it', steps)
    expect(calls).toEqual(ORDER)
  })

  it('with changes not synced, asks first: Annulla does nothing, Esci comunque logs out in the same order', async () => {
    const user = userEvent.setup()
    saveDraft('vehicle:car1', { vehicleId: 'car1', values: { price: '12500' } })
    await expect(adminDeviceData.unsynced()).resolves.toBe(true)
    const { calls, steps } = recordingSteps(await adminDeviceData.unsynced())
    await renderWithProviders(<LogoutDialog />, { locale: 'it' })

    await requestLogout('it', steps)
    const dialog = await screen.findByRole('dialog', { name: 'Vuoi uscire?' })
    expect(dialog).toHaveTextContent('Ci sono modifiche non ancora sincronizzate: se esci ora andranno perse.')
    await user.click(screen.getByRole('button', { name: 'Annulla' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(calls).toEqual([])
    expect(listDraftKeys()).toEqual(['vehicle:car1'])

    await requestLogout('it', steps)
    await user.click(await screen.findByRole('button', { name: 'Esci comunque' }))
    await waitFor(() => expect(calls).toEqual(ORDER))
    expect(listDraftKeys()).toEqual([])
  })

  it('says it is logging out while it checks what would be lost and while it clears the device', async () => {
    const user = userEvent.setup()
    let answer: (unsynced: boolean) => void = () => {}
    const { calls, steps } = recordingSteps(false)
    steps.unsynced = () => new Promise((resolve) => (answer = resolve))
    let reloaded: () => void = () => {}
    const reload = steps.reload
    steps.reload = (path) => {
      reload(path)
      reloaded()
    }
    await renderWithProviders(<LogoutDialog />, { locale: 'it' })

    const checked = requestLogout('it', steps)
    const notice = await screen.findByRole('dialog', { name: 'Uscita in corso…' })
    expect(notice).toHaveTextContent('Controllo che ogni modifica sia arrivata al server.')
    // Nothing dismisses it meanwhile: the logout goes on either way.
    await user.keyboard('{Escape}')
    expect(screen.getByRole('dialog', { name: 'Uscita in corso…' })).toBeInTheDocument()

    answer(true)
    await checked
    expect(await screen.findByRole('dialog', { name: 'Vuoi uscire?' })).toBeInTheDocument()
    expect(calls).toEqual([])

    const done = new Promise<void>((resolve) => (reloaded = resolve))
    await user.click(screen.getByRole('button', { name: 'Esci comunque' }))
    expect(await screen.findByRole('dialog', { name: 'Uscita in corso…' })).toHaveTextContent('Chiudo la sessione su questo dispositivo.')
    await done
    expect(calls).toEqual(ORDER)
    // The login page loads as a new page: until then the notice stays.
    expect(screen.getByRole('dialog', { name: 'Uscita in corso…' })).toBeInTheDocument()
  })

  it('clears every draft, also one still waiting to be written', async () => {
    vi.useFakeTimers()
    try {
      saveDraft('new', { vehicleId: 'a', values: {} })
      scheduleDraftSave('vehicle:b', { vehicleId: 'b', values: {} })
      await expect(adminDeviceData.unsynced()).resolves.toBe(true)
      await clearDeviceData()
      vi.advanceTimersByTime(5_000)
      expect(listDraftKeys()).toEqual([])
      await expect(adminDeviceData.unsynced()).resolves.toBe(false)
    } finally {
      vi.useRealTimers()
    }
  })
})
