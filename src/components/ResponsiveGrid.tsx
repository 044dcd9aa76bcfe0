import { Box, type BoxProps, type CssVariables, type ElementProps } from '@mantine/core'
import type { Breakpoint } from '@/lib/screen'
import classes from './ResponsiveGrid.module.css'

/** A step of Mantine's spacing scale (`--mantine-spacing-<name>`). */
export type GridSpacing = 'xs' | 'sm' | 'md' | 'lg' | 'xl'

/** The column count: one for every width, or one from `base` up and others from a breakpoint of the theme up. */
export type GridColumns = number | ({ base: number } & Partial<Record<Breakpoint, number>>)

export interface ResponsiveGridProps extends BoxProps, ElementProps<'div'> {
  /** The element: a `dl` for a list of terms, a `ul` or `ol` for a list. */
  component?: 'div' | 'dl' | 'ul' | 'ol'
  /** Columns, from narrow to wide screens: `{ base: 1, xs: 2, md: 3 }`; 1 by default. */
  cols?: GridColumns
  /** The gap between columns, and between rows unless `verticalSpacing` says otherwise; `md` by default. */
  spacing?: GridSpacing
  verticalSpacing?: GridSpacing
}

/** The variables of the grid's style attribute: its column count at each breakpoint given, and its gaps. */
export function gridVariables({
  cols = 1,
  spacing = 'md',
  verticalSpacing = spacing,
}: Pick<ResponsiveGridProps, 'cols' | 'spacing' | 'verticalSpacing'>): CssVariables {
  const variables: CssVariables = {}
  for (const [breakpoint, count] of Object.entries(typeof cols === 'number' ? { base: cols } : cols)) {
    if (count !== undefined) variables[`--cols-${breakpoint}`] = String(count)
  }
  variables['--grid-column-gap'] = `var(--mantine-spacing-${spacing})`
  variables['--grid-row-gap'] = `var(--mantine-spacing-${verticalSpacing})`
  return variables
}

/**
 * Equal columns whose count changes with the screen's width, laid out as Mantine's SimpleGrid lays them out, but
 * without the `<style>` element that SimpleGrid (and Grid) render for every grid: the counts are variables of
 * the element's style attribute, which ResponsiveGrid.module.css reads at the theme's breakpoints. HTML allows
 * no `<style>` in the body, and the prerendered pages must be valid. Mantine's style props work as on any Box,
 * but a responsive one (`mb={{ base: … }}`) would bring the `<style>` element back: use a CSS module for those.
 */
export function ResponsiveGrid({ component = 'div', cols, spacing, verticalSpacing, className, ...props }: ResponsiveGridProps) {
  return (
    <Box
      // One element type for Box's typing: the props are those every element of the union takes.
      component={component as 'div'}
      {...props}
      className={className ? `${classes.grid} ${className}` : classes.grid}
      __vars={gridVariables({ cols, spacing, verticalSpacing })}
    />
  )
}
