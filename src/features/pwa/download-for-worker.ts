import { installDownloads } from '@/lib/install-downloads'

/**
 * The page's part in its worker's install (src/service-worker/warm-up.ts): asked by an installing worker, the page
 * downloads the worker's files into the browser's HTTP cache, all at once and at low priority (the page's own
 * requests go first), where the worker's requests find them. Chromium holds an installing worker to a few requests
 * at a time; a page is not held so, and a first visit's install then takes about as long as the line needs for the
 * bytes. Only addresses of the page's `origin` are downloaded. Returns a function that stops listening.
 */
export function downloadForInstallingWorker(container: EventTarget = navigator.serviceWorker, origin = location.origin): () => void {
  const onMessage = (event: Event) => {
    if (!(event instanceof MessageEvent)) return
    for (const url of installDownloads(event.data, origin)) {
      fetch(url, { credentials: 'same-origin', priority: 'low' })
        .then((response) => response.arrayBuffer())
        .catch(() => {
          // The worker fetches it itself.
        })
    }
  }
  container.addEventListener('message', onMessage)
  return () => container.removeEventListener('message', onMessage)
}
