import type { ReactNode } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import { recordedPageDocuments } from '@/lib/page-data'

/** What scripts/prerender.ts writes into a prerendered page: the app's HTML and the documents it shows. */
export interface RenderedPage {
  html: string
  documents: Record<string, unknown>
}

/**
 * The app's HTML as React renders it on a server, for a prerendered page: markup that the app, started on
 * that page with the same route and data, hydrates as it is. Run in the browser that prerenders the pages
 * (its own chunk, which no visitor loads), once the page has loaded everything it shows.
 */
export async function renderPage(app: ReactNode): Promise<RenderedPage> {
  const stream = await renderToReadableStream(app, {
    onError(error) {
      console.error('Prerendering failed', error)
    },
  })
  // Every lazy part in, rather than its fallback.
  await stream.allReady
  return { html: await new Response(stream).text(), documents: recordedPageDocuments() }
}
