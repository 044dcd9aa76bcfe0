/// <reference lib="webworker" />
import { encodePhoto, offscreenKit } from './photo-encode'

/** Decodes and resizes one photo off the main thread, so a 12-megapixel photo does not freeze the page. */

interface Request {
  id: number
  file: Blob
}

const scope = self as unknown as DedicatedWorkerGlobalScope

scope.onmessage = async (event: MessageEvent<Request>) => {
  const { id, file } = event.data
  if (typeof OffscreenCanvas === 'undefined' || typeof createImageBitmap === 'undefined') {
    scope.postMessage({ id, ok: false, reason: 'unsupported' })
    return
  }
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  } catch {
    scope.postMessage({ id, ok: false, reason: 'broken' })
    return
  }
  try {
    const photo = await encodePhoto(offscreenKit, bitmap, { width: bitmap.width, height: bitmap.height })
    scope.postMessage({ id, ok: true, photo })
  } catch {
    scope.postMessage({ id, ok: false, reason: 'unsupported' })
  } finally {
    bitmap.close()
  }
}
