import { I18nProvider } from '@lingui/react'
import { localStorageColorSchemeManager, MantineContext, MantineThemeProvider, useProviderColorScheme } from '@mantine/core'
import type { ReactNode } from 'react'
import { i18n } from './i18n'
import { COLOR_SCHEME_STORAGE_KEY, theme } from './theme'

export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY })

const getRootElement = () => (typeof document === 'undefined' ? undefined : document.documentElement)

/**
 * Every provider the UI needs; the app and the component tests wrap their tree in it. Mantine's context and
 * theme as MantineProvider gives them, without its `<style>` elements (HTML allows none in the body) and the
 * code that writes them: the theme's CSS variables and the classes of `hiddenFrom` and `visibleFrom` are in
 * src/styles/mantine-theme.css, generated from the same theme (scripts/generate-mantine-css.ts, with
 * MantineProvider itself).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const { colorScheme, setColorScheme, clearColorScheme } = useProviderColorScheme({
    defaultColorScheme: 'auto',
    manager: colorSchemeManager,
    getRootElement,
    forceColorScheme: undefined,
  })
  return (
    <MantineContext
      value={{
        colorScheme,
        setColorScheme,
        clearColorScheme,
        getRootElement,
        classNamesPrefix: 'mantine',
        cssVariablesSelector: ':root',
        withStaticClasses: true,
      }}
    >
      <MantineThemeProvider theme={theme}>
        <I18nProvider i18n={i18n}>{children}</I18nProvider>
      </MantineThemeProvider>
    </MantineContext>
  )
}
