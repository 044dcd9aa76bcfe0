import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { warmUp } from '../../src/service-worker/warm-up'

/** A server that answers every file after a moment, and counts the requests and how many were under way at once. */
async function slowServer() {
  const seen: string[] = []
  let underWay = 0
  let most = 0
  const server: Server = createServer((request, response) => {
    seen.push(request.url ?? '')
    most = Math.max(most, ++underWay)
    setTimeout(() => {
      underWay--
      response.end('x'.repeat(1000))
    }, 30)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { origin, seen, most: () => most, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

let close: (() => Promise<void>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
})

describe("the service worker's install", () => {
  it('downloads the versioned files a few at a time, each once, and not the revisioned ones', async () => {
    const server = await slowServer()
    close = server.close
    const files = Array.from({ length: 20 }, (_, index) => ({ url: `${server.origin}/assets/chunk-${index}.js`, revision: null }))
    await warmUp([{ url: `${server.origin}/index.html`, revision: '7e8a6150' }, ...files], 6)
    expect(server.seen.sort()).toEqual(files.map((file) => new URL(file.url).pathname).sort())
    expect(server.most()).toBe(6)
  })

  it('goes on past a file that cannot be read', async () => {
    const server = await slowServer()
    close = server.close
    await warmUp([{ url: 'http://127.0.0.1:1/unreachable.js', revision: null }, { url: `${server.origin}/assets/a.js`, revision: null }], 1)
    expect(server.seen).toEqual(['/assets/a.js'])
  })
})
