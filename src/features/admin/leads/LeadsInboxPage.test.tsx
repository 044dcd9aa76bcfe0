import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { storedLead } from '../../../../tests/test-utils/stored-leads'
import { renderWithProviders } from '../../../../tests/test-utils/render'
import type { LeadsPage } from '../api/inbox-pages'
import type { InboxSearch } from '../model/inbox-search'
import { LeadsInboxPage } from './LeadsInboxPage'

/**
 * The inbox as the staff see it, a page at a time, with the repository replaced: its listeners (what each asked
 * for, how it answers) are in the test's hands, the stores above it are the app's.
 */
const backend = vi.hoisted(() => ({
  latest: [] as { vehicleId: string | undefined; max: number; answer: (page: LeadsPage) => void }[],
  fresh: [] as ((page: LeadsPage) => void)[],
  /** The listener of every vehicle (the stock the leads' cars are named from). */
  stock: [] as ((change: { vehicles: unknown[]; pendingIds: Set<string>; fromCache: boolean }) => void)[],
}))

// In place of the loader of the repository (Vitest gives the second of two loads at once of a replaced module the
// real one, and the page's two stores load it together): the stores get the replaced repository at once.
vi.mock('../api/watch-lazily', () => ({
  watchLazily: (_load: unknown, start: (repository: unknown) => () => void) =>
    start({
      watchLatestLeads: ({ vehicleId, max }: { vehicleId?: string; max: number }, answer: (page: LeadsPage) => void) => {
        backend.latest.push({ vehicleId, max, answer })
        return () => undefined
      },
      watchNewLeads: (_max: number, answer: (page: LeadsPage) => void) => {
        backend.fresh.push(answer)
        return () => undefined
      },
      watchAllVehicles: (answer: (typeof backend.stock)[number]) => {
        backend.stock.push(answer)
        return () => undefined
      },
    }),
}))

const car = { id: 'paging-car', category: 'used' } as const
/** The car in the stock, as the reserved area reads it. */
const stockCar = { id: car.id, category: 'used', make: 'Lancia', model: 'Ypsilon', version: 'Gold', price: 12_900 }
const stock = (vehicles: unknown[]) => act(() => backend.stock.at(-1)!({ vehicles, pendingIds: new Set(), fromCache: false }))
/** Request 60 is the newest; every tenth is from an Esposito. */
const leads = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => to - index).map((number) =>
    storedLead('question', {
      id: `lead-${number}`,
      name: `Cliente ${number}${number % 10 === 0 ? ' Esposito' : ''}`,
      vehicle: car,
      createdAt: new Date(Date.UTC(2026, 4, 1, 8, number)),
    }),
  )
const page = (list: LeadsPage['leads'], hasMore: boolean): LeadsPage => ({ leads: list, unreadable: [], pendingIds: new Set(), fromCache: false, hasMore })

/** The inbox with its filters kept as the route keeps them in the address. */
function Inbox() {
  const [search, setSearch] = useState<InboxSearch>({ vehicle: car.id })
  return <LeadsInboxPage search={search} uid="staff-1" onSearch={setSearch} />
}

describe('the inbox, a page at a time', () => {
  it('shows the latest 50 requests about a car, says the filters looked through those only, and reads the older ones on request', async () => {
    await renderWithProviders(<Inbox />)
    await waitFor(() => expect(backend.latest).toHaveLength(1))
    expect(backend.latest[0]).toMatchObject({ vehicleId: car.id, max: 50 })
    await waitFor(() => expect(backend.fresh).toHaveLength(1))
    act(() => backend.latest[0]!.answer(page(leads(11, 60), true)))
    act(() => backend.fresh[0]!(page(leads(1, 60), false)))
    await waitFor(() => expect(backend.stock.length).toBeGreaterThan(0))
    stock([stockCar])

    const count = screen.getByTestId('leads-count')
    expect(count).toHaveTextContent('Le ultime 50 richieste')
    expect(screen.getAllByRole('article')).toHaveLength(50)
    expect(screen.getByText('Su Lancia Ypsilon Gold')).toBeInTheDocument()
    // Each request names the car and its price as the stock has them.
    expect(within(screen.getAllByRole('article')[0]!).getByText('Lancia Ypsilon Gold · 12.900 €')).toBeInTheDocument()
    expect(screen.getByTestId('unread-leads')).toHaveTextContent('60')

    const searchBox = screen.getByRole('searchbox', { name: 'Cerca' })
    await userEvent.type(searchBox, 'esposito')
    expect(count).toHaveTextContent('5 delle ultime 50 richieste')

    await userEvent.click(screen.getByRole('button', { name: 'Richieste meno recenti' }))
    await waitFor(() => expect(backend.latest).toHaveLength(2))
    expect(backend.latest[1]).toMatchObject({ vehicleId: car.id, max: 100 })
    // Until the server answers, the list stays as it was.
    act(() => backend.latest[1]!.answer({ ...page(leads(10, 60), false), fromCache: true }))
    expect(count).toHaveTextContent('5 delle ultime 50 richieste')
    act(() => backend.latest[1]!.answer(page(leads(1, 60), false)))
    expect(count).toHaveTextContent('6 richieste su 60')
    expect(screen.queryByRole('button', { name: 'Richieste meno recenti' })).not.toBeInTheDocument()

    await userEvent.clear(searchBox)
    expect(count).toHaveTextContent('60 richieste')
    expect(screen.getAllByRole('article')).toHaveLength(60)

    // The search finds the car by the name the stock gives it.
    await userEvent.type(searchBox, 'ypsilon')
    expect(count).toHaveTextContent('60 richieste')
    await userEvent.clear(searchBox)

    // Deleted since: each request says so plainly, with its id and no price.
    stock([])
    expect(within(screen.getAllByRole('article')[0]!).getByText(`Auto non più in parco (codice ${car.id})`)).toBeInTheDocument()
    expect(screen.queryByText(/12\.900/)).not.toBeInTheDocument()
  })
})
