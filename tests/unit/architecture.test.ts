// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The shape of the code, read from its imports (types and dynamic imports too): no two files import each other,
 * directly or around a loop; no two folders do (a folder is a directory of `src`, so `features/admin/editor` and
 * `features/admin/photos` are two), and no two features either. The ESLint rules say which feature may import
 * which; this holds the whole graph. And no file is longer than a reader can hold at once.
 */

const SRC = path.resolve('src')
/** The most lines a file of src may have: one a reader can hold at once. */
const MAX_LINES = 300
const SOURCE = /\.(?:ts|tsx)$/
const IMPORT = /(?:^|[\s;])(?:import|export)\s[^'"`]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return SOURCE.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.gen.ts') ? [full] : []
  })
}

/** The path (relative to src) an import of `file` names, or null for packages and files outside src. */
function target(file: string, specifier: string): string | null {
  let resolved: string
  if (specifier.startsWith('@/')) resolved = path.join(SRC, specifier.slice(2))
  else if (specifier.startsWith('.')) resolved = path.resolve(path.dirname(file), specifier)
  else return null
  const relative = path.relative(SRC, resolved.replace(/\?.*$/, ''))
  return relative.startsWith('..') ? null : relative
}

/** The source file (relative to src) an import names, or null for styles, assets, packages and files outside src. */
function targetFile(file: string, specifier: string): string | null {
  const named = target(file, specifier)
  if (named === null) return null
  const candidates = [named, `${named}.ts`, `${named}.tsx`, path.join(named, 'index.ts'), path.join(named, 'index.tsx')]
  return candidates.find((candidate) => SOURCE.test(candidate) && existsSync(path.join(SRC, candidate))) ?? null
}

/** What a source text imports, in order: values, types only (`import type`, `typeof import(…)`), dynamically, re-exported. */
function importSpecifiers(text: string): string[] {
  return [...text.matchAll(IMPORT)].flatMap((match) => match[1] ?? match[2] ?? match[3] ?? [])
}

/** File → the files it imports (both relative to src). */
function fileGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>()
  for (const file of sourceFiles(SRC)) {
    const from = path.relative(SRC, file)
    const targets = new Set<string>()
    for (const specifier of importSpecifiers(readFileSync(file, 'utf8'))) {
      const to = targetFile(file, specifier)
      if (to !== null && to !== from) targets.add(to)
    }
    graph.set(from, targets)
  }
  return graph
}

/** Folder → the folders it imports from. */
function folderGraph(files: Map<string, Set<string>>): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>()
  for (const [file, targets] of files) {
    const from = path.dirname(file)
    for (const to of [...targets].map((target) => path.dirname(target))) {
      if (to === from) continue
      if (!graph.has(from)) graph.set(from, new Set())
      graph.get(from)!.add(to)
    }
  }
  return graph
}

/** The loops of a graph: its strongly connected components of more than one node (Tarjan). */
function loops(graph: Map<string, Set<string>>): string[][] {
  let index = 0
  const indices = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (node: string) => {
    indices.set(node, index)
    low.set(node, index++)
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, indices.get(next)!))
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        component.push(member)
      } while (member !== node)
      if (component.length > 1) found.push(component.sort())
    }
  }
  for (const node of graph.keys()) if (!indices.has(node)) visit(node)
  return found
}

/** The same graph with each folder replaced by its area: a feature (`features/admin`), or a top-level folder. */
function areaGraph(graph: Map<string, Set<string>>): Map<string, Set<string>> {
  const area = (folder: string) =>
    folder
      .split(path.sep)
      .slice(0, folder.startsWith('features') ? 2 : 1)
      .join('/')
  const areas = new Map<string, Set<string>>()
  for (const [from, targets] of graph) {
    for (const to of targets) {
      if (area(from) === area(to)) continue
      if (!areas.has(area(from))) areas.set(area(from), new Set())
      areas.get(area(from))!.add(area(to))
    }
  }
  return areas
}

describe('the files and folders of src', () => {
  const files = fileGraph()
  const graph = folderGraph(files)

  it('are read from real imports', () => {
    expect(graph.get('routes/$lang/list')).toContain('features/vehicles/listing')
    expect(graph.get(path.join('features', 'admin', 'editor'))).toContain('features/vehicles/model')
    // A type-only import, and a dynamic one.
    expect(files.get('features/vehicles/detail/FullscreenGallery.tsx')).toContain('features/vehicles/detail/gallery-props.ts')
    expect(files.get('features/vehicles/detail/PhotoGallery.tsx')).toContain('features/vehicles/detail/FullscreenGallery.tsx')
  })

  it('are files that import each other without loops', () => {
    expect(loops(files)).toEqual([])
  })

  it('import each other without loops', () => {
    expect(loops(graph)).toEqual([])
  })

  it('form features and shared areas that import each other without loops', () => {
    expect(loops(areaGraph(graph))).toEqual([])
  })

  it('count an import of types only as an import: a loop of types is a loop too', () => {
    const text = [
      "import type { A } from './a'",
      "import { type B, type C } from './b'",
      "export type { D } from './d'",
      'import type {\n  E,\n} from "./e"',
      "type F = typeof import('./f')",
      "const g = () => import('./g')",
    ].join('\n')
    expect(importSpecifiers(text)).toEqual(['./a', './b', './d', './e', './f', './g'])
    const typesOnly = new Map([
      ['a', new Set(importSpecifiers("import type { B } from 'b'"))],
      ['b', new Set(importSpecifiers("export type A = typeof import('a')"))],
    ])
    expect(loops(typesOnly)).toEqual([['a', 'b']])
  })

  it('are each short enough to read at once: 300 lines at most (tests too; the generated route tree aside)', () => {
    const all = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name)
        return entry.isDirectory() ? all(full) : SOURCE.test(entry.name) && !entry.name.endsWith('.gen.ts') ? [full] : []
      })
    const long = all(SRC)
      .map((file) => ({ file: path.relative(SRC, file), lines: readFileSync(file, 'utf8').trimEnd().split('\n').length }))
      .filter(({ lines }) => lines > MAX_LINES)
    expect(long).toEqual([])
  })

  it('find a loop where there is one', () => {
    const looped = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ])
    expect(loops(looped)).toEqual([['a', 'b', 'c']])
  })
})
