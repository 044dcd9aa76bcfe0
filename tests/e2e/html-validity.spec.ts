import { execFile } from 'node:child_process'
import { createRequire } from 'node:module'
import { join, relative, resolve } from 'node:path'
import { promisify } from 'node:util'
import { htmlFiles } from '../../scripts/hosting/csp'
import { expect, test } from './support'

/**
 * Every HTML file of the build (the prerendered pages and the app shell) through the W3C Nu HTML Checker (the
 * `vnu-jar` package, on the Java the emulators run on): no errors.
 */

const DIST = resolve(process.env.E2E_DIST ?? 'dist')
/** The checker's jar, found by its path in the package (knip's ignoreDependencies names it: no import shows it used). */
const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')

interface VnuMessage {
  type: string
  url?: string
  lastLine?: number
  message: string
  extract?: string
}

test('every page of the build is valid HTML', { tag: '@desktop-only' }, async () => {
  test.setTimeout(180_000)
  const files = htmlFiles(DIST).map((file) => join(DIST, file))
  expect(files.length, 'prerendered pages in the build').toBeGreaterThan(20)
  let output: string
  try {
    output = (await promisify(execFile)('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--stdout', ...files], { maxBuffer: 64 * 1024 * 1024 }))
      .stdout
  } catch (error) {
    // The checker exits with 1 when it found errors; its report is on stdout all the same.
    output = (error as { stdout?: string }).stdout ?? ''
    if (!output) throw error
  }
  const messages = (JSON.parse(output) as { messages: VnuMessage[] }).messages
  const errors = messages
    .filter((message) => message.type === 'error' || message.type === 'non-document-error')
    .map(
      (message) =>
        `${relative(DIST, new URL(message.url ?? 'file:///').pathname)}:${message.lastLine ?? '?'} ${message.message} [${(message.extract ?? '').slice(0, 120)}]`,
    )
  expect(errors).toEqual([])
})
