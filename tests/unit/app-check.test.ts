// @vitest-environment node
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest'
import { APP_CHECK_HEADER } from '@/lib/firebase/app-check-header'
import { appCheckTokenFor, siteAppCheck, type AppCheckTokenSource } from '@/lib/firebase/app-check-token'
import { readFirebaseConfig } from '@/lib/firebase/config'
import { answerRead, fetchDocumentFields } from '@/lib/firebase/firestore-rest-read'
import { restRequest, RestRequestError } from '@/lib/firebase/rest-request'
import { buildAppCheckHeaders, buildDebugToken, exchangeDebugTokenUrl } from '../../scripts/seo/build-app-check'

/**
 * App Check on the plain REST requests: the token goes in its header when App Check is on, nothing when it is off,
 * and a token that cannot be had never loses what a visitor sends. The requests go to a local server that records
 * what it receives (App Check itself cannot reach Google from a test: the token sources here are the tests' own).
 */

const HEADER = APP_CHECK_HEADER.toLowerCase()
let server: Server
let origin: string
/** What the server received, and the status it answers with next. */
const received: IncomingHttpHeaders[] = []
let status = 200
/** A token that cannot be had is logged; the tests read the log rather than print it. */
let warn: MockInstance<typeof console.warn>

beforeAll(async () => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  server = createServer((request, response) => {
    received.push(request.headers)
    response.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
    response.end(JSON.stringify(status === 200 ? { fields: { name: { stringValue: 'Panda' } } } : { error: { status: 'UNAUTHENTICATED' } }))
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  warn.mockRestore()
  await new Promise<void>((done) => server.close(() => done()))
})

function lastHeaders(): IncomingHttpHeaders {
  const headers = received.at(-1)
  if (!headers) throw new Error('The server received nothing')
  return headers
}

const tokenSource =
  (token: string): AppCheckTokenSource =>
  () =>
    Promise.resolve(token)
const failingSource: AppCheckTokenSource = () => Promise.reject(new Error('reCAPTCHA could not attest this device'))
const neverSource: AppCheckTokenSource = () => new Promise(() => undefined)

describe('restRequest with App Check', () => {
  it('sends the token in X-Firebase-AppCheck, beside the request’s own headers', async () => {
    status = 200
    await restRequest(`${origin}/v1/commit`, {
      method: 'POST',
      headers: { Authorization: 'Bearer id' },
      body: '{}',
      timeoutMs: 5000,
      appCheck: tokenSource('tok-1'),
    })
    expect(lastHeaders()[HEADER]).toBe('tok-1')
    expect(lastHeaders().authorization).toBe('Bearer id')
  })

  it('sends no App Check header when App Check is off', async () => {
    status = 200
    await restRequest(`${origin}/v1/doc`, { timeoutMs: 5000, appCheck: null })
    expect(lastHeaders()).not.toHaveProperty(HEADER)
  })

  it('is off without a site key, as in the tests, the emulators and the bench: nothing of App Check is asked for', async () => {
    expect(siteAppCheck()).toBeNull()
    status = 200
    await restRequest(`${origin}/v1/doc`, { timeoutMs: 5000 })
    expect(lastHeaders()).not.toHaveProperty(HEADER)
  })

  it('sends the request without a token when none can be had, and the server decides', async () => {
    status = 200
    const { body } = await restRequest<{ fields: unknown }>(`${origin}/v1/doc`, { timeoutMs: 5000, appCheck: failingSource })
    expect(lastHeaders()).not.toHaveProperty(HEADER)
    expect(body.fields).toBeDefined()
    expect(warn).toHaveBeenCalledWith('No App Check token: the request goes without it.', expect.any(Error))
  })

  it('counts a refusal of a request sent without its token as no answer, to try again: a visitor’s request stays in the outbox', async () => {
    for (const refusal of [401, 403]) {
      status = refusal
      const error = await restRequest(`${origin}/v1/commit`, { method: 'POST', body: '{}', timeoutMs: 5000, appCheck: failingSource }).catch(
        (caught: unknown) => caught,
      )
      expect(error).toBeInstanceOf(RestRequestError)
      expect(error).toMatchObject({ status: null, code: 'APP_CHECK_UNAVAILABLE', transient: true })
    }
  })

  it('leaves a refusal of a request that carried its token to the caller, as the server said it', async () => {
    status = 401
    const error = await restRequest(`${origin}/v1/commit`, { method: 'POST', body: '{}', timeoutMs: 5000, appCheck: tokenSource('tok-2') }).catch(
      (caught: unknown) => caught,
    )
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHENTICATED', transient: false })
  })
})

describe('appCheckTokenFor', () => {
  it('gives the token, none when App Check is off, and none, failed, when the source fails or does not answer in time', async () => {
    expect(await appCheckTokenFor(tokenSource('tok-3'))).toEqual({ token: 'tok-3' })
    expect(await appCheckTokenFor(null)).toEqual({ token: null, failed: false })
    expect(await appCheckTokenFor(failingSource)).toEqual({ token: null, failed: true })
    expect(await appCheckTokenFor(neverSource, 20)).toEqual({ token: null, failed: true })
  })
})

describe('the plain reads, on the page or in the worker', () => {
  it('send the token the page got, and none without one', async () => {
    status = 200
    await fetchDocumentFields(`${origin}/v1/settings/site`, 5000, 'tok-4')
    expect(lastHeaders()[HEADER]).toBe('tok-4')
    await fetchDocumentFields(`${origin}/v1/settings/site`, 5000)
    expect(lastHeaders()).not.toHaveProperty(HEADER)
    const reply = await answerRead({ id: 1, url: `${origin}/v1/catalog/used`, timeoutMs: 5000, appCheckToken: 'tok-5' })
    expect(reply).toMatchObject({ id: 1, ok: true })
    expect(lastHeaders()[HEADER]).toBe('tok-5')
  })
})

describe('the site key', () => {
  const real = {
    VITE_FIREBASE_API_KEY: 'key',
    VITE_FIREBASE_PROJECT_ID: 'autosalone-live',
    VITE_FIREBASE_APP_ID: '1:1:web:1',
    VITE_APPCHECK_SITE_KEY: ' 6Lc-site-key ',
  }

  it('turns App Check on for a real project only: not for the local demo, the emulators or a demo- project', () => {
    expect(readFirebaseConfig(real).appCheckSiteKey).toBe('6Lc-site-key')
    expect(readFirebaseConfig({ ...real, VITE_APPCHECK_SITE_KEY: '' }).appCheckSiteKey).toBeUndefined()
    expect(readFirebaseConfig({ VITE_APPCHECK_SITE_KEY: 'k' }).appCheckSiteKey).toBeUndefined()
    expect(readFirebaseConfig({ ...real, VITE_USE_EMULATORS: 'true' }).appCheckSiteKey).toBeUndefined()
    expect(readFirebaseConfig({ ...real, VITE_FIREBASE_PROJECT_ID: 'demo-other' }).appCheckSiteKey).toBeUndefined()
  })
})

describe('the build’s own reads', () => {
  const real = {
    VITE_FIREBASE_API_KEY: 'AIza-key',
    VITE_FIREBASE_PROJECT_ID: 'autosalone-live',
    VITE_FIREBASE_APP_ID: '1:123:web:abc',
    VITE_APPCHECK_SITE_KEY: '6Lc-site-key',
  }

  it('go with a debug token only when the build runs App Check: a site key for a real project, and APPCHECK_DEBUG_TOKEN', async () => {
    expect(buildDebugToken(real, { APPCHECK_DEBUG_TOKEN: ' debug-1 ' })).toBe('debug-1')
    expect(buildDebugToken(real, {})).toBeUndefined()
    expect(buildDebugToken({ ...real, VITE_APPCHECK_SITE_KEY: '' }, { APPCHECK_DEBUG_TOKEN: 'debug-1' })).toBeUndefined()
    expect(buildDebugToken({}, { APPCHECK_DEBUG_TOKEN: 'debug-1' })).toBeUndefined()
    // Without one, nothing is asked of App Check and the requests go as they are.
    expect(await buildAppCheckHeaders(real, {})).toEqual({})
  })

  it('exchange it where the SDK does, for the web app of the configuration', () => {
    const sdk = readFileSync(resolve(process.cwd(), 'node_modules/@firebase/app-check/dist/esm/index.esm.js'), 'utf8')
    const url = exchangeDebugTokenUrl(real)
    expect(url).toBe('https://content-firebaseappcheck.googleapis.com/v1/projects/autosalone-live/apps/1:123:web:abc:exchangeDebugToken?key=AIza-key')
    expect(sdk).toContain(`'${url.slice(0, url.indexOf('/projects/'))}'`)
    expect(sdk).toContain("'exchangeDebugToken'")
    expect(sdk).toContain('debug_token')
  })
})

/** The app's source files (tests left out), relative to the repository. */
function sourceFiles(dir = resolve(process.cwd(), 'src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative(process.cwd(), path)] : []
  })
}

