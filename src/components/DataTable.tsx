import type { ComponentPropsWithoutRef } from 'react'
import classes from './DataTable.module.css'

export interface DataTableProps extends ComponentPropsWithoutRef<'table'> {
  /** Space above and below each cell's text: Mantine's `xs` or `sm` (7px when absent). */
  spacing?: 'xs' | 'sm'
  /** Space on each side of a cell's text: Mantine's `xs` (the default) or `sm`. */
  horizontalSpacing?: 'xs' | 'sm'
  striped?: boolean
  withTableBorder?: boolean
  withColumnBorders?: boolean
  /** A line under each row (the default). */
  withRowBorders?: boolean
  /** `vertical`: row headers on a shade, for a list of facts. */
  variant?: 'default' | 'vertical'
  /** `fixed`: the columns keep the widths of the first row. */
  layout?: 'auto' | 'fixed'
}

/**
 * A table that looks like Mantine's, made of the plain table elements (write `<thead>`, `<tr>`, `<th scope>`,
 * `<td>` inside): Mantine's Table would bring 15 KB of Floating UI with it. Style a cell with
 * Mantine's style props through `<Box component="th" fw={500}>`.
 */
export function DataTable({
  spacing,
  horizontalSpacing,
  striped,
  withTableBorder,
  withColumnBorders,
  withRowBorders = true,
  variant,
  layout,
  className,
  ...props
}: DataTableProps) {
  const flag = (on: boolean | undefined) => (on ? '' : undefined)
  return (
    <table
      {...props}
      className={className ? `${classes.table} ${className}` : classes.table}
      data-spacing={spacing}
      data-horizontal-spacing={horizontalSpacing}
      data-striped={flag(striped)}
      data-with-table-border={flag(withTableBorder)}
      data-with-column-borders={flag(withColumnBorders)}
      data-with-row-borders={flag(withRowBorders)}
      data-variant={variant}
      data-layout={layout}
    />
  )
}
