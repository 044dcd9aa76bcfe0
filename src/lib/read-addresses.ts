/**
 * The addresses of the documents this page has read over plain REST (src/lib/firebase/firestore-rest.ts) and the
 * server answered, in the order first read: what a service worker that came after the reads is asked to keep
 * (src/features/pwa/keep-for-offline.ts), so that the page opens again without a network.
 */
const answered = new Set<string>()

export function recordRead(url: string): void {
  answered.add(url)
}

export function readAddresses(): string[] {
  return [...answered]
}
