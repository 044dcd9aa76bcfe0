import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'

/** The icon link of index.html that the build inlines. */
export const FAVICON_LINK = '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />'

/** `svg` as a `data:` URL (percent-encoded, so it can stand in an attribute as it is). */
function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg.trim())}`
}

/**
 * Each page carries its favicon (public/favicon.svg) as a `data:` URL, so the browser shows it without a
 * request: Chromium asks for a linked icon once the page has loaded, and on a slow connection that request
 * can be the last one before the largest photo is painted. The site's CSP allows `data:` images for it.
 * index.html also links a PNG icon at a URL, for search engines (which fetch the icon by its address); a
 * browser that shows SVG icons takes the inline one and never asks for it.
 */
export function inlineFavicon({ publicDir = 'public' }: { publicDir?: string } = {}): Plugin {
  return {
    name: 'autosalone:inline-favicon',
    transformIndexHtml(html) {
      if (!html.includes(FAVICON_LINK)) throw new Error(`index.html has no ${FAVICON_LINK}`)
      const svg = readFileSync(join(publicDir, 'favicon.svg'), 'utf8')
      return html.replace(FAVICON_LINK, FAVICON_LINK.replace('/favicon.svg', svgDataUrl(svg)))
    },
  }
}
