// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { LOCALES } from '@/lib/locale'
import { ANALYTICS_CSP_SOURCES } from '@/lib/firebase/analytics'
import { PAGE_SEGMENTS } from '@/features/shell/locale-routing'
import { VEHICLE_CATEGORIES } from '@/features/vehicles/model/vehicle-constants'
import {
  APP_CHECK_CSP_SOURCES,
  buildRunsAppCheck,
  buildScriptHashes,
  cspHash,
  hostingConfigForBuild,
  inlineScripts,
  parseCsp,
  readHostingConfig,
  siteCsp,
  siteWideHeaders,
  unhashedInlineScripts,
  withScriptHashes,
  type HostingHeaderRule,
} from '../../scripts/hosting/csp'
import { deployProblems, writeDeployConfig } from '../../scripts/hosting/deploy-config'
import { emulatorOrigins, localPolicy } from '../../scripts/hosting/server'

/**
 * firebase.json's `hosting` section: valid for the Firebase CLI, the security headers every response carries,
 * a policy without loopholes, exactly one cache rule per kind of file, and redirects that agree with the app's
 * routes; the policy of a build, with its inline scripts' hashes, and the configuration deployed with it. (That
 * the policy blocks nothing the built site loads is tested end to end in tests/e2e/hosting.spec.ts.)
 */

const require = createRequire(import.meta.url)
const FIREBASE_JSON = resolve(process.cwd(), 'firebase.json')
const hosting = readHostingConfig(FIREBASE_JSON)
const headers = siteWideHeaders(hosting)
const csp = parseCsp(siteCsp(hosting))

/** How the Hosting emulator (superstatic) matches a rule's `source`/`regex` against a path. */
const { configMatcher } = require('superstatic/lib/utils/patterns.js') as {
  configMatcher: (path: string, rule: { source?: string; glob?: string; regex?: string }) => boolean
}

function cacheControlRules(path: string): HostingHeaderRule[] {
  return (hosting.headers ?? []).filter((rule) => configMatcher(path, rule) && rule.headers.some((header) => header.key.toLowerCase() === 'cache-control'))
}

function cacheControl(path: string): string | undefined {
  return cacheControlRules(path)[0]?.headers.find((header) => header.key.toLowerCase() === 'cache-control')?.value
}

/** The app's source files (tests left out). */
function sourceFiles(dir = resolve(process.cwd(), 'src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** Errors of the Firebase CLI's own JSON schema, compiled by its own validator (a few seconds on a busy machine). */
function configErrors(path: string): string[] {
  const { getValidator, getErrorMessage } = require('firebase-tools/lib/firebaseConfigValidate.js') as {
    getValidator: () => ((config: unknown) => boolean) & { errors?: unknown[] | null }
    getErrorMessage: (error: unknown) => string
  }
  const validate = getValidator()
  const valid = validate(JSON.parse(readFileSync(path, 'utf8')))
  return valid ? [] : (validate.errors ?? [{}]).map(getErrorMessage)
}

/** A build directory of HTML pages (path → content), removed after the tests. */
const builds: string[] = []
function fakeBuild(pages: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'hosting-build-'))
  builds.push(dir)
  for (const [path, html] of Object.entries(pages)) {
    mkdirSync(resolve(dir, path, '..'), { recursive: true })
    writeFileSync(join(dir, path), html)
  }
  return dir
}
afterAll(() => {
  for (const dir of builds) rmSync(dir, { recursive: true, force: true })
})

describe('firebase.json', () => {
  it('is valid for the Firebase CLI', { timeout: 30_000 }, () => {
    expect(configErrors(FIREBASE_JSON)).toEqual([])
  })

  it('serves the build directory with clean URLs and no trailing slashes, like the app', () => {
    expect(hosting).toMatchObject({ public: 'dist', cleanUrls: true, trailingSlash: false })
  })
})

