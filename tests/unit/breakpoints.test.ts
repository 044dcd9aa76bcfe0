// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { breakpoints, minWidth } from '@/lib/screen'
import { theme } from '@/lib/theme'
import { breakpointVariables } from '../../scripts/postcss-breakpoints'

/** The theme's breakpoints are defined once (src/lib/screen.ts); scripts and stylesheets read them from there. */

const SRC = join(process.cwd(), 'src')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.(?:css|tsx?)$/.test(entry.name) && !/\.gen\.ts$/.test(entry.name) ? [path] : []
  })
}

describe('breakpoints', () => {
  it('are the theme’s', () => {
    expect(theme.breakpoints).toEqual(breakpoints)
    expect(minWidth('md')).toBe('(min-width: 64em)')
  })

  it('CSS modules write them as variables, which the build replaces; an unknown one fails', () => {
    // A media rule as PostCSS hands it to the plugin.
    const media = (params: string) => {
      const rule = { params, error: (message: string) => new Error(message) }
      breakpointVariables(breakpoints).AtRule.media(rule)
      return rule.params
    }
    expect(media('(min-width: $mantine-breakpoint-md) and (max-width: $mantine-breakpoint-xl)')).toBe('(min-width: 64em) and (max-width: 88em)')
    expect(media('(prefers-reduced-motion: reduce)')).toBe('(prefers-reduced-motion: reduce)')
    expect(() => media('(min-width: $mantine-breakpoint-xxl)')).toThrow(/Unknown breakpoint \$mantine-breakpoint-xxl/)
  })

  it('no source file types a width of its own in a media query', () => {
    const typed: string[] = []
    for (const file of sourceFiles(SRC)) {
      // screen.ts defines them; mantine-theme.css is Mantine's own CSS, generated from the theme (and tested against it).
      if (relative(SRC, file) === join('lib', 'screen.ts') || relative(SRC, file) === join('styles', 'mantine-theme.css')) continue
      for (const match of readFileSync(file, 'utf8').matchAll(/\((?:min|max)-width:\s*[\d.]+(?:em|rem|px)\s*\)/g))
        typed.push(`${relative(SRC, file)}: ${match[0]}`)
    }
    expect(typed, 'use minWidth() of src/lib/screen.ts, or $mantine-breakpoint-<name> in CSS').toEqual([])
  })
})
