import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { loadDraft } from '@/features/admin/document-editor/draft-store'
import { emptyVehicleForm, type VehicleFormValues } from '@/features/admin/model/vehicle-form-model'
import { validateVehicleForm } from '@/features/admin/model/vehicle-form-validation'
import { describeUnusualValue, unusualValues } from '@/features/admin/model/vehicle-unusual-values'
import type { Locale } from '@/lib/locale'
import { VehicleForm } from '@/features/admin/editor/VehicleForm'
import { activateLocale, i18n, loadMessages } from '@/lib/i18n'
import { renderWithProviders } from '../../../../tests/test-utils/render'
import { vehicleFormProps } from '../../../../tests/test-utils/vehicle-form-values'

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
    expect(errors.price).toBe('Price (€): write a whole number, without decimals, for example 12.500 or 12500.')
    expect(errors.mileageKm).toBe('Mileage (km): write a number, for example 45.000 or 45000.')
    expect(errors.registrationYear).toBe('“Registration year” is required.')
    expect(errors.vin).toBe('VIN (chassis number): 17 letters and digits, without I, O and Q.')
    expect(errors.title).toBe('Write a title in at least one language.')
  })

  it('refuses the other language’s thousands, saying how to write them', () => {
    expect(validateVehicleForm({ ...validUsedCar(), price: '15,000' }, 'it', i18n)).toMatchObject({
      input: null,
      errors: { price: 'Price (€): “15,000” could be read in two ways. Write 15.000 or 15000.' },
    })
    expect(validateVehicleForm({ ...validUsedCar(), price: '15.000', mileageKm: '45,000' }, 'en', i18n)).toMatchObject({
      input: null,
      errors: { price: 'Price (€): “15.000” could be read in two ways. Write 15,000 or 15000.' },
    })
    expect(validateVehicleForm({ ...validUsedCar(), registrationYear: '2,021' }, 'it', i18n).errors).toEqual({
      registrationYear: 'Registration year: “2,021” could be read in two ways. Write 2021.',
    })
    expect(validateVehicleForm({ ...validUsedCar(), price: '15,000', mileageKm: '45,000' }, 'en', i18n)).toMatchObject({
      errors: {},
      input: { price: 15000, mileageKm: 45000 },
    })
  })

  it('refuses decimals and misplaced separators in every number, which are all whole', () => {
    const { errors } = validateVehicleForm(
      { ...validUsedCar(), price: '15.000,50', mileageKm: '45.00.0', powerKw: '51,5', doors: '1.2.3', seats: '5,0' },
      'it',
      i18n,
    )
    expect(errors).toEqual({
      price: 'Price (€): write a whole number, without decimals, for example 12.500 or 12500.',
      mileageKm: 'Mileage (km): write a number, for example 45.000 or 45000.',
      powerKw: 'Power (kW): write a whole number, without decimals, for example 85.',
      doors: 'Doors: write a number, for example 5.',
    })
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

describe('unusual values', () => {
  it('are the valid ones outside the plausible ranges, in the form’s order', () => {
    const read = (values: VehicleFormValues) => {
      const { input } = validateVehicleForm(values, 'it', i18n)
      if (!input) throw new Error('The form should be valid')
      return unusualValues(input)
    }
    expect(read(validUsedCar())).toEqual([])
    expect(read({ ...validUsedCar(), price: '500', mileageKm: '500.000', powerKw: '30' })).toEqual([])
    expect(read({ ...validUsedCar(), price: '15', mileageKm: '1.500.000', powerKw: '700' })).toEqual([
      { field: 'mileageKm', value: 1_500_000 },
      { field: 'powerKw', value: 700 },
      { field: 'price', value: 15 },
    ])
    expect(read({ ...validUsedCar(), price: '300.001' })).toEqual([{ field: 'price', value: 300_001 }])
    const rental = { ...validUsedCar(), category: 'rent' as const, price: '15', dailyRate: '5', weeklyRate: '200', deposit: '500', includedKmPerDay: '200' }
    expect(read(rental)).toEqual([{ field: 'dailyRate', value: 5 }])
  })

  it('are described in the user’s language and number format', async () => {
    await Promise.all([activateLocale('it'), loadMessages('it', 'admin')])
    expect(describeUnusualValue({ field: 'price', value: 15 }, 'it', i18n)).toBe(
      'Prezzo (€): 15\u00a0€, un valore insolitamente basso (di solito almeno 500\u00a0€).',
    )
    expect(describeUnusualValue({ field: 'mileageKm', value: 1_500_000 }, 'it', i18n)).toMatch(/: 1\.500\.000 km, .* 500\.000 km\)\.$/)
    await activateLocale('en')
    expect(describeUnusualValue({ field: 'price', value: 350_000 }, 'en', i18n)).toBe('Price (€): €350,000 is unusually high (usually at most €300,000).')
    expect(describeUnusualValue({ field: 'powerKw', value: 20 }, 'en', i18n)).toBe(
      'Power (kW): 20 kW (27 hp) is unusually low (usually at least 30 kW (41 hp)).',
    )
  })
})

function renderForm(initial = emptyVehicleForm(), locale: Locale = 'en') {
  return renderWithProviders(<VehicleForm {...vehicleFormProps({ mode: 'new', vehicleId: 'testVehicle1', draftKey: 'new', initial })} />, { locale })
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
    expect(await screen.findByText('Price (€): write a number, for example 12,500 or 12500.')).toBeInTheDocument()
  })

  it('shows each language’s own number format in the hints', async () => {
    const first = await renderForm()
    expect(screen.getByText('For example 12,500')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /^Mileage/ })).toHaveAttribute('placeholder', '45,000')
    first.unmount()
    await renderForm(emptyVehicleForm(), 'it')
    expect(screen.getByText('Per esempio 12.500')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /^Chilometraggio/ })).toHaveAttribute('placeholder', '45.000')
  })

  it('refuses “15,000” in Italian on the field, keeping what was typed', async () => {
    const user = userEvent.setup()
    await renderForm(emptyVehicleForm(), 'it')
    const price = screen.getByRole('textbox', { name: /^Prezzo/ })
    await user.type(price, '15,000')
    await user.tab()
    expect(await screen.findByText('Prezzo (€): «15,000» si può leggere in due modi. Scrivi 15.000 oppure 15000.')).toBeInTheDocument()
    expect(price).toHaveValue('15,000')
    expect(price).toHaveAttribute('aria-invalid', 'true')
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
