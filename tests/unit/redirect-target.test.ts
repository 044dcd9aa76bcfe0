import { describe, expect, it } from 'vitest'
import { safeRedirectPath } from '@/features/auth/redirect-target'

describe('safeRedirectPath', () => {
  it('keeps paths of this site, with search and hash', () => {
    expect(safeRedirectPath('/it/admin')).toBe('/it/admin')
    expect(safeRedirectPath('/en/admin/edit/used-001?tab=photos#top')).toBe('/en/admin/edit/used-001?tab=photos#top')
  })
  it('refuses anything that could leave the site', () => {
    for (const value of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'evil.example',
      '/it/\u0000x',
      '',
      42,
      undefined,
    ]) {
      expect(safeRedirectPath(value), String(value)).toBeUndefined()
    }
  })
})
