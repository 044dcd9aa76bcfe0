import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { DOWNLOAD_FOR_INSTALL } from '@/lib/install-downloads'
import { versionedFiles, warmUp } from '../../src/service-worker/warm-up'

/** A server that answers every file after a moment, and records the requests. */
async function slowServer() {
  const seen: string[] = []
  const server: Server = createServer((request, response) => {
    seen.push(request.url ?? '')
    setTimeout(() => response.end('x'.repeat(1000)), 30)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { origin, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

let close: (() => Promise<void>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
})

/** An open page that records what it is asked. */
function openPage() {
  const messages: unknown[] = []
  return { messages, postMessage: (message: unknown) => void messages.push(message) }
}

describe("the service worker's install", () => {
  it('asks the open pages to download the versioned files, and leaves the revisioned ones to Workbox', async () => {
    const server = await slowServer()
    close = server.close
    const files = Array.from({ length: 20 }, (_, index) => ({ url: `${server.origin}/assets/chunk-${index}.js`, revision: null }))
    const pages = [openPage(), openPage()]
    await warmUp([{ url: `${server.origin}/index.html`, revision: '7e8a6150' }, ...files], async () => pages)
    for (const page of pages) expect(page.messages).toEqual([{ type: DOWNLOAD_FOR_INSTALL, urls: files.map((file) => file.url) }])
    expect(server.seen).toEqual([])
  })

  it('with no page open, downloads each versioned file itself, once, going on past one that cannot be read', async () => {
    const server = await slowServer()
    close = server.close
    const files = Array.from({ length: 20 }, (_, index) => ({ url: `${server.origin}/assets/chunk-${index}.js`, revision: null }))
    await warmUp(
      [{ url: 'http://127.0.0.1:1/unreachable.js', revision: null }, { url: `${server.origin}/index.html`, revision: '7e8a6150' }, ...files],
      async () => [],
    )
    expect(server.seen.sort()).toEqual(files.map((file) => new URL(file.url).pathname).sort())
  })

  it('downloads the files itself when the pages cannot be found', async () => {
    const server = await slowServer()
    close = server.close
    await warmUp([{ url: `${server.origin}/assets/a.js`, revision: null }], () => Promise.reject(new Error('no clients')))
    expect(server.seen).toEqual(['/assets/a.js'])
  })

  it("names the precache's files as addresses of the worker's origin", () => {
    expect(
      versionedFiles(['index.html', { url: 'assets/a-1.js', revision: null }, { url: 'favicon.svg', revision: 'f00' }], 'https://dealer.it/sw.js'),
    ).toEqual(['https://dealer.it/assets/a-1.js'])
  })
})
