import { describe, expect, it } from 'vitest'
import { isCurrentSection } from './AdminSectionNav'

describe('isCurrentSection', () => {
  const matches = ['', '/leads', '/settings']

  it('marks a section on its own page and below it', () => {
    expect(isCurrentSection('/it/admin/leads', 'it', '/leads', matches)).toBe(true)
    expect(isCurrentSection('/it/admin/leads/abc', 'it', '/leads', matches)).toBe(true)
    expect(isCurrentSection('/it/admin/leadsx', 'it', '/leads', matches)).toBe(false)
  })

  it('gives the vehicles every page of the area that no other section claims', () => {
    expect(isCurrentSection('/en/admin', 'en', '', matches)).toBe(true)
    expect(isCurrentSection('/en/admin/', 'en', '', matches)).toBe(true)
    expect(isCurrentSection('/en/admin/edit/used-001', 'en', '', matches)).toBe(true)
    expect(isCurrentSection('/en/admin/leads', 'en', '', matches)).toBe(false)
    expect(isCurrentSection('/en/list/used', 'en', '', matches)).toBe(false)
  })
})
