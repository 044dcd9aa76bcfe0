import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

/** Reading the mirrors in firestore.rules and storage.rules, for the tests that keep them in sync with the code. */

/** A rules file of the repository (Vitest runs from its root; jsdom gives import.meta.url no file path). */
export const rulesFile = (file: 'firestore.rules' | 'storage.rules') => readFileSync(resolve(process.cwd(), file), 'utf8')

/** The body of `function name() { return ...; }` in the rules. */
export function returned(rules: string, name: string): string {
  const match = new RegExp(`function ${name}\\(\\)\\s*\\{\\s*return\\s+([\\s\\S]*?);\\s*\\}`).exec(rules)
  if (!match) throw new Error(`function ${name}() not found in the rules`)
  return match[1]!
}

/** The strings of a function that returns a list. */
export function listOf(rules: string, name: string): string[] {
  return [...returned(rules, name).matchAll(/'([^']*)'/g)].map((match) => match[1]!)
}

/** The value of a function that returns a string literal (`'\\d'` is `\d`). */
export function stringOf(rules: string, name: string): string {
  return /^'(.*)'$/s.exec(returned(rules, name))![1]!.replace(/\\(.)/g, '$1')
}
