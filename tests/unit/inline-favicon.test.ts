import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FAVICON_LINK, inlineFavicon } from '../../scripts/vite-plugin-inline-favicon'

const ROOT = resolve(__dirname, '../..')
const INDEX_HTML = readFileSync(resolve(ROOT, 'index.html'), 'utf8')

function transform(html: string): string {
  const hook = inlineFavicon({ publicDir: resolve(ROOT, 'public') }).transformIndexHtml
  if (typeof hook !== 'function') throw new Error('expected a transformIndexHtml function')
  return hook.call({} as never, html, { path: '/index.html', filename: resolve(ROOT, 'index.html') }) as string
}

describe('the favicon is inline in each page', () => {
  it('links public/favicon.svg as a data: URL, and a PNG icon at its address for search engines', () => {
    const html = transform(INDEX_HTML)
    const links = [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll<HTMLLinkElement>('link[rel="icon"]')]
    expect(links.map((link) => link.getAttribute('type'))).toEqual(['image/svg+xml', 'image/png'])
    const [svgIcon, pngIcon] = links
    const inline = svgIcon?.getAttribute('href') ?? ''
    expect(inline.startsWith('data:image/svg+xml,')).toBe(true)
    expect(decodeURIComponent(inline.slice('data:image/svg+xml,'.length))).toBe(readFileSync(resolve(ROOT, 'public/favicon.svg'), 'utf8').trim())
    expect(pngIcon?.getAttribute('href')).toBe('/icons/icon-192.png')
    expect(html).not.toContain('href="/favicon.svg"')
  })

  it('stops the build when index.html no longer has the link it inlines', () => {
    expect(() => transform(INDEX_HTML.replace(FAVICON_LINK, ''))).toThrow(/favicon\.svg/)
  })
})
