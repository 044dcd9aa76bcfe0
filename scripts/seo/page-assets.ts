/**
 * Which of the chunks and stylesheets a page loaded belong in its prerendered HTML as `modulepreload` and
 * `stylesheet` links. Only what the page's route needs to render: the entry, the route's own chunks, the
 * language catalog, and everything they import statically. Chunks the page imported later, for its data or
 * after the first paint (Firestore, the cookie banner, the footer's contact form…), are left to load when the
 * app asks for them, so that they do not compete with the first paint.
 */

/** One entry of Vite's build manifest (`build.manifest`), as far as it is read here. */
export interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}

export type BuildManifest = Record<string, ManifestChunk>

/**
 * Dynamic entries a route renders with: its split route chunks, the compiled catalogs, and the head tags a route's
 * loader builds (src/features/seo/*-head.ts), which the first render waits for.
 */
const RENDER_ENTRY = /^(?:src\/routes\/|locales\/|src\/features\/seo\/[\w-]+-head\.ts$)/

/**
 * The modules of islands (`lazyIsland` in src/lib/island.tsx, in files named `*.island.tsx`): parts of the page
 * whose HTML is prerendered but whose code loads later. The page links their styles, not their code: their HTML
 * is on screen, styled, from the first paint.
 */
const ISLAND_ENTRY = /\.island\.tsx$/

/**
 * The files (as the manifest names them: `assets/…`) of the chunks `roots` and of every chunk they import, with
 * their stylesheets; with `dynamic`, also of the chunks they import dynamically that it accepts, and so on.
 */
export function chunkFiles(
  manifest: BuildManifest,
  roots: Iterable<string>,
  { dynamic = () => false }: { dynamic?: (key: string) => boolean } = {},
): Set<string> {
  const files = new Set<string>()
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = manifest[key]
    if (!chunk) return
    files.add(chunk.file)
    for (const css of chunk.css ?? []) files.add(css)
    for (const imported of chunk.imports ?? []) visit(imported)
    for (const imported of chunk.dynamicImports ?? []) if (dynamic(imported)) visit(imported)
  }
  for (const root of roots) visit(root)
  return files
}

/**
 * The site paths (`/assets/…`) of the chunks and stylesheets that render a page, given the paths of the
 * chunks the page loaded.
 */
export function renderAssets(manifest: BuildManifest, loadedPaths: Iterable<string>, base = '/'): Set<string> {
  const loaded = [...loadedPaths]
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [`${base}${chunk.file}`, key]))
  /** The dynamic entries the page loaded whose source matches `pattern`. */
  const loadedEntries = (pattern: RegExp) =>
    loaded.flatMap((path) => {
      const key = byFile.get(path)
      const chunk = key === undefined ? undefined : manifest[key]
      return key !== undefined && chunk?.isDynamicEntry && chunk.src !== undefined && pattern.test(chunk.src) ? [key] : []
    })
  const roots = [...Object.keys(manifest).filter((key) => manifest[key]!.isEntry), ...loadedEntries(RENDER_ENTRY)]
  const assets = new Set([...chunkFiles(manifest, roots)].map((file) => `${base}${file}`))
  // The islands the page rendered: their styles and those of what they import, not their code.
  for (const file of chunkFiles(manifest, loadedEntries(ISLAND_ENTRY))) if (file.endsWith('.css')) assets.add(`${base}${file}`)
  return assets
}