describe('without a site key, nothing of App Check is loaded', () => {
  const files = sourceFiles()
  const text = (file: string) => readFileSync(resolve(process.cwd(), file), 'utf8')

  it('only the App Check module imports the SDK’s App Check', () => {
    expect(files.filter((file) => /from 'firebase\/app-check'|import\('firebase\/app-check'\)/.test(text(file)))).toEqual(['src/lib/firebase/app-check.ts'])
  })

  it('the App Check module is imported only on demand, by the token gate, behind the build-time key', () => {
    const importers = files.filter((file) => /(?:from|import\()\s*'(?:\.\/|@\/lib\/firebase\/|\.\.\/firebase\/)app-check'/.test(text(file)))
    expect(importers).toEqual(['src/lib/firebase/app-check-token.ts'])
    const gate = text('src/lib/firebase/app-check-token.ts')
    expect(gate).not.toMatch(/from '\.\/app-check'/)
    // Each function that imports it returns first when Vite's build-time key is empty, so that the build drops the import.
    const functions = gate.split(/\n(?=export (?:async )?function |function )/)
    const importing = functions.filter((body) => body.includes("import('./app-check')"))
    expect(importing.length).toBeGreaterThan(0)
    for (const body of importing) {
      const guard = body.indexOf('if (!import.meta.env.VITE_APPCHECK_SITE_KEY) return')
      expect(guard).toBeGreaterThan(-1)
      expect(guard).toBeLessThan(body.indexOf("import('./app-check')"))
    }
  })
})
