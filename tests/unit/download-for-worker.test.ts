import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { downloadForInstallingWorker } from '@/features/pwa/download-for-worker'
import { DOWNLOAD_FOR_INSTALL, installDownloads, MOST_INSTALL_DOWNLOADS } from '@/lib/install-downloads'

/** A server that records the requests and tells when it has seen `count` of them. */
async function recordingServer() {
  const seen: string[] = []
  let waiting: { count: number; resolve: () => void } | undefined
  const server: Server = createServer((request, response) => {
    seen.push(request.url ?? '')
    response.setHeader('Access-Control-Allow-Origin', '*')
    response.end('x')
    if (waiting && seen.length >= waiting.count) waiting.resolve()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const requests = (count: number) => new Promise<void>((resolve) => (seen.length >= count ? resolve() : (waiting = { count, resolve })))
  return { origin, seen, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

let close: (() => Promise<void>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
})

describe("the page's downloads for an installing worker", () => {
  it("downloads the files an installing worker names, of the page's origin only, until it stops listening", async () => {
    const server = await recordingServer()
    close = server.close
    const container = new EventTarget()
    const stop = downloadForInstallingWorker(container, server.origin)
    const urls = [`${server.origin}/assets/a-1.js`, 'https://elsewhere.example/assets/b-2.js', `${server.origin}/assets/c-3.css`]
    container.dispatchEvent(new MessageEvent('message', { data: { type: DOWNLOAD_FOR_INSTALL, urls } }))
    await server.requests(2)
    expect(server.seen.sort()).toEqual(['/assets/a-1.js', '/assets/c-3.css'])

    stop()
    container.dispatchEvent(new MessageEvent('message', { data: { type: DOWNLOAD_FOR_INSTALL, urls: [`${server.origin}/assets/d-4.js`] } }))
    // The worker's other messages, and any after the page stopped, download nothing.
    container.dispatchEvent(new MessageEvent('message', { data: { type: 'CACHE_URLS', urls: [`${server.origin}/assets/e-5.js`] } }))
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(server.seen).toHaveLength(2)
  })

  it('takes nothing from a message of another kind or shape, and at most so many addresses', () => {
    const origin = 'https://dealer.it'
    expect(installDownloads(null, origin)).toEqual([])
    expect(installDownloads({ type: 'SKIP_WAITING' }, origin)).toEqual([])
    expect(installDownloads({ type: DOWNLOAD_FOR_INSTALL, urls: 'https://dealer.it/a.js' }, origin)).toEqual([])
    expect(installDownloads({ type: DOWNLOAD_FOR_INSTALL, urls: [42, 'not an address', 'javascript:alert(1)', 'https://dealer.it/a.js'] }, origin)).toEqual([
      'https://dealer.it/a.js',
    ])
    const many = Array.from({ length: MOST_INSTALL_DOWNLOADS + 5 }, (_, index) => `${origin}/assets/${index}.js`)
    expect(installDownloads({ type: DOWNLOAD_FOR_INSTALL, urls: many }, origin)).toHaveLength(MOST_INSTALL_DOWNLOADS)
  })
})
