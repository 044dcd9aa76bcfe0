import { minifySync, type Plugin } from 'vite'

/**
 * index.html with its `marker` (an HTML comment) replaced by an inline script running `script`. A build whose
 * index.html no longer has the marker stops, rather than ship pages without the script.
 */
export function inlineScriptAt(html: string, marker: string, script: string): string {
  if (!html.includes(marker)) throw new Error(`index.html has no ${marker}`)
  return html.replace(marker, `<script>${script}</script>`)
}

/**
 * The built pages' inline scripts (`<script>` without attributes: index.html's own, and those put there by the
 * build) minified, as the bundles are: index.html's colour-scheme script is written for reading, with its comments,
 * and every byte of a page's head is in the first response, which a slow connection's first round trip should
 * carry whole. The pages' policy allows inline scripts by their hashes, which the deploy takes from the built files.
 */
export function minifyInlineScripts(): Plugin {
  return {
    name: 'autosalone:minify-inline-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(/<script>([\s\S]*?)<\/script>/g, (_, code: string) => {
          const minified = minifySync('inline-script.js', code, { compress: true, mangle: true })
          if (minified.errors.length > 0) throw new Error(`An inline script of index.html does not minify: ${minified.errors[0]!.message}`)
          return `<script>${minified.code.trim()}</script>`
        }),
    },
  }
}
