import { I18nProvider } from '@lingui/react'
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core'
import type { ReactNode } from 'react'
import { i18n } from './i18n'
import { COLOR_SCHEME_STORAGE_KEY, cssVariablesResolver, theme } from './theme'

export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY })

/** Every provider the UI needs; the app and the component tests wrap their tree in it. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" colorSchemeManager={colorSchemeManager} cssVariablesResolver={cssVariablesResolver}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </MantineProvider>
  )
}
