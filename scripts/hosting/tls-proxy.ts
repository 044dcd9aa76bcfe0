/**
 * An HTTPS (HTTP/2) front for a local plain-http server: the benchmark puts one before the Storage emulator, so
 * that the demo's photos come over https as the live site's come from Firebase Storage, and a page served over
 * https is not measured as loading mixed content. And the throwaway certificate it and the benchmark's server use.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { request, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http'
import { createSecureServer } from 'node:http2'
import type { AddressInfo, Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** Headers HTTP/2 forbids (connection-specific) and its pseudo-headers: not forwarded either way. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'host', 'http2-settings'])

function forwardable(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)))
}

export interface TlsProxy {
  origin: string
  close: () => Promise<void>
}

/** Listens on https://127.0.0.1:`port` (0: any free port) and forwards every request to `target` (an http origin). */
export async function startTlsProxy(options: { target: string; port: number; tls: { key: string; cert: string } }): Promise<TlsProxy> {
  const target = new URL(options.target)
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const upstream = request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...forwardable(req.headers), host: target.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, forwardable(answer.headers))
        answer.pipe(res)
      },
    )
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502)
      res.end()
    })
    req.pipe(upstream)
  }
  const server = createSecureServer({ ...options.tls, allowHTTP1: true }, handle as unknown as Parameters<typeof createSecureServer>[1])
  await new Promise<void>((ready, fail) => {
    server.once('error', fail)
    server.listen(options.port, '127.0.0.1', () => ready())
  })
  const sockets = new Set<Socket>()
  server.on('connection', (socket: Socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })
  return {
    origin: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done())
        for (const socket of sockets) socket.destroy()
      }),
  }
}

/**
 * A self-signed certificate for 127.0.0.1 (openssl), so that the benchmark serves the build over HTTP/2 as Hosting
 * serves it (over HTTP/1.1, Lighthouse's simulation would queue the page's chunks six at a time), and the photos
 * over https.
 */
export function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tls-'))
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    )
    return { key: readFileSync(join(dir, 'key.pem'), 'utf8'), cert: readFileSync(join(dir, 'cert.pem'), 'utf8') }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
