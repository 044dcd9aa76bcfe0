// @vitest-environment node
import { createServer, type Server } from 'node:http'
import { connect } from 'node:http2'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { selfSignedCertificate, startTlsProxy, type TlsProxy } from '../../scripts/hosting/tls-proxy'

/**
 * The benchmark's https front for the Storage emulator: what a browser fetches through it over HTTP/2 is what
 * the plain-http server behind it answers.
 */

const tls = selfSignedCertificate()
let upstream: Server
let proxy: TlsProxy

async function get(origin: string, path: string): Promise<{ status: number; type?: string; body: string }> {
  const session = connect(origin, { ca: tls.cert })
  try {
    return await new Promise((done, fail) => {
      const stream = session.request({ ':path': path, 'x-asked-by': 'test' })
      let head: { status: number; type?: string } = { status: 0 }
      let body = ''
      stream.on('response', (headers) => {
        head = { status: Number(headers[':status']), type: headers['content-type'] as string | undefined }
      })
      stream.setEncoding('utf8')
      stream.on('data', (chunk: string) => (body += chunk))
      stream.on('end', () => done({ ...head, body }))
      stream.on('error', fail)
    })
  } finally {
    session.close()
  }
}

beforeAll(async () => {
  upstream = createServer((req, res) => {
    if (req.url?.startsWith('/missing')) {
      res.writeHead(404, { 'content-type': 'text/plain', connection: 'keep-alive' }).end('not found')
      return
    }
    res.writeHead(200, { 'content-type': 'image/webp', connection: 'keep-alive' })
    res.end(`${req.method} ${req.url} host=${req.headers.host} asked-by=${req.headers['x-asked-by']}`)
  })
  await new Promise<void>((ready) => upstream.listen(0, '127.0.0.1', ready))
  const { port } = upstream.address() as AddressInfo
  proxy = await startTlsProxy({ target: `http://127.0.0.1:${port}`, port: 0, tls })
})

afterAll(async () => {
  await proxy.close()
  await new Promise((done) => upstream.close(done))
})

describe('startTlsProxy', () => {
  it('answers over https (HTTP/2, the certificate for 127.0.0.1) what the http server behind it answers', async () => {
    const { port } = upstream.address() as AddressInfo
    const answer = await get(proxy.origin, '/v0/b/bucket/o/photo.webp?alt=media&token=abc')
    expect(answer).toEqual({
      status: 200,
      type: 'image/webp',
      body: `GET /v0/b/bucket/o/photo.webp?alt=media&token=abc host=127.0.0.1:${port} asked-by=test`,
    })
  })

  it('passes the status of a failed request through', async () => {
    expect(await get(proxy.origin, '/missing')).toMatchObject({ status: 404, body: 'not found' })
  })

  it('answers 502 when nothing listens behind it', async () => {
    const lonely = await startTlsProxy({ target: 'http://127.0.0.1:9', port: 0, tls })
    try {
      expect((await get(lonely.origin, '/anything')).status).toBe(502)
    } finally {
      await lonely.close()
    }
  })
})
