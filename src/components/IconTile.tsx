import type { CSSProperties, ReactNode } from 'react'
import classes from './IconTile.module.css'

interface IconTileProps {
  /** In pixels, as Mantine's sizes. */
  size: number
  radius?: 'md' | 'xl'
  /** A theme colour: the primary one by default. */
  color?: string
  /** Mantine's variants: a tint of the colour with the icon in it, or the colour with a white icon. */
  variant?: 'light' | 'filled'
  children: ReactNode
}

/**
 * An icon on a tile of a theme colour, as Mantine's ThemeIcon draws it, but a `span`, so it fits in text and in
 * list items as well as in cards (ThemeIcon is a `div`, and writes its `radius` and `color` props into the HTML
 * as attributes no element has).
 */
export function IconTile({ size, radius = 'md', color, variant = 'light', children }: IconTileProps) {
  const base = color ? `--mantine-color-${color}` : '--mantine-primary-color'
  const style = {
    '--tile-size': `calc(${size / 16}rem * var(--mantine-scale))`,
    '--tile-radius': `var(--mantine-radius-${radius})`,
    '--tile-bg': `var(${base}-${variant})`,
    '--tile-color': variant === 'light' ? `var(${base}-light-color)` : 'var(--mantine-color-white)',
  } as CSSProperties
  return (
    <span className={classes.tile} style={style}>
      {children}
    </span>
  )
}
