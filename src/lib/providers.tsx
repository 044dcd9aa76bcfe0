import { LinguiContext, type I18nContext } from '@lingui/react'
import { localStorageColorSchemeManager, MantineContext, MantineThemeProvider, useProviderColorScheme } from '@mantine/core'
import { useEffect, useState, type ReactNode } from 'react'
import { i18n } from './i18n'
import { COLOR_SCHEME_STORAGE_KEY, theme } from './theme'

export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY })

const getRootElement = () => (typeof document === 'undefined' ? undefined : document.documentElement)

function translationContext(): I18nContext {
  return { i18n, _: i18n._.bind(i18n) }
}

/**
 * Lingui's context, renewed when the language changes and only then. Lingui's own provider renews it on every
 * catalog loaded too, and a new context value reaches every part of a prerendered page that React has not
 * hydrated yet (an island waiting for its code, src/lib/island.tsx), which React then renders anew, dropping its
 * HTML. A catalog loaded later adds the strings of parts that wait for it before they render (a route's loader,
 * `whenMessagesLoaded`, `WithMessages`): nothing already on the page needs it.
 */
function TranslationProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState(() => ({ locale: i18n.locale, context: translationContext() }))
  useEffect(() => {
    const update = () => setState((current) => (current.locale === i18n.locale ? current : { locale: i18n.locale, context: translationContext() }))
    update()
    return i18n.on('change', update)
  }, [])
  return <LinguiContext.Provider value={state.context}>{children}</LinguiContext.Provider>
}

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
        <TranslationProvider>{children}</TranslationProvider>
      </MantineThemeProvider>
    </MantineContext>
  )
}
