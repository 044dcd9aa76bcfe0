import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { CATALOG_SIZE_LIMIT } from '@/features/vehicles/model/catalog-size'
import { buildSeedVehicles, buildStockVehicles } from '../../../../scripts/seed/vehicles'
import { usedCarFormValues, vehicleFormProps } from '../../../../tests/test-utils/vehicle-form-values'
import { renderWithProviders } from '../../../../tests/test-utils/render'
import { catalogFill } from '../model/catalog-capacity'
import type { VehicleFormValues } from '../model/vehicle-form-model'
import { VehicleForm } from './VehicleForm'

/** The editor's save against a full catalog; the repository is replaced at its loader, its writes recorded. */
const writes = vi.hoisted(() => [] as { id: string; input: unknown }[])

vi.mock('@/features/admin/api/admin-repository', () => ({
  loadVehicleRepository: async () => ({
    replaceVehicle: async (id: string, input: unknown) => {
      writes.push({ id, input })
    },
  }),
  loadStorage: async () => ({ deleteFiles: async () => undefined }),
}))

const seeded = buildSeedVehicles({ storageOrigin: 'https://firebasestorage.googleapis.com', bucket: 'autosalone-orobico.firebasestorage.app' })

/** Published used cars whose catalog has just reached the limit (one car past it). */
function fullStock() {
  const stock = buildStockVehicles(seeded, 1_500)
  let [count, tooMany] = [0, stock.length]
  while (tooMany - count > 1) {
    const middle = Math.floor((count + tooMany) / 2)
    if (catalogFill(stock.slice(0, middle), 'used').bytes <= CATALOG_SIZE_LIMIT) count = middle
    else tooMany = middle
  }
  return stock.slice(0, count + 1)
}

const car = (published: boolean): VehicleFormValues => ({ ...usedCarFormValues(), published })

describe('saving into a full catalog', { timeout: 60_000 }, () => {
  const vehicles = fullStock()

  it.each([
    { published: true, refused: true },
    { published: false, refused: false },
  ])('a car published: $published is refused: $refused', async ({ published, refused }) => {
    writes.length = 0
    localStorage.clear()
    const user = userEvent.setup()
    const initial = car(published)
    await renderWithProviders(<VehicleForm {...vehicleFormProps({ initial, vehicles })} />, { locale: 'it' })
    await user.click(screen.getByRole('button', { name: 'Salva' }))
    const status = screen.getByTestId('save-status')
    if (refused) {
      await waitFor(() => expect(status).toHaveTextContent("Non salvata: l'elenco delle auto usate sul sito è pieno."))
      expect(writes).toEqual([])
    } else {
      await waitFor(() => expect(writes).toHaveLength(1))
      expect(status).not.toHaveTextContent('pieno')
    }
  })
})
