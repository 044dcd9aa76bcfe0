import { describe, expect, it } from 'vitest'
import { storedLead } from '../../../../tests/test-utils/stored-leads'
import { leadCarLookup } from './lead-car'

const golf = { id: 'used-004', make: 'Volkswagen', model: 'Golf', version: '1.5 TSI Life', category: 'used', price: 21900 } as const

describe("a lead's car", () => {
  it('is the vehicle of the stock: its name and price now, not what a lead of an older version stored', () => {
    const lead = storedLead('question', { sentVehicleName: 'Golf a 1 €' })
    expect(leadCarLookup([{ ...golf, price: 19900 }], false).of(lead)).toEqual({
      state: 'found',
      id: 'used-004',
      category: 'used',
      name: 'Volkswagen Golf 1.5 TSI Life',
      price: 19900,
    })
  })

  it('is gone once the server’s stock lacks it; unknown while only the device’s copy, or nothing, has been read', () => {
    const lead = storedLead('question')
    expect(leadCarLookup([], false).of(lead)).toEqual({ state: 'gone', id: 'used-004' })
    expect(leadCarLookup([], true).of(lead)).toEqual({ state: 'unknown', id: 'used-004' })
    expect(leadCarLookup(null, true).of(lead)).toEqual({ state: 'unknown', id: 'used-004' })
    expect(leadCarLookup(null, true).ready).toBe(false)
  })

  it('is none for a lead about no car', () => {
    expect(leadCarLookup([golf], false).of(storedLead('contact'))).toBeNull()
  })
})
