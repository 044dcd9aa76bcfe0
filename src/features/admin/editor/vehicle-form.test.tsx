import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { loadDraft } from '@/features/admin/editor/draft-store'
import { emptyVehicleForm, validateVehicleForm, type VehicleFormValues } from '@/features/admin/model/vehicle-form-model'
import { VehicleForm } from '@/features/admin/editor/VehicleForm'
import { activateLocale, i18n, loadMessages } from '@/lib/i18n'
import { renderWithProviders } from '../../../../tests/test-utils/render'

function validUsedCar(): VehicleFormValues {
  return {
    ...emptyVehicleForm(),
    make: 'Fiat',
    model: 'Panda',
    version: '1.0 Hybrid',
    bodyType: 'city-car',
    fuel: 'hybrid',
    gearbox: 'manual',
    registrationMonth: '3',
    registrationYear: '2021',
    mileageKm: '45.000',
    powerKw: '51',
    engineCc: '999',
    color: 'Bianco',
    euroClass: 'euro-6d',
    previousOwners: '1',
    price: '12.500',
    title: { it: 'Fiat Panda ibrida', en: '' },
  }
}

describe('validateVehicleForm', () => {
  beforeEach(async () => {
    await Promise.all([activateLocale('en'), loadMessages('en', 'admin')])
  })

  it('turns a valid form into a VehicleInput, reading numbers in the locale', () => {
    const { input, errors } = validateVehicleForm(validUsedCar(), 'it', i18n)
    expect(errors).toEqual({})
    expect(input).toMatchObject({ category: 'used', price: 12500, mileageKm: 45000, firstRegistration: { month: 3, year: 2021 }, engineCc: 999 })
  })

  it('names the field in every message', () => {
    const { input, errors } = validateVehicleForm({ ...emptyVehicleForm(), price: '12,5', mileageKm: 'abc', vin: 'IOQ' }, 'it', i18n)
    expect(input).toBeNull()
    expect(errors.make).toBe('“Make” is required.')
    expect(errors.fuel).toBe('Choose a value for “Fuel”.')
    expect(errors.price).toBe('Price (€): enter a whole number.')
    expect(errors.mileageKm).toBe('Mileage (km): enter a number, for example 12.500.')
    expect(errors.registrationYear).toBe('“Registration year” is required.')
    expect(errors.vin).toBe('VIN (chassis number): 17 letters and digits, without I, O and Q.')
    expect(errors.title).toBe('Write a title in at least one language.')
  })

  it('checks limits and cross-field rules', () => {
    const { errors } = validateVehicleForm({ ...validUsedCar(), fuel: 'electric', registrationYear: '2999', doors: '9', price: '0' }, 'it', i18n)
    expect(errors.engineCc).toBe('An electric vehicle has no engine size: leave “Engine size (cc)” empty.')
    expect(errors.registrationYear).toBe('Registration year: the year cannot be in the future.')
    expect(errors.doors).toBe('Doors: the maximum is 6.')
    expect(errors.price).toBe('Price (€): the minimum is 1.')
  })

  it('asks for the rental fields of a rental, not the price', () => {
    const { errors } = validateVehicleForm({ ...validUsedCar(), category: 'rent', status: 'available', price: '' }, 'it', i18n)
    expect(errors.price).toBeUndefined()
    expect(errors.dailyRate).toBe('“Daily rate (€)” is required.')
    expect(errors.weeklyRate).toBe('“Weekly rate (€)” is required.')
  })
})

function renderForm(initial = emptyVehicleForm()) {
  return renderWithProviders(
    <VehicleForm
      mode="new"
      vehicleId="testVehicle1"
      draftKey="new"
      initial={initial}
      restored={null}
      original={null}
      current={null}
      deleted={false}
      pending={false}
    />,
    { locale: 'en' },
  )
}

describe('VehicleForm', { timeout: 60_000 }, () => {
  beforeEach(() => localStorage.clear())

  it('shows a localized message naming each wrong field when saving, and never throws', async () => {
    const user = userEvent.setup()
    await renderForm()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('“Make” is required.')).toBeInTheDocument()
    expect(screen.getByText('“Model” is required.')).toBeInTheDocument()
    expect(screen.getByText('Choose a value for “Body type”.')).toBeInTheDocument()
    expect(screen.getByText('“Price (€)” is required.')).toBeInTheDocument()
    expect(within(screen.getByTestId('save-status')).getByText(/Check the highlighted fields \(\d+\)\./)).toBeInTheDocument()
    // The first wrong field gets the focus.
    expect(screen.getByRole('textbox', { name: /^Make/ })).toHaveFocus()
  })

  it('validates a field when it loses focus', async () => {
    const user = userEvent.setup()
    await renderForm()
    const price = screen.getByRole('textbox', { name: /^Price/ })
    await user.type(price, '12.5x')
    await user.tab()
    expect(await screen.findByText('Price (€): enter a number, for example 12.500.')).toBeInTheDocument()
  })

  it('shows the power in CV as the kW are typed', async () => {
    const user = userEvent.setup()
    await renderForm()
    await user.type(screen.getByRole('textbox', { name: /^Power/ }), '100')
    expect(screen.getByText('= 136 CV')).toBeInTheDocument()
  })

  it('keeps what is typed as a draft', async () => {
    const user = userEvent.setup()
    await renderForm()
    await user.type(screen.getByRole('textbox', { name: /^Model/ }), 'Unique Model')
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(loadDraft<{ vehicleId: string; values: VehicleFormValues }>('new')?.value).toMatchObject({
      vehicleId: 'testVehicle1',
      values: { model: 'Unique Model' },
    })
  })
})
