import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { labelOptions } from './label-options'

describe('labelOptions', () => {
  it('names each value in the reader’s language, in the order of the values given', () => {
    const i18n = setupI18n({ locale: 'it', messages: { it: { petrol: 'Benzina', diesel: 'Diesel', electric: 'Elettrica' } } })
    const labels = {
      petrol: { id: 'petrol', message: 'Petrol' },
      diesel: { id: 'diesel', message: 'Diesel' },
      electric: { id: 'electric', message: 'Electric' },
    }
    expect(labelOptions(['electric', 'petrol'] as const, labels, i18n)).toEqual([
      { value: 'electric', label: 'Elettrica' },
      { value: 'petrol', label: 'Benzina' },
    ])
  })
})
