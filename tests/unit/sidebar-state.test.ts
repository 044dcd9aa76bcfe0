import { describe, expect, it } from 'vitest'
import { SIDEBAR_ATTRIBUTE, SIDEBAR_OPEN_QUERY, SIDEBAR_STATE_SCRIPT, SIDEBAR_STORAGE_KEY } from '@/features/shell/sidebar-state'

/**
 * The prerendered pages' inline script sets the sidebar's state on the shell element before the first paint, as
 * the app would: the visitor's stored choice, else open from the theme's `md` up.
 */
function runScript(stored: string | null, wide: boolean): string | null {
  const shell = document.createElement('div')
  const storage = { getItem: (key: string) => (key === SIDEBAR_STORAGE_KEY ? stored : null) }
  const matchMedia = (query: string) => ({ matches: query === SIDEBAR_OPEN_QUERY && wide })
  new Function('document', 'localStorage', 'window', SIDEBAR_STATE_SCRIPT)({ currentScript: { parentNode: shell } }, storage, { matchMedia })
  return shell.getAttribute(SIDEBAR_ATTRIBUTE)
}

describe('the sidebar state script of prerendered pages', () => {
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
})
