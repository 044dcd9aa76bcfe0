// @vitest-environment node
import { request as httpRequest, createServer, type IncomingHttpHeaders } from 'node:http'
import { connect } from 'node:http2'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cachedCompression, preferredEncoding, type Encoding } from '../../scripts/hosting/compression'
import { startHostingServer, type StaticServer } from '../../scripts/hosting/server'
import { selfSignedCertificate } from '../../scripts/hosting/tls-proxy'

/** The hosting server's compression (scripts/hosting/compression.ts): as Hosting, each file compressed once. */

const SCRIPT = `export const cars = ${JSON.stringify(Array.from({ length: 300 }, (_, index) => ({ id: `used-${index}`, make: 'Fiat', model: 'Panda' })))}\n`
const PAGE = `<!doctype html><html lang="it"><head><title>Fiat Panda</title></head><body><div id="root" data-prerendered>${'<p>Fiat Panda 1.0 Hybrid</p>'.repeat(200)}</div></body></html>`
// Not a real image: what matters is that an image type is sent as it is.
const IMAGE = Buffer.from('RIFF....WEBPVP8 '.repeat(200))

let dir: string
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'compression-'))
  const files: Record<string, string | Buffer> = {
    'index.html': PAGE,
    'it/servizi.html': PAGE,
    '404.html': PAGE,
    'assets/index-abc.js': SCRIPT,
    'photos/abc.webp': IMAGE,
  }
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), content)
  }
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** The raw response (not decoded, as fetch would). */
function getRaw(url: string, acceptEncoding?: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }))
    })
    request.on('error', reject)
    request.end()
  })
}

describe('the encoding a request gets', () => {
  it('is brotli when the client takes it, else gzip, else none', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(preferredEncoding('gzip, deflate')).toBe('gzip')
    expect(preferredEncoding('br;q=0, gzip;q=0.8')).toBe('gzip')
    expect(preferredEncoding('*')).toBe('br')
    expect(preferredEncoding('identity')).toBeUndefined()
    expect(preferredEncoding('')).toBeUndefined()
    expect(preferredEncoding(undefined)).toBeUndefined()
  })
})

describe('the hosting server', () => {
  let server: StaticServer
  beforeAll(async () => {
    server = await startHostingServer({ dir })
  })
  afterAll(() => server.close())

  it('sends text compressed, brotli or gzip as the client takes them, the file’s bytes once decoded', async () => {
    const script = readFileSync(join(dir, 'assets/index-abc.js'))
    const decode: Record<Encoding, (body: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync }
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      for (const [path, file] of [
        ['/assets/index-abc.js', script],
        ['/it/servizi', Buffer.from(PAGE)],
      ] as const) {
        const response = await getRaw(`${server.url}${path}`, accept)
        expect(response.status, path).toBe(200)
        expect(response.headers['content-encoding'], path).toBe(encoding)
        expect(response.headers.vary, path).toBe('Accept-Encoding')
        expect(Number(response.headers['content-length']), path).toBe(response.body.length)
        expect(response.body.length, path).toBeLessThan(file.length / 3)
        expect(decode[encoding](response.body).equals(file), path).toBe(true)
        // The same bytes again (kept, not compressed anew).
        expect((await getRaw(`${server.url}${path}`, accept)).body.equals(response.body), path).toBe(true)
      }
    }
    // The site's 404 page, compressed too, still a 404.
    const missing = await getRaw(`${server.url}/no/such/page`, 'br')
    expect(missing.status).toBe(404)
    expect(brotliDecompressSync(missing.body).toString()).toBe(PAGE)
  })

  it('sends text as it is to a client that takes no compression, and images always as they are', async () => {
    const plain = await getRaw(`${server.url}/assets/index-abc.js`)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(SCRIPT)
    const image = await getRaw(`${server.url}/photos/abc.webp`, 'gzip, deflate, br')
    expect(image.headers['content-encoding']).toBeUndefined()
    expect(image.body.equals(IMAGE)).toBe(true)
  })

  it('over HTTP/2, as the site is measured, sends the compressed page whole', async () => {
    const tlsServer = await startHostingServer({ dir, tls: selfSignedCertificate() })
    const client = connect(tlsServer.url, { rejectUnauthorized: false })
    try {
      const { headers, body } = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        const stream = client.request({ ':path': '/it/servizi', 'accept-encoding': 'br' })
        const chunks: Buffer[] = []
        let headers: Record<string, unknown> = {}
        stream.on('response', (received) => (headers = received))
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => resolve({ headers, body: Buffer.concat(chunks) }))
        stream.on('error', reject)
        stream.end()
      })
      expect(headers['content-encoding']).toBe('br')
      expect(Number(headers['content-length'])).toBe(body.length)
      expect(brotliDecompressSync(body).toString()).toBe(PAGE)
    } finally {
      client.close()
      await tlsServer.close()
    }
  })
})

describe('cachedCompression', () => {
  it('compresses each body once, whichever request asks for it again', async () => {
    const calls: string[] = []
    const middleware = cachedCompression(async (body, encoding) => {
      calls.push(`${encoding}:${body.toString().slice(0, 5)}`)
      return Buffer.from(`${encoding}(${body.length})`)
    })
    const server = createServer((req, res) => {
      res.statusCode = 200
      res.setHeader('Content-Type', 'text/javascript')
      const text = req.url === '/a.js' ? 'first '.repeat(100) : 'other '.repeat(100)
      middleware(req, res, () => {
        res.write(text.slice(0, 300))
        res.end(text.slice(300))
      })
    })
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      expect((await getRaw(`${url}/a.js`, 'br')).body.toString()).toBe('br(600)')
      expect((await getRaw(`${url}/a.js`, 'br')).body.toString()).toBe('br(600)')
      expect((await getRaw(`${url}/a.js`, 'gzip')).body.toString()).toBe('gzip(600)')
      expect((await getRaw(`${url}/b.js`, 'br')).body.toString()).toBe('br(600)')
      expect(calls).toEqual(['br:first', 'gzip:first', 'br:other'])
    } finally {
      await new Promise<void>((closed) => server.close(() => closed()))
    }
  })
})
