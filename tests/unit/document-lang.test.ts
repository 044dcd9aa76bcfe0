import { afterEach, expect, it } from 'vitest'
import { activateLocale } from '@/lib/i18n'

let observer: MutationObserver | undefined
afterEach(() => observer?.disconnect())

/** The changes of `<html lang>` from here on, as the page would see them (a write of the same value is one). */
function watchLang(): () => string[] {
  const records: MutationRecord[] = []
  observer = new MutationObserver((found) => records.push(...found))
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] })
  return () => [...records, ...observer!.takeRecords()].map(() => document.documentElement.lang)
}

it('writes <html lang> only when the language changes, since each write restyles the whole page', async () => {
  await activateLocale('it')
  expect(document.documentElement.lang).toBe('it')
  const writes = watchLang()

  // The prerendered page already says lang="it": the app's start leaves it alone, however many times it activates.
  await activateLocale('it')
  await activateLocale('it')
  expect(writes()).toEqual([])

  await activateLocale('en')
  expect(document.documentElement.lang).toBe('en')
  expect(writes()).toEqual(['en'])
})
