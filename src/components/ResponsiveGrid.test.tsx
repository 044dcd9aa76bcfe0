import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { breakpoints } from '@/lib/screen'
import { renderWithProviders } from '../../tests/test-utils/render'
import { gridVariables, ResponsiveGrid } from './ResponsiveGrid'

describe('ResponsiveGrid', () => {
  it('gives the column count of each breakpoint named, and the gaps from the spacing scale', () => {
    expect(gridVariables({ cols: { base: 1, xs: 2, md: 3 }, spacing: 'lg' })).toEqual({
      '--cols-base': '1',
      '--cols-xs': '2',
      '--cols-md': '3',
      '--grid-column-gap': 'var(--mantine-spacing-lg)',
      '--grid-row-gap': 'var(--mantine-spacing-lg)',
    })
    expect(gridVariables({ cols: 2, spacing: 'xs', verticalSpacing: 'xl' })).toEqual({
      '--cols-base': '2',
      '--grid-column-gap': 'var(--mantine-spacing-xs)',
      '--grid-row-gap': 'var(--mantine-spacing-xl)',
    })
    // SimpleGrid's defaults: one column, md gaps.
    expect(gridVariables({})).toEqual({ '--cols-base': '1', '--grid-column-gap': 'var(--mantine-spacing-md)', '--grid-row-gap': 'var(--mantine-spacing-md)' })
  })

  it('writes them in its style attribute, renders no <style> element, and passes on its element, class and attributes', async () => {
    const { container } = await renderWithProviders(
      <ResponsiveGrid
        component="dl"
        cols={{ base: 2, xs: 3, lg: 6 }}
        spacing="xs"
        className="facts"
        role="group"
        aria-label="Facts"
        data-testid="facts"
        mb="md"
      >
        <div>
          <dt>Fuel</dt>
          <dd>Petrol</dd>
        </div>
      </ResponsiveGrid>,
    )
    const grid = screen.getByTestId('facts')
    expect(grid.tagName).toBe('DL')
    expect(grid).toHaveClass('facts')
    expect(grid).toHaveAttribute('role', 'group')
    expect(grid).toHaveAttribute('aria-label', 'Facts')
    expect(grid.style.getPropertyValue('--cols-base')).toBe('2')
    expect(grid.style.getPropertyValue('--cols-xs')).toBe('3')
    expect(grid.style.getPropertyValue('--cols-sm')).toBe('')
    expect(grid.style.getPropertyValue('--cols-lg')).toBe('6')
    expect(grid.style.getPropertyValue('--grid-column-gap')).toBe('var(--mantine-spacing-xs)')
    expect(grid.style.getPropertyValue('margin-bottom')).toBe('var(--mantine-spacing-md)')
    expect(container.querySelectorAll('style')).toHaveLength(0)
  })

  it('reads the count of every breakpoint of the theme, falling back to the one below, and never inherits one', () => {
    const css = readFileSync(join(process.cwd(), 'src/components/ResponsiveGrid.module.css'), 'utf8')
    const names = ['base', ...Object.keys(breakpoints)]
    for (const [index, name] of names.entries()) {
      expect(css).toContain(`--cols-${name}: initial;`)
      if (index === 0) continue
      const fallback = names.slice(0, index + 1).reduce((below, each) => `var(--cols-${each}, ${below})`, '1')
      expect(css).toContain(`@media (min-width: $mantine-breakpoint-${name}) {\n  .grid {\n    --cols: ${fallback};`)
    }
  })
})
