import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PAGE_DATA_ID, PAGE_PHOTOS_ID } from '@/lib/page-data'
import { isPrerendering, PRERENDERING_GLOBAL } from '@/lib/start-up'

type Module = typeof import('@/lib/page-data')

/** A fresh module over a page that carries `json` (or nothing) as its data. */
async function pageWith(json: string | null): Promise<Module> {
  document.body.innerHTML = json === null ? '' : `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`
  vi.resetModules()
  return import('@/lib/page-data')
}

beforeEach(() => {
  delete (window as unknown as Record<string, unknown>)[PRERENDERING_GLOBAL]
})

afterEach(() => {
  document.body.innerHTML = ''
  delete (window as unknown as Record<string, unknown>)[PRERENDERING_GLOBAL]
})

describe('the documents a prerendered page carries', () => {
  it('are read by path; a reader that wants them once gets them once', async () => {
    const fields = { make: { stringValue: 'Fiat' } }
    const data = await pageWith(JSON.stringify({ 'vehicles/used-001': fields, 'catalog/used': { entries: { mapValue: {} } } }))
    expect(data.pageDocument('catalog/used')).toEqual({ entries: { mapValue: {} } })
    expect(data.pageDocument('catalog/used')).toEqual({ entries: { mapValue: {} } })
    expect(data.pageDocument('vehicles/used-001', { once: true })).toEqual(fields)
    expect(data.pageDocument('vehicles/used-001', { once: true })).toBeUndefined()
    expect(data.pageDocument('vehicles/used-002')).toBeUndefined()
  })

  it('are none when the page has none, or when they do not read', async () => {
    expect((await pageWith(null)).pageDocument('catalog/used')).toBeUndefined()
    expect((await pageWith('{not json')).pageDocument('catalog/used')).toBeUndefined()
    expect((await pageWith('[1,2]')).pageDocument('0')).toBeUndefined()
    expect((await pageWith('{"catalog/used": "text"}')).pageDocument('catalog/used')).toBeUndefined()
  })

  it('are recorded only while prerendering, and read back as the page will carry them', async () => {
    const data = await pageWith(null)
    data.recordPageDocument('catalog/rent', { a: { integerValue: '1' } })
    expect(data.recordedPageDocuments()).toEqual({})

    Object.assign(window, { [PRERENDERING_GLOBAL]: true })
    expect(isPrerendering()).toBe(true)
    data.recordPageDocument('catalog/rent', { a: { integerValue: '1' } })
    expect(data.recordedPageDocuments()).toEqual({ 'catalog/rent': { a: { integerValue: '1' } } })
    expect(data.pageDocument('catalog/rent')).toEqual({ a: { integerValue: '1' } })
    // A reader that fetches fresh data reads nothing recorded: prerendering reads afresh each time.
    expect(data.pageDocument('catalog/rent', { once: true })).toBeUndefined()
  })
})

