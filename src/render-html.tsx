import type { ReactNode } from 'react'
import { prerender } from 'react-dom/static'
import { pagePhotoCopies, recordedPageDocuments, setPagePhotoCopies } from '@/lib/page-data'

/** What scripts/prerender.ts writes into a prerendered page: the app's HTML and the documents it shows. */
export interface RenderedPage {
  html: string
  documents: Record<string, unknown>
  /** The copies of the first screen's photos that the HTML shows (see pagePhotoCopies). */
  photos: Record<string, string>
}

/**
 * The app's HTML as React renders it on a server, for a prerendered page: markup that the app, started on
 * that page with the same route and data, hydrates as it is. Run in the browser that prerenders the pages
 * (its own chunk, which no visitor loads), once the page has loaded everything it shows. React's static
 * renderer waits for every part (a lazy one included), and writes each in its place. `photoCopies`: the site's
 * copies of the photos on the page's first screen, which its HTML shows in their place.
 */
export async function renderPage(app: ReactNode, photoCopies: Record<string, string> = {}): Promise<RenderedPage> {
  setPagePhotoCopies(photoCopies)
  // React's static renderer and the app's own, both in this page, keep the value each React context has in the
  // same place. While the static renderer waits for a part still loading, the app may render (in slices, in
  // between) and leave a context as its own render had it, which the static renderer then reads (a component
  // finding no translations: it reports an error). A second render, with every part loaded by the first, waits
  // for nothing: it runs in one task, with nothing in between. Its errors are the page's.
  let rendered = await renderOnce(app)
  if (rendered.errors.length > 0) rendered = await renderOnce(app)
  for (const error of rendered.errors) console.error('Prerendering failed', error)
  return { html: rendered.html, documents: recordedPageDocuments(), photos: Object.fromEntries(pagePhotoCopies()) }
}

async function renderOnce(app: ReactNode): Promise<{ html: string; errors: unknown[] }> {
  const errors: unknown[] = []
  const { prelude } = await prerender(app, {
    // Every part in its place, however large (React writes a large one at the end, with a script to move it).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      errors.push(error)
    },
  })
  return { html: await new Response(prelude).text(), errors }
}
