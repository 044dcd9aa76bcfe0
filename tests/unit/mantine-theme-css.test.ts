// @vitest-environment node
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { breakpoints } from '@/lib/screen'
import { MANTINE_THEME_CSS, mantineThemeCss } from '../../scripts/generate-mantine-css'

/** MantineProvider's style elements are a stylesheet of the app (src/lib/providers.tsx): it must match the theme. */
describe('the Mantine theme stylesheet', () => {
  const generated = mantineThemeCss()

  it('is what the theme generates now', () => {
    const checkedIn = readFileSync(join(process.cwd(), MANTINE_THEME_CSS), 'utf8')
    expect(checkedIn === generated, `${MANTINE_THEME_CSS} is out of date: run npm run generate:mantine-css and commit it`).toBe(true)
  })

  it('holds the theme’s variables, both schemes and the classes of hiddenFrom and visibleFrom at every breakpoint', () => {
    expect(generated).toContain('--mantine-color-green-8: #256d30;')
    expect(generated).toContain(':root[data-mantine-color-scheme="dark"]')
    expect(generated).toContain('--mantine-color-dimmed: var(--mantine-color-gray-7);')
    for (const [name, width] of Object.entries(breakpoints)) {
      expect(generated).toContain(`@media (min-width: ${width}) {.mantine-hidden-from-${name} {display: none !important;}}`)
      expect(generated).toContain(`.mantine-visible-from-${name} {display: none !important;}`)
    }
  })
})
