import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SIDEBAR_ATTRIBUTE, SIDEBAR_OPEN_QUERY, SIDEBAR_STATE_SCRIPT, SIDEBAR_STORAGE_KEY } from '@/features/shell/sidebar-script'
import { SIDEBAR_STATE_MARKER, sidebarState } from '../../scripts/vite-plugin-sidebar-state'

/**
 * Every page's head sets the sidebar's state on the document's root before the first paint, as the app would:
 * the visitor's stored choice, else open from the theme's `md` up.
 */
function runScript(stored: string | null, wide: boolean): string | null {
  const root = document.createElement('html')
  const storage = { getItem: (key: string) => (key === SIDEBAR_STORAGE_KEY ? stored : null) }
  const matchMedia = (query: string) => ({ matches: query === SIDEBAR_OPEN_QUERY && wide })
  new Function('document', 'localStorage', 'window', SIDEBAR_STATE_SCRIPT)({ documentElement: root }, storage, { matchMedia })
  return root.getAttribute(SIDEBAR_ATTRIBUTE)
}

const INDEX_HTML = readFileSync(resolve(__dirname, '../../index.html'), 'utf8')

function transform(html: string): string {
  const hook = sidebarState().transformIndexHtml
  if (typeof hook !== 'function') throw new Error('expected a transformIndexHtml function')
  return hook.call({} as never, html, { path: '/index.html', filename: 'index.html' }) as string
}

describe('the sidebar state script of every page', () => {
  it('keeps the visitor’s choice', () => {
    expect(runScript('"collapsed"', true)).toBe('collapsed')
    expect(runScript('"open"', false)).toBe('open')
  })

  it('opens from the theme’s md up without one, or with a broken one', () => {
    expect(SIDEBAR_OPEN_QUERY).toBe('(min-width: 64em)')
    expect(runScript(null, true)).toBe('open')
    expect(runScript(null, false)).toBe('collapsed')
    expect(runScript('{not json', true)).toBe('open')
    expect(runScript('"sideways"', false)).toBe('collapsed')
  })

  it('is in the head before every stylesheet, so that it never holds the parsing of the page', () => {
    const html = transform(INDEX_HTML)
    const script = html.indexOf(`<script>${SIDEBAR_STATE_SCRIPT}</script>`)
    expect(script).toBeGreaterThan(0)
    expect(script).toBeLessThan(html.indexOf('</head>'))
    const stylesheets = [...html.matchAll(/<link[^>]*rel="stylesheet"/g)].map((match) => match.index)
    for (const stylesheet of stylesheets) expect(stylesheet).toBeGreaterThan(script)
  })

  it('stops the build when index.html no longer says where it goes', () => {
    expect(() => transform(INDEX_HTML.replace(SIDEBAR_STATE_MARKER, ''))).toThrow(/sidebar-state/)
  })
})
