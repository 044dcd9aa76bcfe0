import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { REACT_SIGNALS, STACKLESS_ERROR_HELPER, stacklessReactSignals } from '../../scripts/vite-plugin-stackless-react-signals'

/**
 * The build's React DOM client, whose signals (errors it throws and catches, compared by identity) are made without a
 * stack: the installed React DOM, run here as the browser runs it (a CommonJS module).
 */

const require = createRequire(import.meta.url)
const CLIENT_PATH = join(dirname(require.resolve('react-dom/package.json')), 'cjs', 'react-dom-client.production.js')
const CLIENT = readFileSync(CLIENT_PATH, 'utf8')

/** Runs the module's code as CommonJS: what it exports, and how many Error objects it made meanwhile. */
function runModule(code: string): { exports: Record<string, unknown>; errorsMade: number } {
  let errorsMade = 0
  function CountingError(...args: ConstructorParameters<typeof Error>) {
    errorsMade++
    return new Error(...args)
  }
  CountingError.prototype = Error.prototype
  const module = { exports: {} as Record<string, unknown> }
  new Function('module', 'exports', 'require', 'Error', code)(module, module.exports, createRequire(CLIENT_PATH), CountingError)
  return { exports: module.exports, errorsMade }
}

describe('React DOM’s signals made without a stack', () => {
  it('makes each signal with the stackless helper, on the lines where it was', () => {
    const transformed = stacklessReactSignals(CLIENT)
    for (const name of REACT_SIGNALS) {
      expect(transformed).toMatch(new RegExp(`\\b${name} = __stacklessError\\(formatProdErrorMessage\\(\\d+\\)\\)`))
      expect(transformed).not.toMatch(new RegExp(`\\b${name} = Error\\(`))
    }
    // The source map stays right: every line where it was (the same, or its signal made by the helper), the helper after them.
    const lines = CLIENT.split('\n')
    const transformedLines = transformed.split('\n')
    expect(transformedLines.length).toBe(lines.length + STACKLESS_ERROR_HELPER.split('\n').length)
    const changed = lines.flatMap((line, index) => (transformedLines[index] === line ? [] : [[line, transformedLines[index]]]))
    expect(changed).toHaveLength(REACT_SIGNALS.length)
    for (const [line, now] of changed) expect(now).toBe(line!.replace(/ = Error\(/, ' = __stacklessError('))
  })

  it('gives React DOM’s client, which makes no Error as it initialises (five before)', () => {
    expect(runModule(CLIENT).errorsMade).toBe(REACT_SIGNALS.length)
    const transformed = runModule(stacklessReactSignals(CLIENT))
    expect(transformed.errorsMade).toBe(0)
    expect(typeof transformed.exports.hydrateRoot).toBe('function')
    expect(typeof transformed.exports.createRoot).toBe('function')
  })

  it('makes signals that are errors with their message, and no stack', () => {
    const signal = new Function(`${STACKLESS_ERROR_HELPER}; return __stacklessError('Suspense Exception')`)() as Error
    expect(signal).toBeInstanceOf(Error)
    expect(signal.message).toBe('Suspense Exception')
    expect(signal.stack).toBeUndefined()
  })

  it('refuses a React DOM that makes a signal otherwise, or twice', () => {
    expect(() => stacklessReactSignals(CLIENT.replace('SuspenseException = Error(', 'SuspenseException = new Error('))).toThrow(/SuspenseException 0 times/)
    expect(() => stacklessReactSignals(`${CLIENT}\nvar SelectiveHydrationException = Error(1);`)).toThrow(/SelectiveHydrationException 2 times/)
  })
})
