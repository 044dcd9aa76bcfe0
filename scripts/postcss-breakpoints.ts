/**
 * The theme's breakpoints in CSS modules: `@media (min-width: $mantine-breakpoint-md)` becomes
 * `@media (min-width: 64em)` with the value of src/lib/screen.ts (the theme's `breakpoints`), so that no
 * stylesheet repeats a width. The variables are named as Mantine's own PostCSS preset names them. An unknown
 * name fails the build.
 */

/** The part of a PostCSS at-rule this plugin reads and writes. */
interface MediaRule {
  params: string
  error(message: string): Error
}

const VARIABLE = /\$mantine-breakpoint-([a-z0-9]+)/g

/** `params` of an at-rule with every breakpoint variable replaced by its value. */
export function replaceBreakpoints(params: string, breakpoints: Readonly<Record<string, string>>, fail: (message: string) => Error): string {
  return params.replace(VARIABLE, (variable, name: string) => {
    const value = breakpoints[name]
    if (!value) throw fail(`Unknown breakpoint ${variable}: the theme has ${Object.keys(breakpoints).join(', ')}`)
    return value
  })
}

/** The PostCSS plugin (Vite's `css.postcss.plugins`). */
export function breakpointVariables(breakpoints: Readonly<Record<string, string>>) {
  return {
    postcssPlugin: 'breakpoint-variables',
    AtRule: {
      media(rule: MediaRule) {
        if (rule.params.includes('$')) rule.params = replaceBreakpoints(rule.params, breakpoints, (message) => rule.error(message))
      },
    },
  }
}