describe('security headers on every response', () => {
  it('HSTS for at least a year, subdomains included', () => {
    const hsts = headers.get('strict-transport-security') ?? ''
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000)
    expect(hsts).toMatch(/;\s*includeSubDomains/)
  })

  it('no sniffing, no framing, a strict referrer policy', () => {
    expect(headers.get('x-content-type-options')).toBe('nosniff')
    expect(headers.get('x-frame-options')).toBe('DENY')
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })

  it('no window of another origin keeps a handle on the site’s (sign-in is e-mail and password: no popup needs one; the windows the site opens get none)', () => {
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin')
    const auth = readFileSync(resolve(process.cwd(), 'src/lib/firebase/auth.ts'), 'utf8')
    expect(auth).toContain('signInWithEmailAndPassword')
    const code = sourceFiles().map((file) => readFileSync(file, 'utf8'))
    expect(code.filter((text) => /signInWith(?:Popup|Redirect)/.test(text))).toEqual([])
    // A window the site opens (WhatsApp) never needs a handle back either.
    for (const call of code.flatMap((text) => text.match(/window\.open\([^)]*\)/g) ?? [])) expect(call).toContain('noopener')
  })

  const features = new Map((headers.get('permissions-policy') ?? '').split(',').map((part) => part.trim().split('=') as [string, string]))

  it('Permissions-Policy grants the site only what it uses: sharing a car (Web Share, else the clipboard)', () => {
    const granted = [...features].filter(([, allowlist]) => allowlist !== '()')
    expect(granted).toEqual([['clipboard-write', '(self)']])
    // Web Share is left to its default (this origin only): Chromium on the desktop does not know the feature
    // and says so in the console of every page.
    expect(features.has('web-share')).toBe(false)
    const code = sourceFiles()
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n')
    expect(code).toContain('navigator.share(')
    expect(code).toContain('navigator.clipboard.writeText(')
  })

  it('Permissions-Policy denies the camera and full screen, which no code asks for (a file input’s `capture` opens the camera app without it), and location, microphone, payment, USB', () => {
    for (const feature of ['camera', 'fullscreen', 'geolocation', 'microphone', 'payment', 'usb', 'display-capture', 'idle-detection']) {
      expect(features.get(feature), feature).toBe('()')
    }
    expect(sourceFiles().filter((file) => /getUserMedia|requestFullscreen|getDisplayMedia|geolocation/.test(readFileSync(file, 'utf8')))).toEqual([])
  })
})

describe('Content-Security-Policy', () => {
  it('never allows eval, and scripts only from the site or Google’s gtag.js (the build adds its inline scripts’ hashes)', () => {
    expect(siteCsp(hosting)).not.toContain('unsafe-eval')
    expect(csp.get('script-src')).toEqual(["'self'", 'https://www.googletagmanager.com/gtag/js'])
  })

  it('allows exactly what analytics needs of Google’s tag and measurement hosts, and the gtag.js the Firebase SDK loads', () => {
    const google = /googletagmanager\.com|google-analytics\.com|analytics\.google\.com|firebase(?:installations)?\.googleapis\.com/
    for (const [name, sources] of csp) {
      const needed: readonly string[] = ANALYTICS_CSP_SOURCES[name as keyof typeof ANALYTICS_CSP_SOURCES] ?? []
      expect(sources.filter((source) => google.test(source)).sort(), name).toEqual([...needed].sort())
    }
    // The SDK's own address of gtag.js (its query, with the measurement id, is what CSP cannot match).
    // (firebase/analytics re-exports the package of Firebase's own that holds it.)
    const sdk = readFileSync(resolve(process.cwd(), 'node_modules/@firebase/analytics/dist/esm/index.esm.js'), 'utf8')
    const gtagUrl = /const GTAG_URL = '([^']+)'/.exec(sdk)?.[1]
    expect(gtagUrl).toBeTruthy()
    expect(ANALYTICS_CSP_SOURCES['script-src']).toEqual([gtagUrl])
  })

  it('closes what the site never uses and locks down framing, base and forms', () => {
    expect(csp.get('default-src')).toEqual(["'self'"])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    expect(csp.get('base-uri')).toEqual(["'self'"])
    expect(csp.get('form-action')).toEqual(["'self'"])
    expect(csp.get('worker-src')).toEqual(["'self'"])
    expect(csp.get('upgrade-insecure-requests')).toEqual([])
  })

  it('inline styles are allowed (the splash’s <style> in the head; style attributes: Mantine’s style props, the grids’ column counts), and nothing else is inline', () => {
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"])
    for (const [name, sources] of csp) if (name !== 'style-src') expect(sources, name).not.toContain("'unsafe-inline'")
  })

  it('reaches Firebase Auth, Firestore, Storage and Analytics over https, and no host is a bare wildcard or scheme', () => {
    expect(csp.get('connect-src')).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        'https://firestore.googleapis.com',
        'https://firebasestorage.googleapis.com',
        'https://firebase.googleapis.com',
        'https://firebaseinstallations.googleapis.com',
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://www.googletagmanager.com',
      ]),
    )
    expect(csp.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'blob:', 'https://firebasestorage.googleapis.com', 'https://*.google-analytics.com']))
    // Firestore's WebChannel probes connectivity with this one image when its connection fails.
    expect(csp.get('img-src')).toContain('https://www.google.com/images/cleardot.gif')
    // data: images only: each page's favicon is inline (scripts/vite-plugin-inline-favicon.ts).
    expect(csp.get('img-src')).toContain('data:')
    for (const [name, sources] of csp) {
      for (const source of sources) {
        expect(source, name).not.toMatch(name === 'img-src' ? /^(?:\*|https?:|http:\/\/.*)$/ : /^(?:\*|https?:|http:\/\/.*|data:)$/)
      }
    }
  })
})

