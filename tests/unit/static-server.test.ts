// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cspHash, parseCsp, readHostingConfig, siteCsp } from '../../scripts/hosting/csp'
import { emulatorOrigins, FIREBASE_JSON, shellConfig, startHostingServer, startStaticServer, type StaticServer } from '../../scripts/hosting/server'

/**
 * The repository's one static server (scripts/hosting/server.ts), on a free port against builds made here: as
 * Hosting serves the site, as the prerendering serves a build, and as the end-to-end tests' host switches builds.
 */

const hosting = readHostingConfig(FIREBASE_JSON)
const SHELL = '<!doctype html><html><head><script>boot()</script></head><body><div id="root"></div></body></html>'
const NOT_FOUND_PAGE = '<!doctype html><html lang="it"><head><script>boot()</script></head><body><div id="root"><h1>Pagina non trovata</h1></div></body></html>'
const dirs: string[] = []

function makeBuild(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'static-server-'))
  dirs.push(dir)
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), content)
  }
  return dir
}

const build = () =>
  makeBuild({
    'index.html': SHELL,
    'it/servizi.html': '<!doctype html><html><head><script>page()</script></head><body><div id="root" data-prerendered>Servizi</div></body></html>',
    'it/detail/used-001.html': '<!doctype html><html><head></head><body><div id="root" data-prerendered>Fiat Panda</div></body></html>',
    '404.html': NOT_FOUND_PAGE,
    'assets/index-abc.js': 'console.log(1)',
    'sw.js': 'self.x = 1',
    'builds/latest.json': '{"buildId":"one"}',
  })

