/**
 * docs/performance.md: its section between the two markers is the benchmark's latest table; the rest is the
 * file's own. The file is made, with a short header, when it is missing.
 */
import { readFile, writeFile } from 'node:fs/promises'

export const START = '<!-- bench:start -->'
export const END = '<!-- bench:end -->'

const HEADER = `# Performance

\`npm run bench\` builds the site and a reference app of the same stack with nothing in it (the floor,
\`../shared/perf-floor\`), serves both as Hosting does (HTTPS, HTTP/2, compressed) and loads their pages in a
full headless Chromium, turn about, several times each: Lighthouse's mobile run, a load on a throttled phone
(4× CPU slowdown, slow 4G) left alone for ten seconds (its LCP, long tasks and layout shifts as the page observes
them), and, for each of the controls a visitor taps first, one that taps it from the first byte on until it
works (the page's first working tap is its slowest control's). It compares each page with the floor's, as
ratios, and the budgets are such ratios. \`scripts/bench.ts\` says how. The section below is written by it, with each run: its table replaces the previous one.
`

/** `text` with its section between the markers replaced by `section`; the markers and section added at the end when missing. */
export function withSection(text: string, section: string): string {
  const block = `${START}\n${section}\n${END}`
  const start = text.indexOf(START)
  const end = text.indexOf(END, start)
  if (start === -1 || end === -1) return `${text.trimEnd()}\n\n${block}\n`
  return `${text.slice(0, start)}${block}${text.slice(end + END.length)}`
}

/** Writes `section` into the file at `path`, made with its header when missing. */
export async function writeDocsSection(path: string, section: string): Promise<void> {
  const text = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return HEADER
    throw error
  })
  await writeFile(path, withSection(text, section))
}
