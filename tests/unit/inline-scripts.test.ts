import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { COLOR_SCHEME_STORAGE_KEY } from '@/lib/theme'

// As the build writes it: the key in place of its placeholder (vite.config.ts).
const INDEX_HTML = readFileSync(resolve(__dirname, '../..', 'index.html'), 'utf8').replaceAll('%VITE_COLOR_SCHEME_STORAGE_KEY%', COLOR_SCHEME_STORAGE_KEY)

/** The inline scripts (no attributes) of `html`. */
const inlineScripts = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!)

afterEach(() => {
  localStorage.clear()
  document.documentElement.removeAttribute('data-mantine-color-scheme')
})

describe('index.html’s head script', () => {
  it('sets the stored colour scheme before the first paint, under the key the app stores it with', () => {
    const [script] = inlineScripts(INDEX_HTML)
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'dark')
    new Function(script!)()
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark')
  })
})
