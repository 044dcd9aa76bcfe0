import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearDraft, flushDrafts, listDraftKeys, loadDraft, saveDraft, scheduleDraftSave } from '@/features/admin/document-editor/draft-store'

describe('draft store', () => {
  beforeEach(() => localStorage.clear())
  afterEach(() => vi.useRealTimers())

  it('saves, loads and clears a draft per key', () => {
    expect(loadDraft('new')).toBeNull()
    expect(saveDraft('new', { make: 'Fiat', price: '12.500' })).toBe(true)
    expect(saveDraft('vehicle:abc', { make: 'Lancia' })).toBe(true)
    expect(loadDraft('new')?.value).toEqual({ make: 'Fiat', price: '12.500' })
    expect(loadDraft('vehicle:abc')?.value).toEqual({ make: 'Lancia' })
    expect(listDraftKeys().sort()).toEqual(['new', 'vehicle:abc'])
    clearDraft('new')
    expect(loadDraft('new')).toBeNull()
    expect(loadDraft('vehicle:abc')).not.toBeNull()
  })

  it('survives a reload: what is stored is plain JSON in local storage', () => {
    saveDraft('new', { title: { it: 'Ciao', en: '' } })
    const raw = localStorage.getItem('autosalone-draft:new')
    expect(raw).toContain('Ciao')
    localStorage.setItem('autosalone-draft:new', raw ?? '')
    expect(loadDraft<{ title: { it: string } }>('new')?.value.title.it).toBe('Ciao')
  })

  it('records when it was saved', () => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'))
    saveDraft('new', 1)
    expect(loadDraft('new')?.savedAt).toBe(Date.parse('2026-03-01T10:00:00Z'))
  })

  it('ignores corrupt or foreign items', () => {
    localStorage.setItem('autosalone-draft:new', '{not json')
    expect(loadDraft('new')).toBeNull()
    localStorage.setItem('autosalone-draft:new', JSON.stringify({ v: 99, savedAt: 1, value: 1 }))
    expect(loadDraft('new')).toBeNull()
  })

  it('debounces scheduled saves and flushes them on demand', () => {
    vi.useFakeTimers()
    scheduleDraftSave('new', { make: 'F' }, 400)
    scheduleDraftSave('new', { make: 'Fi' }, 400)
    expect(loadDraft('new')).toBeNull()
    vi.advanceTimersByTime(400)
    expect(loadDraft('new')?.value).toEqual({ make: 'Fi' })
    scheduleDraftSave('new', { make: 'Fiat' }, 400)
    flushDrafts()
    expect(loadDraft('new')?.value).toEqual({ make: 'Fiat' })
  })

  it('a clear cancels a scheduled save', () => {
    vi.useFakeTimers()
    scheduleDraftSave('new', { make: 'Fiat' }, 400)
    clearDraft('new')
    vi.advanceTimersByTime(1000)
    expect(loadDraft('new')).toBeNull()
  })

  it('reports a full storage instead of throwing', () => {
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    expect(saveDraft('new', 'x')).toBe(false)
    spy.mockRestore()
  })
})
