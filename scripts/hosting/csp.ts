/**
 * The Content-Security-Policy of the site as firebase.json declares it for Firebase Hosting, and the inline
 * scripts of built HTML pages, which that policy allows only by their SHA-256 hash. firebase.json's policy names
 * no hash: the hashes are those of the build deployed or served (hostingConfigForBuild), computed from its
 * pages, never typed by hand. Nor does it name App Check's sources: they are added for a build that runs it.
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

export interface HostingHeaderRule {
  source?: string
  glob?: string
  regex?: string
  headers: Array<{ key: string; value: string }>
}

export interface HostingConfig {
  public: string
  cleanUrls?: boolean
  trailingSlash?: boolean
  redirects?: Array<{ source?: string; regex?: string; destination: string; type?: number }>
  rewrites?: Array<{ source?: string; regex?: string; destination: string }>
  headers?: HostingHeaderRule[]
  [key: string]: unknown
}

/** The `hosting` section of a firebase.json file. */
export function readHostingConfig(firebaseJsonPath: string): HostingConfig {
  const json = JSON.parse(readFileSync(firebaseJsonPath, 'utf8')) as { hosting?: HostingConfig }
  if (!json.hosting) throw new Error(`${firebaseJsonPath} has no "hosting" section`)
  return json.hosting
}

/** The headers set on every path: those of the rule whose source is `**`. */
export function siteWideHeaders(hosting: HostingConfig): Map<string, string> {
  const rule = hosting.headers?.find((candidate) => candidate.source === '**')
  return new Map((rule?.headers ?? []).map(({ key, value }) => [key.toLowerCase(), value]))
}

/** The site's Content-Security-Policy (from the `**` rule). */
export function siteCsp(hosting: HostingConfig): string {
  const csp = siteWideHeaders(hosting).get('content-security-policy')
  if (!csp) throw new Error('firebase.json sets no Content-Security-Policy on "**"')
  return csp
}

/** A policy as directive name → source list, in order (`upgrade-insecure-requests` has an empty list). */
export function parseCsp(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>()
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name) directives.set(name.toLowerCase(), sources)
  }
  return directives
}

export function serializeCsp(directives: Map<string, string[]>): string {
  return [...directives].map(([name, sources]) => [name, ...sources].join(' ')).join('; ')
}

/** `'sha256-…'` of a script's text, as CSP computes it (UTF-8 bytes, exactly as between the tags). */
export function cspHash(scriptText: string): string {
  return `'sha256-${createHash('sha256').update(scriptText, 'utf8').digest('base64')}'`
}

/**
 * Every inline script a browser would run in an HTML page: `<script>` without `src`, of a JavaScript type.
 * Data blocks (`application/ld+json`, `application/json`) never run, so no policy applies to them.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = []
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? ''
    if (/\bsrc\s*=/i.test(attributes)) continue
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase()
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue
    scripts.push(match[2] ?? '')
  }
  return scripts
}

/** Every `.html` file under a build directory, as paths relative to it. */
export function htmlFiles(dir: string): string[] {
  const found: string[] = []
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (entry.name.endsWith('.html')) found.push(relative(dir, path))
    }
  }
  walk(dir)
  return found.sort()
}

/** The hash of every inline script of a build's pages, each once, sorted. */
export function buildScriptHashes(dir: string): string[] {
  const hashes = new Set<string>()
  for (const file of htmlFiles(dir)) for (const script of inlineScripts(readFileSync(join(dir, file), 'utf8'))) hashes.add(cspHash(script))
  return [...hashes].sort()
}

/** `policy` with `hashes` added to its `script-src` (each once, after the sources it has). */
export function withScriptHashes(policy: string, hashes: readonly string[]): string {
  const directives = parseCsp(policy)
  const sources = directives.get('script-src')
  if (!sources) throw new Error('The Content-Security-Policy has no script-src')
  directives.set('script-src', [...sources, ...hashes.filter((hash) => !sources.includes(hash))])
  return serializeCsp(directives)
}

/**
 * What App Check with reCAPTCHA Enterprise loads and calls (src/lib/firebase/app-check.ts): reCAPTCHA's script, the
 * frame it attests in, and App Check's token exchange.
 */
export const APP_CHECK_CSP_SOURCES: Readonly<Record<string, readonly string[]>> = {
  'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  'connect-src': ['https://content-firebaseappcheck.googleapis.com'],
}

/** The module that runs App Check: in a build's manifest only when it was built with a site key. */
const APP_CHECK_MODULE = 'src/lib/firebase/app-check.ts'

/** Whether the build in `dir` runs App Check (its Vite manifest has the App Check module). */
export function buildRunsAppCheck(dir: string): boolean {
  const manifest = join(dir, '.vite/manifest.json')
  return existsSync(manifest) && APP_CHECK_MODULE in (JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, unknown>)
}

/** `policy` with `sources` added to their directives (each once, after the sources a directive has). */
export function withSources(policy: string, sources: Readonly<Record<string, readonly string[]>>): string {
  const directives = parseCsp(policy)
  for (const [name, added] of Object.entries(sources)) {
    const current = directives.get(name) ?? []
    directives.set(name, [...current, ...added.filter((source) => !current.includes(source))])
  }
  return serializeCsp(directives)
}

/**
 * The Hosting configuration of a build: `hosting` (firebase.json's section) with the build's inline scripts
 * allowed by their hashes in the Content-Security-Policy of its `**` rule, and App Check's sources when the build
 * runs it. What is deployed and served.
 */
export function hostingConfigForBuild(hosting: HostingConfig, dir: string): HostingConfig {
  const hashed = withScriptHashes(siteCsp(hosting), buildScriptHashes(dir))
  const policy = buildRunsAppCheck(dir) ? withSources(hashed, APP_CHECK_CSP_SOURCES) : hashed
  return {
    ...hosting,
    headers: hosting.headers?.map((rule) =>
      rule.source === '**'
        ? { ...rule, headers: rule.headers.map((header) => (header.key.toLowerCase() === 'content-security-policy' ? { ...header, value: policy } : header)) }
        : rule,
    ),
  }
}

/** The inline scripts of a build that the policy would block, with the hash each one needs. */
export function unhashedInlineScripts(dir: string, policy: string): Array<{ file: string; hash: string }> {
  const allowed = new Set(parseCsp(policy).get('script-src') ?? [])
  const missing: Array<{ file: string; hash: string }> = []
  for (const file of htmlFiles(dir)) {
    for (const script of inlineScripts(readFileSync(join(dir, file), 'utf8'))) {
      const hash = cspHash(script)
      if (!allowed.has(hash)) missing.push({ file, hash })
    }
  }
  return missing
}
