import type { Plugin } from 'vite'

/** React DOM's client, as the build bundles it. */
export const REACT_DOM_CLIENT = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/

/**
 * The Error objects React DOM's client makes as it initialises: signals it throws and catches (a component suspended,
 * a hydration mismatch...), which it only ever compares by identity.
 */
export const REACT_SIGNALS = [
  'HydrationMismatchException',
  'SuspenseException',
  'SuspenseyCommitException',
  'SuspenseActionException',
  'SelectiveHydrationException',
] as const

const STACKLESS_ERROR = '__stacklessError'

/** The helper that makes them, added at the end of the module (a function declaration: the code above can call it). */
export const STACKLESS_ERROR_HELPER =
  `function ${STACKLESS_ERROR}(message) {\n` +
  `  return Object.create(Error.prototype, { message: { value: message, writable: true, configurable: true } });\n}\n`

/**
 * React DOM's client with its signals made without a stack: objects of Error's prototype, with the same message.
 * A page that DevTools inspects (as Lighthouse does) captures a detailed stack trace for every Error made, and V8
 * collects the source positions of each function on the stack for it: React DOM's initialisation is one function of
 * 200 KB, which it parses a second time there (15 to 25 ms of main thread on a mid-range phone, in one task).
 * Throws when the code no longer makes each signal as expected (a new React), rather than leave one unchanged.
 */
export function stacklessReactSignals(code: string): string {
  let transformed = code
  for (const name of REACT_SIGNALS) {
    const made = new RegExp(`\\b${name} = Error\\(`, 'g')
    const count = [...transformed.matchAll(made)].length
    if (count !== 1) throw new Error(`stackless-react-signals: React DOM makes ${name} ${count} times, expected once with Error(…)`)
    transformed = transformed.replace(made, `${name} = ${STACKLESS_ERROR}(`)
  }
  return `${transformed}\n${STACKLESS_ERROR_HELPER}`
}

/** The build's React DOM with stackless signals (see stacklessReactSignals). */
export function stacklessReactSignalsPlugin(): Plugin {
  return {
    name: 'autosalone:stackless-react-signals',
    apply: 'build',
    transform: {
      filter: { id: REACT_DOM_CLIENT },
      handler: (code) => ({ code: stacklessReactSignals(code), map: null }),
    },
  }
}