describe('cache rules', () => {
  it.each([
    ['/assets/index-B2x9kL.js', 'public, max-age=31536000, immutable'],
    ['/assets/index-B2x9kL.css', 'public, max-age=31536000, immutable'],
    ['/assets/photo-resize.worker-Cq1.js', 'public, max-age=31536000, immutable'],
    ['/sw.js', 'no-cache'],
    ['/workbox-5ffe50d4.js', 'no-cache'],
    ['/index.html', 'no-cache'],
    ['/', 'no-cache'],
    ['/it/list/used', 'no-cache'],
    ['/en/detail/used-001', 'no-cache'],
    ['/it/chisiamo.html', 'no-cache'],
    ['/en/chisiamo/index.html', 'no-cache'],
    ['/manifest.webmanifest', 'no-cache'],
    ['/builds/latest.json', 'no-cache'],
    ['/builds/meta/abc123.json', 'no-cache'],
  ])('%s: %s, set by exactly one rule (no reliance on rule order)', (path, expected) => {
    expect(cacheControlRules(path)).toHaveLength(1)
    expect(cacheControl(path)).toBe(expected)
  })

  it('icons and the favicon keep Hosting’s default', () => {
    expect(cacheControlRules('/favicon.svg')).toHaveLength(0)
    expect(cacheControlRules('/icons/icon-192.png')).toHaveLength(0)
  })
})

describe('redirects and rewrites agree with the app', () => {
  const redirectOf = (path: string) => hosting.redirects?.find((rule) => configMatcher(path, rule))
  const rewriteOf = (path: string) => hosting.rewrites?.find((rule) => configMatcher(path, rule))

  it.each([
    ['usato', 'src/routes/$lang/usato.tsx'],
    ['noleggio', 'src/routes/$lang/noleggio.tsx'],
  ])('/{lang}/%s answers 301 to the listing its route redirects to', (page, routeFile) => {
    const category = /category:\s*'(\w+)'/.exec(readFileSync(resolve(process.cwd(), routeFile), 'utf8'))?.[1]
    expect(category).toBeTruthy()
    for (const lang of LOCALES) {
      expect(redirectOf(`/${lang}/${page}`)).toMatchObject({ destination: `/${lang}/list/${category}`, type: 301 })
    }
  })

  /**
   * Every address of the app's route tree (src/routeTree.gen.ts), with each locale, each category and an id
   * (a car published after the build has no prerendered page: the app shell serves it).
   */
  const appPaths = () => {
    const tree = readFileSync(resolve(process.cwd(), 'src/routeTree.gen.ts'), 'utf8')
    const block = /interface FileRoutesByFullPath \{([^}]*)\}/.exec(tree)?.[1] ?? ''
    const patterns = [...block.matchAll(/'([^']+)':/g)].map((match) => match[1]!.replace(/\/$/, '') || '/')
    expect(patterns).toContain('/$lang/detail/$id')
    return patterns.flatMap((pattern) =>
      LOCALES.flatMap((lang) =>
        (pattern.includes('$category') ? VEHICLE_CATEGORIES : ['-']).map((category) =>
          pattern.replace('$lang', lang).replace('$category', category).replace('$id', 'Xk2fP9qLw0aBcD3eFgHi'),
        ),
      ),
    )
  }

  it('every route of the app is served the app', () => {
    const paths = appPaths()
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/it', '/en/list', '/it/list/used', '/en/detail/Xk2fP9qLw0aBcD3eFgHi', '/it/admin/edit/Xk2fP9qLw0aBcD3eFgHi']),
    )
    for (const path of paths) expect(rewriteOf(path)?.destination, path).toBe('/index.html')
  })

  it('pages without a locale prefix are left to the app, which picks the visitor’s language', () => {
    for (const segment of PAGE_SEGMENTS) {
      expect(redirectOf(`/${segment}`), segment).toBeUndefined()
    }
    const unprefixed = appPaths()
      .filter((path) => path.startsWith(`/${LOCALES[0]}/`))
      .map((path) => path.slice(LOCALES[0].length + 1))
    expect(unprefixed).toEqual(expect.arrayContaining(['/servizi', '/usato', '/noleggio', '/list/used', '/detail/Xk2fP9qLw0aBcD3eFgHi', '/admin']))
    for (const path of unprefixed) {
      expect(PAGE_SEGMENTS.has(path.split('/')[1]!), path).toBe(true)
      expect(rewriteOf(path)?.destination, path).toBe('/index.html')
    }
  })

  it('any other address is Hosting’s 404 (the build’s 404.html), as is a missing file', () => {
    for (const path of [
      '/nope/x',
      '/it/qualcosa/che/non/esiste/davvero',
      '/wp-admin.php',
      '/wp-login.php',
      '/.env',
      '/fr/servizi',
      '/fr',
      '/itservizi',
      '/it/servizi/extra',
      '/servizi/extra',
      '/it/list/bikes',
      '/it/detail',
      '/it/detail/used-001/photos',
      '/it/admin/edit',
      '/404',
      '/assets/index-OLD.js',
      '/robots.txt',
      '/builds/latest.json',
      '/icons/missing.png',
    ]) {
      expect(rewriteOf(path), path).toBeUndefined()
    }
  })
})

