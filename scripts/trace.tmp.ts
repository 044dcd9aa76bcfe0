import { writeFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from './chromium.ts'
import { startHostingServer } from './hosting/server.ts'
import { selfSignedCertificate, startTlsProxy } from './hosting/tls-proxy.ts'
const tls = selfSignedCertificate()
const storage = await startTlsProxy({ target: 'http://127.0.0.1:9199', port: 9443, tls })
const server = await startHostingServer({ dir: 'dist', tls, extraOrigins: [storage.origin] })
const browser = await chromium.launch({ ...chromiumLaunchOptions, args: [...chromiumLaunchOptions.args, '--ignore-certificate-errors'] })
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' })
const page = await context.newPage()
const cdp = await context.newCDPSession(page)
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink'] })
await page.goto(server.url + (process.argv[2] ?? '/it/detail/used-001'), { waitUntil: 'load' })
await page.waitForTimeout(6000)
const buf = await browser.stopTracing()
writeFileSync('/tmp/trace.json', buf)
await browser.close(); await server.close(); await storage.close()
