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
  const { prelude } = await prerender(app, {
    // Every part in its place, however large (React writes a large one at the end, with a script to move it).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      console.error('Prerendering failed', error)
    },
  })
  return { html: await new Response(prelude).text(), documents: recordedPageDocuments(), photos: Object.fromEntries(pagePhotoCopies()) }
}
