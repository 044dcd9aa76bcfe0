import { createHash, randomBytes } from 'node:crypto'
import type { Plugin } from 'vite'

/** What `builds/latest.json` holds: the id and time of the build deployed last. */
export interface LatestBuild {
  buildId: string
  builtAt: string
}

/** What `builds/meta/<id>.json` holds: the build and every JS and CSS file it emitted. */
export interface BuildMeta extends LatestBuild {
  chunks: string[]
}

const SAFE_ID = /^[A-Za-z0-9._-]{1,64}$/

/**
 * The id of this build: `BUILD_ID` when set (a CI run number, a commit), else a short hash of the build
 * time and some randomness. It has to be known before bundling, because the app carries it in its code
 * (`import.meta.env.VITE_BUILD_ID`) and the chunk names must change when it changes.
 */
export function resolveBuildId(env: NodeJS.ProcessEnv, builtAt: string): string {
  const fromEnv = env.BUILD_ID?.trim()
  if (fromEnv) {
    if (!SAFE_ID.test(fromEnv)) throw new Error(`BUILD_ID must match ${SAFE_ID}: got "${fromEnv}"`)
    return fromEnv
  }
  return createHash('sha256').update(builtAt).update(randomBytes(16)).digest('hex').slice(0, 10)
}

/**
 * Build identity for update checks. Every build:
 * - defines `import.meta.env.VITE_BUILD_ID`, so the running app knows which build it is, and
 *   `import.meta.env.VITE_BUILT_AT` (ISO time), the date its prerendered pages were made;
 * - marks `<html data-build-id="…">` in index.html;
 * - writes `builds/latest.json` (`{ buildId, builtAt }`) and `builds/meta/<id>.json` (the same plus `chunks`,
 *   every emitted JS and CSS file), which the app polls to learn that a newer build is deployed.
 * The `builds/` files must never be precached by the service worker nor cached by the host.
 */
export function buildMeta(): Plugin {
  const builtAt = new Date().toISOString()
  const buildId = resolveBuildId(process.env, builtAt)
  return {
    name: 'autosalone:build-meta',
    config(_config, { command }) {
      const id = command === 'build' ? buildId : 'dev'
      return { define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(id), 'import.meta.env.VITE_BUILT_AT': JSON.stringify(builtAt) } }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (ctx.server) return html
        return html.replace(/<html(\s|>)/i, `<html data-build-id="${buildId}"$1`)
      },
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle)
        .map((output) => output.fileName)
        .filter((fileName) => /\.(?:m?js|css)$/.test(fileName))
        .sort()
      const latest: LatestBuild = { buildId, builtAt }
      const meta: BuildMeta = { ...latest, chunks }
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: `${JSON.stringify(latest, null, 2)}\n` })
      this.emitFile({ type: 'asset', fileName: `builds/meta/${buildId}.json`, source: `${JSON.stringify(meta, null, 2)}\n` })
    },
  }
}
