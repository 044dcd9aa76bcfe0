import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { minifyInlineScripts } from '../../scripts/inline-script'

const ROOT = resolve(__dirname, '../..')
const INDEX_HTML = readFileSync(resolve(ROOT, 'index.html'), 'utf8')

function transform(html: string): string {
  const hook = minifyInlineScripts().transformIndexHtml
  if (!hook || typeof hook === 'function') throw new Error('expected a transformIndexHtml hook with an order')
  return hook.handler.call({} as never, html, { path: '/index.html', filename: resolve(ROOT, 'index.html') }) as string
}

/** The inline scripts (no attributes) of `html`. */
const inlineScripts = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!)

afterEach(() => {
  localStorage.clear()
  document.documentElement.removeAttribute('data-mantine-color-scheme')
})

describe('the built pages’ inline scripts', () => {
  it('are minified, and do what they did: the colour scheme before the first paint', () => {
    const [written] = inlineScripts(INDEX_HTML)
    const [built] = inlineScripts(transform(INDEX_HTML))
    expect(written).toContain('// Colour scheme')
    expect(built).not.toContain('Colour scheme')
    expect(built!.length).toBeLessThan(written!.length / 2)
    localStorage.setItem('autosalone-color-scheme', 'dark')
    new Function(built!)()
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark')
  })

  it('leave module scripts and data blocks as they are', () => {
    const html = '<script type="module" src="/src/main.tsx"></script><script type="application/json" id="d">{ "a": 1 }</script>'
    expect(transform(html)).toBe(html)
  })

  it('stop the build when one does not parse', () => {
    expect(() => transform('<script>if (</script>')).toThrow(/does not minify/)
  })
})
