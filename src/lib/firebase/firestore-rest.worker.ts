/// <reference lib="webworker" />
import { answerRead, type DocumentReadRequest } from './firestore-rest-read'

/**
 * Reads documents through Firestore's REST API off the main thread (src/lib/firebase/firestore-rest.ts): a catalog
 * of hundreds of cars is megabytes of indented JSON, whose parsing would hold the page up on a phone.
 */

const scope = self as unknown as DedicatedWorkerGlobalScope

scope.onmessage = async (event: MessageEvent<DocumentReadRequest>) => {
  scope.postMessage(await answerRead(event.data))
}
