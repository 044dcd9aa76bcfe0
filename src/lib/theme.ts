import { createTheme, type MantineColorsTuple } from '@mantine/core'

/** Neutral slate, for text, borders and surfaces (Tailwind's slate scale). */
const slate: MantineColorsTuple = [
  '#f8fafc',
  '#f1f5f9',
  '#e2e8f0',
  '#cbd5e1',
  '#94a3b8',
  '#64748b',
  '#475569',
  '#334155',
  '#1e293b',
  '#0f172a',
]

/** The site's palette: primary green; secondary and info blue; neutral slate. */
export const palette = {
  primary: 'green',
  secondary: 'blue',
  info: 'blue',
  neutral: 'slate',
} as const

/** Breakpoints of the layout: phones under 768 px, tablets under 1024 px, desktops from there. */
export const BREAKPOINTS = { tablet: 768, desktop: 1024 } as const

export const theme = createTheme({
  primaryColor: palette.primary,
  // Shade 8 keeps white text on filled buttons above WCAG AA contrast in both schemes.
  primaryShade: { light: 8, dark: 8 },
  colors: { slate },
  breakpoints: { xs: '36em', sm: '48em', md: '64em', lg: '75em', xl: '88em' },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  other: { palette },
})

/** Key under which Mantine keeps the chosen colour scheme (light, dark or auto). */
export const COLOR_SCHEME_STORAGE_KEY = 'autosalone-color-scheme'