async function get(server: StaticServer, path: string) {
  const response = await fetch(`${server.url}${path}`, { redirect: 'manual' })
  return { status: response.status, headers: response.headers, body: await response.text() }
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

describe('as Firebase Hosting serves the site', () => {
  let server: StaticServer
  beforeAll(async () => {
    server = await startHostingServer({ dir: build() })
  })
  afterAll(() => server.close())

  it('serves prerendered pages by their clean URLs, the shell for other pages, and a 404 for a missing file', async () => {
    expect((await get(server, '/it/servizi')).body).toContain('Servizi')
    const shell = await get(server, '/it/contatti')
    expect(shell.status).toBe(200)
    expect(shell.headers.get('content-type')).toMatch(/^text\/html/)
    expect(shell.body).toBe(SHELL)
    expect((await get(server, '/assets/index-old.js')).status).toBe(404)
  })

  it('serves the app for every route of the app, a car published after the build included, and for the pages the app redirects', async () => {
    expect((await get(server, '/it/detail/used-001')).body).toContain('Fiat Panda')
    for (const path of [
      '/',
      '/it',
      '/en/list',
      '/en/list/rent',
      '/it/detail/published-after-the-build',
      '/en/detail/Xk2fP9qLw0aBcD3eFgHi?from=share',
      '/it/login?redirect=%2Fit%2Fadmin',
      '/it/admin',
      '/en/admin/new',
      '/it/admin/edit/used-001',
      '/servizi',
      '/usato',
      '/list/used',
      '/detail/used-001',
    ]) {
      const response = await get(server, path)
      expect(response.status, path).toBe(200)
      expect(response.body, path).toBe(SHELL)
    }
  })

  it('answers an address outside the app’s routes with the site’s 404 page, as a 404, with the site’s headers', async () => {
    for (const path of [
      '/nope/x',
      '/it/qualcosa/che/non/esiste/davvero',
      '/wp-admin.php',
      '/wp-login.php?x=1',
      '/fr/servizi',
      '/it/list/bikes',
      '/it/servizi/extra',
      '/it/detail/used-001/extra',
      '/.env',
    ]) {
      const response = await get(server, path)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/)
      expect(response.body, path).toBe(NOT_FOUND_PAGE)
      expect(response.headers.get('x-frame-options'), path).toBe('DENY')
      expect(response.headers.get('content-security-policy'), path).toContain(cspHash('boot()'))
    }
  })

  it('answers an address whose encoding does not decode, or too long for a file name, with the site’s 404 page, as a 404, with the site’s headers', async () => {
    for (const path of ['/it/%E0%A4%A', '/%', '/it/servizi%ZZ?x=1', `/it/${'a'.repeat(3000)}`, `/it/${'%C3%A8'.repeat(200)}`]) {
      const response = await get(server, path)
      expect(response.status, path).toBe(404)
      expect(response.body, path).toBe(NOT_FOUND_PAGE)
      expect(response.headers.get('content-security-policy'), path).toContain(cspHash('boot()'))
    }
  })

  it('redirects as firebase.json says', async () => {
    const response = await get(server, '/it/usato')
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/it/list/used')
  })

  it('sends firebase.json’s headers, the policy allowing the build’s inline scripts, adapted to local http', async () => {
    const page = await get(server, '/it/servizi')
    expect(page.headers.get('x-frame-options')).toBe('DENY')
    expect(page.headers.get('cache-control')).toBe('no-cache')
    const policy = parseCsp(page.headers.get('content-security-policy') ?? '')
    expect(policy.get('script-src')).toEqual([...(parseCsp(siteCsp(hosting)).get('script-src') ?? []), ...[cspHash('boot()'), cspHash('page()')].sort()])
    expect(policy.get('connect-src')).toEqual(expect.arrayContaining(emulatorOrigins()))
    expect(policy.has('upgrade-insecure-requests')).toBe(false)
    expect((await get(server, '/assets/index-abc.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })
})

describe('keeping its answers (the benchmark’s server)', () => {
  it('sends the same answer again, headers and all, without reading the build again; never for a conditional request or a redirect', async () => {
    const dir = build()
    const server = await startHostingServer({ dir, cacheResponses: true })
    try {
      const first = await get(server, '/it/servizi')
      const firstScript = await get(server, '/assets/index-abc.js')
      const missing = await get(server, '/no/such/page')
      // The build changes under it: the kept answers stand, as a CDN's copies do until a deploy.
      writeFileSync(join(dir, 'it/servizi.html'), '<p>changed</p>')
      writeFileSync(join(dir, 'assets/index-abc.js'), 'console.log(2)')
      writeFileSync(join(dir, '404.html'), '<p>gone</p>')
      for (const [path, before] of [
        ['/it/servizi', first],
        ['/assets/index-abc.js', firstScript],
        ['/no/such/page', missing],
      ] as const) {
        const again = await get(server, path)
        expect(again.status, path).toBe(before.status)
        expect(again.body, path).toBe(before.body)
        const headers = (response: typeof before) => [...response.headers].filter(([name]) => name !== 'date')
        expect(headers(again), path).toEqual(headers(before))
      }
      expect(first.headers.get('content-security-policy')).toContain(cspHash('page()'))
      // A conditional request is answered afresh (by the file as it is now).
      const conditional = await fetch(`${server.url}/it/servizi`, { headers: { 'if-none-match': '"nothing"' } })
      expect(await conditional.text()).toBe('<p>changed</p>')
      expect((await get(server, '/it/usato')).status).toBe(301)
      expect((await get(server, '/it/usato')).headers.get('location')).toBe('/it/list/used')
    } finally {
      await server.close()
    }
  })

  it('keeps nothing unless asked to', async () => {
    const dir = build()
    const server = await startHostingServer({ dir })
    try {
      expect((await get(server, '/it/servizi')).body).toContain('Servizi')
      writeFileSync(join(dir, 'it/servizi.html'), '<p>changed</p>')
      expect((await get(server, '/it/servizi')).body).toBe('<p>changed</p>')
    } finally {
      await server.close()
    }
  })
})

describe('the app shell for every page (the prerendering, the end-to-end tests’ host)', () => {
  it('never serves a prerendered page, keeps firebase.json’s cache rules and sends no other header', async () => {
    const server = await startStaticServer({ dir: build(), config: shellConfig(hosting) })
    try {
      // The prerendering renders the 404 page at an address outside the app's routes.
      for (const path of ['/it/servizi', '/it', '/it/', '/en/detail/used-001', '/it/pagina-non-trovata', '/nope/x']) {
        const response = await get(server, path)
        expect(response.status, path).toBe(200)
        expect(response.body, path).toBe(SHELL)
        expect(response.headers.get('cache-control'), path).toBe('no-cache')
        expect(response.headers.get('content-security-policy'), path).toBeNull()
      }
      expect((await get(server, '/it/usato')).body).toBe(SHELL)
      const asset = await get(server, '/assets/index-abc.js')
      expect(asset.headers.get('content-type')).toMatch(/javascript/)
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect((await get(server, '/assets/index-old.js')).status).toBe(404)
      expect((await get(server, '/../package.json')).status).not.toBe(200)
      const malformed = await get(server, '/it/%E0%A4%A')
      expect(malformed.status).toBe(404)
      expect(malformed.body).toBe(SHELL)
    } finally {
      await server.close()
    }
  })

  it('with one cache header of its own, and switching builds as a deploy does', async () => {
    const first = build()
    const second = makeBuild({ 'index.html': '<p>two</p>', 'builds/latest.json': '{"buildId":"two"}' })
    const server = await startStaticServer({ dir: first, config: shellConfig(hosting, { cacheControl: 'no-store' }) })
    try {
      expect((await get(server, '/builds/latest.json')).body).toBe('{"buildId":"one"}')
      expect((await get(server, '/sw.js')).headers.get('cache-control')).toBe('no-store')
      server.serve(second)
      expect((await get(server, '/builds/latest.json')).body).toBe('{"buildId":"two"}')
      expect((await get(server, '/it')).body).toBe('<p>two</p>')
      const malformed = await get(server, '/it/%E0%A4%A')
      expect(malformed.status).toBe(404)
      expect(malformed.body).toBe('<p>two</p>')
      // The old build's chunk is gone.
      expect((await get(server, '/assets/index-abc.js')).status).toBe(404)
    } finally {
      await server.close()
    }
  })
})
