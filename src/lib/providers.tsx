import { I18nProvider } from '@lingui/react'
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core'
import type { ReactNode } from 'react'
import { i18n } from './i18n'
import { COLOR_SCHEME_STORAGE_KEY, cssVariablesResolver, theme } from './theme'

export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY })

/**
 * Every provider the UI needs; the app and the component tests wrap their tree in it. MantineProvider renders no
 * `<style>` element (HTML allows none in the body): the theme's CSS variables and the classes of `hiddenFrom` and
 * `visibleFrom` are in src/styles/mantine-theme.css, generated from the same theme and resolver
 * (scripts/generate-mantine-css.ts).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="auto"
      colorSchemeManager={colorSchemeManager}
      cssVariablesResolver={cssVariablesResolver}
      withCssVariables={false}
      withGlobalClasses={false}
    >
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </MantineProvider>
  )
}
