import { describe, expect, it } from 'vitest'
import { isReservedArea, PRIVATE_PAGES, RESERVED_AREA } from '@/lib/seo-urls'

describe('the reserved area', () => {
  it.each(['/it/admin', '/en/admin/', '/it/admin/new', '/en/admin/edit/used-001', '/$lang/admin', '/$lang/admin/', '/$lang/admin/edit/$id'])(
    '%s is in it',
    (path) => expect(isReservedArea(path)).toBe(true),
  )

  it.each(['/it', '/it/', '/it/list/used', '/en/login', '/it/administration', '/it/detail/admin', '/$lang/detail/$id', '/admin'])('%s is not', (path) =>
    expect(isReservedArea(path)).toBe(false),
  )

  it('is kept from search engines', () => {
    expect(PRIVATE_PAGES).toContain(RESERVED_AREA)
  })
})