describe('the fresh read after a prerendered page’s first render', () => {
  const path = 'catalog/used'
  const carried = {
    vehicles: { mapValue: { fields: { 'used-001': { mapValue: { fields: { make: { stringValue: 'Fiat' }, price: { integerValue: '6900' } } } } } } },
    lastChangedId: { stringValue: 'used-001' },
  }
  /** The REST module over a page carrying `carried`, with the server answering `fields` (null: no document). */
  async function readAgainst(fields: Record<string, unknown> | null, { page = true } = {}) {
    await pageWith(page ? JSON.stringify({ [path]: carried }) : null)
    const fetch = vi.fn(async () => (fields === null ? new Response('{}', { status: 404 }) : Response.json({ fields })))
    vi.stubGlobal('fetch', fetch)
    try {
      const rest = await import('@/lib/firebase/firestore-rest')
      return { answer: await rest.getDocumentSincePage(path), fetched: fetch.mock.calls.length }
    } finally {
      vi.unstubAllGlobals()
    }
  }

  it('never answers AS_PAGE for a document the page carries only in part, nor counts it as carried', async () => {
    await pageWith(JSON.stringify({ [path]: carried, partial: [path] }))
    const data = await import('@/lib/page-data')
    expect(data.isPartialPageDocument(path)).toBe(true)
    expect(data.pageDocument(path)).toEqual(carried)
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ fields: carried })),
    )
    try {
      const rest = await import('@/lib/firebase/firestore-rest')
      expect(rest.hasPageDocument(path)).toBe(false)
      expect(rest.hasPartialPageDocument(path)).toBe(true)
      expect(await rest.getDocumentSincePage(path)).toEqual({ vehicles: { 'used-001': { make: 'Fiat', price: 6900 } }, lastChangedId: 'used-001' })
    } finally {
      vi.unstubAllGlobals()
    }
    // A list that does not read marks nothing.
    expect((await pageWith(JSON.stringify({ [path]: carried, partial: 'catalog/used' }))).isPartialPageDocument(path)).toBe(false)
  })

  it('tells whether the server’s document still has the part the page carries, as it is', async () => {
    const entry = (price: string) => ({ mapValue: { fields: { make: { stringValue: 'Fiat' }, price: { integerValue: price } } } })
    const part = { vehicles: { mapValue: { fields: { 'used-001': entry('6900') } } }, revision: { integerValue: '7' } }
    const server = (fields: Record<string, unknown>, revision = '7') => ({ vehicles: { mapValue: { fields } }, revision: { integerValue: revision } })
    await pageWith(JSON.stringify({ [path]: part, partial: [path] }))
    const rest = await import('@/lib/firebase/firestore-rest')
    // More cars on the server than the page shows, the shown one as it was, the same revision: current.
    expect(rest.pagePartIsCurrent(path, server({ 'used-002': entry('9000'), 'used-001': entry('6900') }))).toBe(true)
    expect(rest.pagePartIsCurrent(path, server({ 'used-001': entry('6500'), 'used-002': entry('9000') }))).toBe(false)
    expect(rest.pagePartIsCurrent(path, server({ 'used-002': entry('9000') }))).toBe(false)
    expect(rest.pagePartIsCurrent(path, server({ 'used-001': entry('6900') }, '8'))).toBe(false)
    // A page carrying the whole document answers AS_PAGE instead.
    await pageWith(JSON.stringify({ [path]: part }))
    expect((await import('@/lib/firebase/firestore-rest')).pagePartIsCurrent(path, server({ 'used-001': entry('6900') }))).toBe(false)
  })

  it('answers AS_PAGE when the server has the page’s document, whatever the order of its fields', async () => {
    const reordered = { lastChangedId: carried.lastChangedId, vehicles: carried.vehicles }
    expect(await readAgainst(reordered)).toEqual({ answer: 'as-page', fetched: 1 })
  })

  it('gives the decoded fields when the document has changed, is gone, or the page has none', async () => {
    const changed = { ...carried, lastChangedId: { stringValue: 'used-002' } }
    expect((await readAgainst(changed)).answer).toMatchObject({ lastChangedId: 'used-002', vehicles: { 'used-001': { make: 'Fiat', price: 6900 } } })
    expect((await readAgainst(null)).answer).toBeNull()
    expect((await readAgainst(carried, { page: false })).answer).toMatchObject({ lastChangedId: 'used-001' })
  })

  it('never answers AS_PAGE while prerendering, which records what it read', async () => {
    Object.assign(window, { [PRERENDERING_GLOBAL]: true })
    expect((await readAgainst(carried)).answer).toMatchObject({ lastChangedId: 'used-001' })
    const data = await import('@/lib/page-data')
    expect(data.recordedPageDocuments()[path]).toEqual(carried)
  })
})

describe('the copies of its photos a prerendered page carries', () => {
  async function pageWithPhotos(json: string | null): Promise<Module> {
    document.body.innerHTML = json === null ? '' : `<script type="application/json" id="${PAGE_PHOTOS_ID}">${json}</script>`
    vi.resetModules()
    return import('@/lib/page-data')
  }
  const photo = 'https://firebasestorage.googleapis.com/v0/b/bucket/o/vehicles%2Fused-001%2Fphoto-1-large.webp?alt=media&token=1'

  it('are read by photo address, and only those the site serves as its copies', async () => {
    const data = await pageWithPhotos(JSON.stringify({ [photo]: '/photos/0123456789abcdef.webp', 'https://elsewhere/a.webp': 'https://evil.example/a.webp' }))
    expect([...data.pagePhotoCopies()]).toEqual([[photo, '/photos/0123456789abcdef.webp']])
  })

  it('are none when the page has none, or when they do not read', async () => {
    expect((await pageWithPhotos(null)).pagePhotoCopies().size).toBe(0)
    expect((await pageWithPhotos('{not json')).pagePhotoCopies().size).toBe(0)
    expect((await pageWithPhotos('["/photos/a.webp"]')).pagePhotoCopies().size).toBe(0)
    expect((await pageWithPhotos(JSON.stringify({ [photo]: 42 }))).pagePhotoCopies().size).toBe(0)
  })

  it('are those the prerendering sets, once set', async () => {
    const data = await pageWithPhotos(JSON.stringify({ [photo]: '/photos/0123456789abcdef.webp' }))
    data.setPagePhotoCopies({ [photo]: '/photos/fedcba9876543210.webp' })
    expect(data.pagePhotoCopies().get(photo)).toBe('/photos/fedcba9876543210.webp')
  })
})
