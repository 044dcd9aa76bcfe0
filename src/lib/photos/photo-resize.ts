import { elementKit, encodePhoto, type EncodedPhoto } from './photo-encode'
import { checkImageHeader } from './photo-pipeline'

/**
 * Resizes photos on the device, one at a time: in a Web Worker with OffscreenCanvas where the browser has them,
 * else on the page with createImageBitmap (or an <img>) and a canvas. EXIF orientation is applied; metadata
 * (GPS included) is dropped by the re-encoding.
 */

export class PhotoDecodeError extends Error {
  constructor() {
    super('The image cannot be read')
    this.name = 'PhotoDecodeError'
  }
}

type WorkerReply = { id: number; ok: true; photo: EncodedPhoto } | { id: number; ok: false; reason: 'broken' | 'unsupported' }

let worker: Worker | null | undefined
let nextId = 1
const waiting = new Map<number, (reply: WorkerReply) => void>()

function getWorker(): Worker | null {
  if (worker !== undefined) return worker
  try {
    worker = new Worker(new URL('./photo-resize.worker.ts', import.meta.url), { type: 'module' })
    worker.onmessage = (event: MessageEvent<WorkerReply>) => {
      waiting.get(event.data.id)?.(event.data)
      waiting.delete(event.data.id)
    }
    worker.onerror = () => {
      for (const resolve of waiting.values()) resolve({ id: 0, ok: false, reason: 'unsupported' })
      waiting.clear()
      worker?.terminate()
      worker = null
    }
  } catch {
    worker = null
  }
  return worker
}

function inWorker(file: Blob): Promise<WorkerReply> {
  const target = getWorker()
  if (!target) return Promise.resolve({ id: 0, ok: false, reason: 'unsupported' })
  const id = nextId++
  return new Promise((resolve) => {
    waiting.set(id, resolve)
    target.postMessage({ id, file })
  })
}

async function decodeWithImageElement(file: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file)
  try {
    const image = new Image()
    image.decoding = 'async'
    image.src = url
    await image.decode()
    return image
  } catch {
    throw new PhotoDecodeError()
  } finally {
    URL.revokeObjectURL(url)
  }
}

async function onPage(file: Blob): Promise<EncodedPhoto> {
  if (typeof createImageBitmap === 'function') {
    let bitmap: ImageBitmap | undefined
    try {
      bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
    } catch {
      bitmap = undefined
    }
    if (bitmap) {
      try {
        return await encodePhoto(elementKit, bitmap, { width: bitmap.width, height: bitmap.height })
      } finally {
        bitmap.close()
      }
    }
  }
  const image = await decodeWithImageElement(file)
  return encodePhoto(elementKit, image, { width: image.naturalWidth, height: image.naturalHeight })
}

async function resizeNow(file: Blob): Promise<EncodedPhoto> {
  // Checked when picked; again here, before anything decodes it, for a photo picked up again from the device.
  if (await checkImageHeader(file)) throw new PhotoDecodeError()
  const reply = await inWorker(file)
  if (reply.ok) return reply.photo
  // Not decodable in the worker: the page may still read it (and throws PhotoDecodeError if it cannot).
  return onPage(file)
}

let queue: Promise<unknown> = Promise.resolve()

/** Resizes one photo to the upload sizes; photos queue up and are processed one at a time. */
export function resizePhoto(file: Blob): Promise<EncodedPhoto> {
  const result = queue.then(() => resizeNow(file))
  queue = result.catch(() => undefined)
  return result
}
