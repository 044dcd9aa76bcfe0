import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core'
import { breakpoints } from './screen'

/** Neutral slate, for text, borders and surfaces (Tailwind's slate scale). */
const slate: MantineColorsTuple = ['#f8fafc', '#f1f5f9', '#e2e8f0', '#cbd5e1', '#94a3b8', '#64748b', '#475569', '#334155', '#1e293b', '#0f172a']

/**
 * The primary green, darker than Mantine's own in the shades used for text and filled buttons so that both
 * pass WCAG AA: shade 8 (#256d30) gives 6.3:1 with white; shade 4 serves links on the dark scheme (8.9:1).
 */
const green: MantineColorsTuple = ['#ebfbee', '#d3f9d8', '#b2f2bb', '#8ce99a', '#69db7c', '#51cf66', '#40c057', '#2e7d32', '#256d30', '#1b5e20']

/** The site's palette: primary green; secondary and info blue; neutral slate. */
export const palette = {
  primary: 'green',
  secondary: 'blue',
  info: 'blue',
  neutral: 'slate',
} as const

export const theme = createTheme({
  primaryColor: palette.primary,
  primaryShade: { light: 8, dark: 8 },
  colors: { green, slate },
  breakpoints,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  other: { palette },
})

/** Key under which Mantine keeps the chosen colour scheme (light, dark or auto). */
export const COLOR_SCHEME_STORAGE_KEY = 'autosalone-color-scheme'

/**
 * Secondary text and error texts (a field's message, a refused choice) dark enough for WCAG AA on both schemes:
 * Mantine's default dimmed grey is not, nor its red on the light background (3.3:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)', '--mantine-color-error': 'var(--mantine-color-red-4)' },
})
