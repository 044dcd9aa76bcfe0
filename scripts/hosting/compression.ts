import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

/**
 * Compression as Hosting gives it: each file compressed once (Hosting keeps what the deploy uploaded, compressed),
 * the same bytes sent to every later request, rather than compressed anew for each one: the server's CPU per
 * request then is only finding the file, which keeps its answers prompt on a machine whose cores the page being
 * measured also needs (every page load asks for sixty-odd scripts and stylesheets). The bytes are those
 * superstatic's own compression gave (the `compression` package's settings: brotli at quality 4 where the client
 * takes it, else gzip at zlib's default level); text types only (images are compressed already).
 */

/** The types Hosting compresses: text, scripts, styles, JSON, SVG, XML. */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|ld\+json|xml)|image\/svg\+xml)/i

export type Encoding = 'br' | 'gzip'

/** The encoding to answer with for an Accept-Encoding header: brotli first, then gzip; none when it takes neither. */
export function preferredEncoding(accept: string | string[] | undefined): Encoding | undefined {
  const offered = new Map(
    String(accept ?? '')
      .split(',')
      .map((part) => {
        const [name = '', ...params] = part.trim().toLowerCase().split(';')
        const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean)
        return [name.trim(), q === undefined ? 1 : Number(q)] as const
      }),
  )
  const accepted = (name: Encoding) => (offered.get(name) ?? offered.get('*') ?? 0) > 0
  return accepted('br') ? 'br' : accepted('gzip') ? 'gzip' : undefined
}

type Compress = (body: Buffer, encoding: Encoding) => Promise<Buffer>

const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body) => promisify(gzip)(body),
}

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void

/**
 * A compression middleware for superstatic (its `compression` option: called with the response's status and
 * headers set, before the file is piped into the response) that keeps every compressed body, by content, for the
 * server's life. The compression runs off the event loop (zlib's thread pool); `compress` stands in for it.
 */
export function cachedCompression(compress: Compress = (body, encoding) => compressors[encoding](body)): Middleware {
  const cache = new Map<string, Promise<Buffer>>()
  return (req, res, next) => {
    const type = String(res.getHeader('content-type') ?? '')
    if (!COMPRESSIBLE.test(type)) return next()
    res.setHeader('Vary', 'Accept-Encoding')
    const encoding = preferredEncoding(req.headers['accept-encoding'])
    if (!encoding || req.method === 'HEAD' || (res.statusCode !== 200 && res.statusCode !== 404)) return next()
    const chunks: Buffer[] = []
    const { write, end } = res
    // The original methods back in place before the body goes: HTTP/2's `end` writes through `write`.
    const send = (body: Buffer) => {
      res.write = write
      res.end = end
      res.end(body)
    }
    res.write = ((chunk: string | Uint8Array) => {
      chunks.push(Buffer.from(chunk))
      return true
    }) as typeof res.write
    res.end = ((chunk?: unknown) => {
      if (typeof chunk === 'string' || chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk))
      const body = Buffer.concat(chunks)
      const key = `${encoding}:${createHash('sha256').update(body).digest('base64')}`
      let packed = cache.get(key)
      if (!packed) {
        packed = compress(body, encoding)
        cache.set(key, packed)
        packed.catch(() => cache.delete(key))
      }
      packed.then(
        (compressed) => {
          res.setHeader('Content-Encoding', encoding)
          res.setHeader('Content-Length', compressed.length)
          send(compressed)
        },
        () => {
          res.setHeader('Content-Length', body.length)
          send(body)
        },
      )
      return res
    }) as typeof res.end
    next()
  }
}
