import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cspHash, hostingConfigForBuild, readHostingConfig, siteCsp } from '../../scripts/hosting/csp'
import { AFTER_PAINT_LOADER, FIRST_SCREEN_PHOTOS_WAIT_MS, PRELOAD_BATCH, deferAppScripts } from '../../scripts/vite-plugin-after-paint'
import { APP_SCRIPTS_ADDED_EVENT, APP_SCRIPTS_ID, APP_SCRIPTS_PATIENCE_MS, whenAppScriptsAdded } from '../../src/lib/app-scripts'

/** index.html as Vite writes it: the entry and its static imports linked in the head. */
const VITE_HTML = `<!doctype html>
<html lang="it">
  <head>
    <title>Autosalone</title>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B2.js">
    <link rel="modulepreload" crossorigin href="/assets/router-C3.js">
    <link rel="stylesheet" crossorigin href="/assets/index-D4.css">
    <link rel="manifest" href="/manifest.webmanifest">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`

/** The addresses the loader has preloaded, and those it has run (module scripts), in order. */
const preloaded = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')!)
const run = () => [...document.head.querySelectorAll('script[type="module"]')].map((script) => script.getAttribute('src')!)

describe('the app scripts load after the first paint', () => {
  afterEach(() => {
    document.head.replaceChildren()
    document.body.replaceChildren()
  })

  it('takes the entry and its static imports out of the head, into a list the loader reads', () => {
    const html = deferAppScripts(VITE_HTML)
    expect(html).not.toContain('rel="modulepreload"')
    expect(html).not.toContain('type="module"')
    // The stylesheet stays: the first paint needs it.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-D4.css">')
    const list = new DOMParser().parseFromString(html, 'text/html').getElementById(APP_SCRIPTS_ID)
    expect(html).not.toContain('rel="manifest"')
    expect(JSON.parse(list?.textContent ?? '')).toEqual({
      entry: '/assets/index-A1.js',
      modules: ['/assets/react-B2.js', '/assets/router-C3.js'],
      preload: [],
      manifest: '/manifest.webmanifest',
    })
    // The list comes before the loader, and both after the page's content.
    expect(html.indexOf('<div id="root">')).toBeLessThan(html.indexOf(APP_SCRIPTS_ID))
    expect(html.indexOf(APP_SCRIPTS_ID)).toBeLessThan(html.indexOf(AFTER_PAINT_LOADER))
  })

  it('refuses a page without exactly one entry script', () => {
    expect(() => deferAppScripts(VITE_HTML.replace(/<script type="module"[^\n]*\n/, ''))).toThrow(/one entry script/)
  })

  it('adds the same files once a frame has been painted: all preloaded, the entry run after its imports', async () => {
    const list = document.createElement('script')
    list.type = 'application/json'
    list.id = APP_SCRIPTS_ID
    list.textContent = JSON.stringify({ entry: '/assets/index-A1.js', modules: ['/assets/react-B2.js'], preload: ['/assets/route-C3.js'] })
    document.body.append(list)
    new Function(AFTER_PAINT_LOADER)()
    // Nothing before the frame.
    expect(document.head.querySelectorAll('script, link')).toHaveLength(0)
    await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 10)))
    // The preloads go in a batch per task: on a busy machine the last batch may come a little later.
    await vi.waitFor(() => expect(preloaded()).toEqual(['/assets/index-A1.js', '/assets/react-B2.js', '/assets/route-C3.js']))
    expect(run()).toEqual(['/assets/react-B2.js'])
    document.head.querySelector('script[type="module"]')!.dispatchEvent(new Event('load'))
    await new Promise((done) => setTimeout(done, 10))
    expect(run()).toEqual(['/assets/react-B2.js', '/assets/index-A1.js'])
  })

  it('runs the entry’s imports one at a time, each after the one before has run or failed, in tasks of their own', async () => {
    const modules = ['/assets/a.js', '/assets/b.js', '/assets/c.js']
    const list = document.createElement('script')
    list.type = 'application/json'
    list.id = APP_SCRIPTS_ID
    list.textContent = JSON.stringify({ entry: '/assets/index-A1.js', modules, preload: [] })
    document.body.append(list)
    new Function(AFTER_PAINT_LOADER)()
    await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 10)))
    const last = () => [...document.head.querySelectorAll('script[type="module"]')].at(-1)!
    expect(run()).toEqual(['/assets/a.js'])
    last().dispatchEvent(new Event('load'))
    // The next one in a task of its own, not in the load event's.
    expect(run()).toEqual(['/assets/a.js'])
    await new Promise((done) => setTimeout(done, 0))
    expect(run()).toEqual(['/assets/a.js', '/assets/b.js'])
    // A module that cannot load does not stop the others: the entry reports what failed.
    last().dispatchEvent(new Event('error'))
    await new Promise((done) => setTimeout(done, 0))
    expect(run()).toEqual(['/assets/a.js', '/assets/b.js', '/assets/c.js'])
    last().dispatchEvent(new Event('load'))
    await new Promise((done) => setTimeout(done, 0))
    expect(run()).toEqual([...modules, '/assets/index-A1.js'])
    for (const script of document.head.querySelectorAll('script[type="module"]')) expect(script.getAttribute('crossorigin')).toBe('')
  })

  /** The list of one entry, and first-screen photos still loading (`fetchpriority="high"`, not complete). */
  function pageWithPhotos(count: number): HTMLImageElement[] {
    const list = document.createElement('script')
    list.type = 'application/json'
    list.id = APP_SCRIPTS_ID
    list.textContent = JSON.stringify({ entry: '/assets/index-A1.js', modules: [], preload: [] })
    const photos = Array.from({ length: count }, () => {
      const photo = document.createElement('img')
      photo.setAttribute('fetchpriority', 'high')
      Object.defineProperty(photo, 'complete', { configurable: true, get: () => photo.dataset.loaded === '1' })
      return photo
    })
    document.body.append(...photos, list)
    return photos
  }
  const frameAndTask = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 20)))
  // The entry has no imports to run first here: its script is added with the preloads.
  const entryAdded = () => document.head.querySelector('script[type="module"]') !== null

  it("waits for the first screen's photos to load, then adds the scripts a frame later", async () => {
    const photos = pageWithPhotos(2)
    new Function(AFTER_PAINT_LOADER)()
    await frameAndTask()
    expect(entryAdded()).toBe(false)
    photos[0]!.dataset.loaded = '1'
    photos[0]!.dispatchEvent(new Event('load'))
    await frameAndTask()
    expect(entryAdded()).toBe(false)
    // A photo that fails counts as done: the app does not wait for it.
    photos[1]!.dispatchEvent(new Event('error'))
    await frameAndTask()
    expect(entryAdded()).toBe(true)
  })

  it("adds the scripts after FIRST_SCREEN_PHOTOS_WAIT_MS when a photo takes longer", async () => {
    pageWithPhotos(1)
    new Function(AFTER_PAINT_LOADER)()
    await frameAndTask()
    expect(entryAdded()).toBe(false)
    await new Promise((done) => setTimeout(done, FIRST_SCREEN_PHOTOS_WAIT_MS))
    expect(entryAdded()).toBe(true)
    expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(1)
  })

  it('preloads the entry at once, then its imports and the route’s chunks a batch per task, all of them in order', async () => {
    const preload = Array.from({ length: PRELOAD_BATCH * 2 + 3 }, (_, index) => `/assets/chunk-${index}.js`)
    const list = document.createElement('script')
    list.type = 'application/json'
    list.id = APP_SCRIPTS_ID
    list.textContent = JSON.stringify({ entry: '/assets/index-A1.js', modules: preload.slice(0, 2), preload: preload.slice(2) })
    document.body.append(list)
    new Function(AFTER_PAINT_LOADER)()
    let seenAfterFirstTask: string[] = []
    await new Promise<void>((done) =>
      requestAnimationFrame(() =>
        setTimeout(() => {
          seenAfterFirstTask = preloaded()
          done()
        }, 0),
      ),
    )
    await new Promise((done) => setTimeout(done, 50))
    expect(seenAfterFirstTask[0]).toBe('/assets/index-A1.js')
    expect(seenAfterFirstTask.length).toBeLessThanOrEqual(PRELOAD_BATCH)
    expect(preloaded()).toEqual(['/assets/index-A1.js', ...preload])
  })

  it('links the manifest and tells the app once it has added every script, not before', async () => {
    const preload = Array.from({ length: PRELOAD_BATCH * 3 }, (_, index) => `/assets/chunk-${index}.js`)
    const list = document.createElement('script')
    list.type = 'application/json'
    list.id = APP_SCRIPTS_ID
    list.textContent = JSON.stringify({ entry: '/assets/index-A1.js', modules: [], preload, manifest: '/manifest.webmanifest' })
    document.body.append(list)
    const manifest = () => document.head.querySelector('link[rel="manifest"]')?.getAttribute('href')
    const events: [number, string | null | undefined][] = []
    document.addEventListener(APP_SCRIPTS_ADDED_EVENT, () => events.push([document.head.querySelectorAll('link[rel="modulepreload"]').length, manifest()]))
    let preloadsWhenAdded = -1
    const added = whenAppScriptsAdded().then(() => {
      preloadsWhenAdded = document.head.querySelectorAll('link[rel="modulepreload"]').length
    })
    new Function(AFTER_PAINT_LOADER)()
    await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)))
    // The first batch is in, the rest not yet: the app still waits.
    expect(document.head.querySelector('script[type="module"]')).not.toBeNull()
    expect(preloadsWhenAdded).toBe(-1)
    expect(manifest()).toBeUndefined()
    await added
    // The entry's preload and the list's.
    expect(preloadsWhenAdded).toBe(preload.length + 1)
    expect(events).toEqual([[preload.length + 1, '/manifest.webmanifest']])
    // An app that starts after that does not wait at all.
    await expect(whenAppScriptsAdded()).resolves.toBeUndefined()
  })

  it('does not make the app wait on a page without the loader', async () => {
    await expect(whenAppScriptsAdded()).resolves.toBeUndefined()
  })

  it('does not make the app wait for ever on a loader that stopped halfway', async () => {
    vi.useFakeTimers()
    try {
      document.body.innerHTML = `<script type="application/json" id="${APP_SCRIPTS_ID}">{"entry":"/assets/index-A1.js","modules":[],"preload":[]}</script>`
      let started = false
      const added = whenAppScriptsAdded().then(() => {
        started = true
      })
      await vi.advanceTimersByTimeAsync(APP_SCRIPTS_PATIENCE_MS - 1)
      expect(started).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      await added
      expect(started).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })

  it('is allowed by the hosting policy of the build that carries it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'after-paint-'))
    try {
      writeFileSync(join(dir, 'index.html'), deferAppScripts(VITE_HTML))
      const policy = siteCsp(hostingConfigForBuild(readHostingConfig(resolve(process.cwd(), 'firebase.json')), dir))
      expect(policy).toContain(cspHash(AFTER_PAINT_LOADER))
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