describe('inline script hashes', () => {
  it('hashes as browsers do (the example of the CSP specification)', () => {
    expect(cspHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='")
  })

  it('finds the scripts that run, not external scripts or data blocks', () => {
    const html = `<script>a()</script><script type="module">b()</script><script type="module" src="/x.js"></script>
      <script type="application/ld+json">{"@type":"Car"}</script><SCRIPT type="text/javascript">c()</SCRIPT>`
    expect(inlineScripts(html)).toEqual(['a()', 'b()', 'c()'])
  })
})

describe('the policy of a build', () => {
  const build = () =>
    fakeBuild({
      'index.html': '<script>a()</script><script type="application/ld+json">{}</script><script type="module" src="/x.js"></script>',
      'it/servizi.html': '<script>a()</script><div><script>b()</script></div>',
      'assets/x.js': 'x()',
    })

  it('allows every inline script of its pages by its hash, each once, and changes nothing else', () => {
    const dir = build()
    expect(buildScriptHashes(dir)).toEqual([cspHash('a()'), cspHash('b()')].sort())
    const config = hostingConfigForBuild(hosting, dir)
    const policy = parseCsp(siteCsp(config))
    expect(policy.get('script-src')).toEqual([...(csp.get('script-src') ?? []), ...[cspHash('a()'), cspHash('b()')].sort()])
    for (const [name, sources] of csp) if (name !== 'script-src') expect(policy.get(name), name).toEqual(sources)
    expect(unhashedInlineScripts(dir, siteCsp(config))).toEqual([])
    expect(unhashedInlineScripts(dir, siteCsp(hosting))).toEqual([
      { file: 'index.html', hash: cspHash('a()') },
      { file: join('it', 'servizi.html'), hash: cspHash('a()') },
      { file: join('it', 'servizi.html'), hash: cspHash('b()') },
    ])
    // Only the policy's value differs from firebase.json's section.
    const withoutPolicy = (rules: HostingHeaderRule[] | undefined) =>
      rules?.map((rule) => ({ ...rule, headers: rule.headers.filter((header) => header.key !== 'Content-Security-Policy') }))
    expect({ ...config, headers: withoutPolicy(config.headers) }).toEqual({ ...hosting, headers: withoutPolicy(hosting.headers) })
  })

  it('allows App Check’s reCAPTCHA Enterprise and token exchange in a build that runs it (built with a site key), and only there', () => {
    expect(buildRunsAppCheck(build())).toBe(false)
    const manifest = {
      'index.html': { file: 'assets/main.js', isEntry: true },
      'src/lib/firebase/app-check.ts': { file: 'assets/app-check.js', isDynamicEntry: true },
    }
    const dir = fakeBuild({ 'index.html': '<p>page</p>', '.vite/manifest.json': JSON.stringify(manifest) })
    expect(buildRunsAppCheck(dir)).toBe(true)
    const policy = parseCsp(siteCsp(hostingConfigForBuild(hosting, dir)))
    for (const [name, sources] of csp) expect(policy.get(name), name).toEqual([...sources, ...(APP_CHECK_CSP_SOURCES[name] ?? [])])
    expect(policy.get('frame-src')).toEqual(expect.arrayContaining(['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']))
    // The addresses the SDK loads and calls fall under those sources.
    const sdk = readFileSync(resolve(process.cwd(), 'node_modules/@firebase/app-check/dist/esm/index.esm.js'), 'utf8')
    const endpoint = /https:\/\/[\w.-]+\/v1(?=['"`])/.exec(sdk)?.[0]
    const script = /https:\/\/www\.google\.com\/recaptcha\/enterprise\.js/.exec(sdk)?.[0]
    for (const [directive, address] of [
      ['connect-src', endpoint],
      ['script-src', script],
    ] as const) {
      expect(address, directive).toBeTruthy()
      expect(
        policy.get(directive)?.some((source) => address!.startsWith(source)),
        address,
      ).toBe(true)
    }
  })

  it('adds a hash the policy has once only', () => {
    expect(withScriptHashes("script-src 'self' 'sha256-x'; img-src 'self'", ["'sha256-x'", "'sha256-y'"])).toBe(
      "script-src 'self' 'sha256-x' 'sha256-y'; img-src 'self'",
    )
  })

  it('is deployed with firebase.json’s other sections, in a configuration valid for the Firebase CLI', { timeout: 30_000 }, () => {
    const dir = build()
    const deployConfig = join(dir, 'firebase.deploy.json')
    writeDeployConfig(FIREBASE_JSON, dir, deployConfig)
    const written = JSON.parse(readFileSync(deployConfig, 'utf8')) as Record<string, unknown>
    const original = JSON.parse(readFileSync(FIREBASE_JSON, 'utf8')) as Record<string, unknown>
    expect(written).toEqual({ ...original, hosting: hostingConfigForBuild(hosting, dir) })
    expect(configErrors(deployConfig)).toEqual([])
  })
})

describe('local serving', () => {
  it('adds the emulators to connect-src and img-src, drops upgrade-insecure-requests (local http), and changes nothing else', () => {
    const origins = emulatorOrigins(FIREBASE_JSON)
    expect(origins).toEqual(expect.arrayContaining(['http://127.0.0.1:8080', 'http://127.0.0.1:9099', 'http://127.0.0.1:9199', 'http://localhost:9199']))
    const local = parseCsp(localPolicy(siteCsp(hosting), origins))
    expect(local.get('connect-src')).toEqual([...(csp.get('connect-src') ?? []), ...origins])
    expect(local.get('img-src')).toEqual([...(csp.get('img-src') ?? []), ...origins])
    expect(local.has('upgrade-insecure-requests')).toBe(false)
    const untouched = [...csp.keys()].filter((name) => !['connect-src', 'img-src', 'upgrade-insecure-requests'].includes(name))
    expect([...local.keys()].sort()).toEqual([...untouched, 'connect-src', 'img-src'].sort())
    for (const name of untouched) expect(local.get(name), name).toEqual(csp.get(name))
  })
})

describe('npm run deploy refuses', () => {
  const complete = {
    VITE_FIREBASE_API_KEY: 'AIzaSyExample',
    VITE_FIREBASE_AUTH_DOMAIN: 'dealer-site.firebaseapp.com',
    VITE_FIREBASE_PROJECT_ID: 'dealer-site',
    VITE_FIREBASE_STORAGE_BUCKET: 'dealer-site.firebasestorage.app',
    VITE_FIREBASE_APP_ID: '1:123:web:abc',
  }

  it('nothing when the project and its configuration are complete', () => {
    expect(deployProblems('dealer-site', complete)).toEqual([])
  })
  it('without a project', () => {
    expect(deployProblems(undefined, complete)).toEqual([expect.stringMatching(/--project <id> or set FIREBASE_PROJECT/)])
  })
  it('the demo project, which exists only in the emulators', () => {
    expect(deployProblems('demo-autosalone', { ...complete, VITE_FIREBASE_PROJECT_ID: 'demo-autosalone' })).toEqual([expect.stringMatching(/demo project/)])
  })
  it('a configuration with a value missing, naming it', () => {
    expect(deployProblems('dealer-site', { ...complete, VITE_FIREBASE_APP_ID: ' ' })).toEqual([
      expect.stringMatching(/set VITE_FIREBASE_APP_ID in \.env\.production\.local/),
    ])
  })
  it('a configuration of another project', () => {
    expect(deployProblems('dealer-site', { ...complete, VITE_FIREBASE_PROJECT_ID: 'other-site' })).toEqual([expect.stringMatching(/another project/)])
  })
  it('a build that would talk to the emulators', () => {
    expect(deployProblems('dealer-site', { ...complete, VITE_USE_EMULATORS: 'true' })).toEqual([expect.stringMatching(/VITE_USE_EMULATORS/)])
  })
})
