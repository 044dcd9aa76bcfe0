/**
 * An image's size in pixels read from its header, without decoding it: JPEG (the SOF segment), PNG (IHDR), WebP
 * (VP8, VP8L, VP8X), GIF, BMP, and HEIC/HEIF/AVIF (the `ispe` properties). A 30000×30000 photo decodes to 3.6 GB
 * of pixels, which kills a tablet's tab before any check after the decoding could run; its header is a few bytes.
 * Only the bytes the header needs are read (segment by segment for a JPEG, whatever its metadata).
 */

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'bmp' | 'heif'

export type ImageHeader =
  | { kind: 'size'; format: ImageFormat; width: number; height: number }
  /** Not a format read here (nor one the pipeline takes). */
  | { kind: 'unknown' }
  /** A known format whose header is cut short or inconsistent. */
  | { kind: 'damaged'; format: ImageFormat }

/** Bytes [offset, offset + length) of the file, fewer at its end. */
type ReadBytes = (offset: number, length: number) => Promise<Uint8Array>

const CHUNK = 64 * 1024

/** A Blob's bytes; through a FileReader where Blob.arrayBuffer is missing (Safari before 14). */
function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer()
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(reader.result as ArrayBuffer)
    reader.onerror = () => reject(reader.error ?? new Error('The file cannot be read'))
    reader.readAsArrayBuffer(blob)
  })
}

/** Reads a Blob in chunks of 64 KB, keeping the last one: a header's small reads cost one slice each chunk. */
function blobReader(blob: Blob): ReadBytes {
  let cached: { start: number; bytes: Uint8Array } | null = null
  return async (offset, length) => {
    if (offset < 0 || offset >= blob.size) return new Uint8Array(0)
    if (!cached || offset < cached.start || offset + length > cached.start + cached.bytes.length) {
      const start = offset
      const end = Math.min(blob.size, start + Math.max(length, CHUNK))
      cached = { start, bytes: new Uint8Array(await bytesOf(blob.slice(start, end))) }
    }
    const from = offset - cached.start
    return cached.bytes.subarray(from, Math.min(cached.bytes.length, from + length))
  }
}

const ascii = (bytes: Uint8Array, from: number, length: number) => String.fromCharCode(...bytes.subarray(from, from + length))
const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8)
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16)
const u32be = (b: Uint8Array, at: number) => ((b[at]! << 24) >>> 0) + ((b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!)
const i32le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16) | (b[at + 3]! << 24)

const size = (format: ImageFormat, width: number, height: number): ImageHeader =>
  width > 0 && height > 0 ? { kind: 'size', format, width, height } : { kind: 'damaged', format }

/** SOFn markers carry the frame's size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not. */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc

async function jpeg(read: ReadBytes): Promise<ImageHeader> {
  const damaged: ImageHeader = { kind: 'damaged', format: 'jpeg' }
  let at = 2
  for (let segments = 0; segments < 10_000; segments += 1) {
    const head = await read(at, 2)
    if (head.length < 2 || head[0] !== 0xff) return damaged
    const marker = head[1]!
    if (marker === 0xff) {
      at += 1 // fill byte
      continue
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      at += 2 // no length
      continue
    }
    // The image data or its end before any frame header: no size to read.
    if (marker === 0xd9 || marker === 0xda) return damaged
    const segment = await read(at + 2, 7)
    if (segment.length < 2) return damaged
    const length = u16be(segment, 0)
    if (length < 2) return damaged
    if (isStartOfFrame(marker)) {
      if (segment.length < 7) return damaged
      // Length, precision, then the number of lines and the samples per line.
      return size('jpeg', u16be(segment, 5), u16be(segment, 3))
    }
    at += 2 + length
  }
  return damaged
}

function png(bytes: Uint8Array): ImageHeader {
  if (bytes.length < 24 || ascii(bytes, 12, 4) !== 'IHDR') return { kind: 'damaged', format: 'png' }
  return size('png', u32be(bytes, 16), u32be(bytes, 20))
}

function webp(bytes: Uint8Array): ImageHeader {
  const damaged: ImageHeader = { kind: 'damaged', format: 'webp' }
  if (bytes.length < 30) return damaged
  switch (ascii(bytes, 12, 4)) {
    case 'VP8 ':
      // A key frame's start code, then 14-bit width and height (2 bits of scaling above them).
      if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return damaged
      return size('webp', u16le(bytes, 26) & 0x3fff, u16le(bytes, 28) & 0x3fff)
    case 'VP8L': {
      if (bytes[20] !== 0x2f) return damaged
      const [b0, b1, b2, b3] = [bytes[21]!, bytes[22]!, bytes[23]!, bytes[24]!]
      return size('webp', 1 + (b0 | ((b1 & 0x3f) << 8)), 1 + ((b1 >> 6) | (b2 << 2) | ((b3 & 0x0f) << 10)))
    }
    case 'VP8X':
      return size('webp', 1 + u24le(bytes, 24), 1 + u24le(bytes, 27))
    default:
      return damaged
  }
}

function gif(bytes: Uint8Array): ImageHeader {
  if (bytes.length < 10) return { kind: 'damaged', format: 'gif' }
  return size('gif', u16le(bytes, 6), u16le(bytes, 8))
}

function bmp(bytes: Uint8Array): ImageHeader {
  if (bytes.length < 26) return { kind: 'damaged', format: 'bmp' }
  // OS/2 headers (12 bytes) have 16-bit sides; the others 32-bit, the height negative for top-down rows.
  if (i32le(bytes, 14) === 12) return size('bmp', u16le(bytes, 18), u16le(bytes, 20))
  return size('bmp', Math.abs(i32le(bytes, 18)), Math.abs(i32le(bytes, 22)))
}

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1', 'avif', 'avis'])
/** Boxes that hold the item properties: meta (a full box: 4 bytes of version and flags first), iprp, ipco. */
const HEIF_PATH = ['meta', 'iprp', 'ipco']

/**
 * HEIF (HEIC, AVIF): the sizes in the `ispe` properties of meta/iprp/ipco. The primary image may be a grid
 * of tiles, each with its own smaller `ispe`: the largest is the image's.
 */
async function heif(read: ReadBytes, fileSize: number): Promise<ImageHeader> {
  const damaged: ImageHeader = { kind: 'damaged', format: 'heif' }
  let start = 0
  let end = fileSize
  let depth = 0
  let best: { width: number; height: number } | null = null
  for (let boxes = 0; boxes < 10_000 && start + 8 <= end; boxes += 1) {
    const head = await read(start, 16)
    if (head.length < 8) return damaged
    let length = u32be(head, 0)
    const type = ascii(head, 4, 4)
    let body = start + 8
    if (length === 1) {
      if (head.length < 16 || u32be(head, 8) !== 0) return damaged // over 4 GB: not a photo
      length = u32be(head, 12)
      body += 8
    } else if (length === 0) {
      length = end - start
    }
    if (length < body - start || start + length > end) return damaged
    if (depth < HEIF_PATH.length && type === HEIF_PATH[depth]) {
      // Into the box: its children are walked next, within it.
      end = start + length
      start = body + (type === 'meta' ? 4 : 0)
      depth += 1
      continue
    }
    if (depth === HEIF_PATH.length && type === 'ispe') {
      const property = await read(body, 12)
      if (property.length < 12) return damaged
      const width = u32be(property, 4)
      const height = u32be(property, 8)
      if (!best || width * height > best.width * best.height) best = { width, height }
    }
    start += length
  }
  return best ? size('heif', best.width, best.height) : damaged
}

/** The image's format and size from its first bytes, or why not. */
export async function readImageHeader(file: Blob): Promise<ImageHeader> {
  const read = blobReader(file)
  const bytes = await read(0, 32)
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return jpeg(read)
  if (bytes.length >= 8 && ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return png(bytes)
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return webp(bytes)
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')) return gif(bytes)
  if (bytes.length >= 2 && ascii(bytes, 0, 2) === 'BM') return bmp(bytes)
  if (bytes.length >= 12 && ascii(bytes, 4, 4) === 'ftyp' && HEIF_BRANDS.has(ascii(bytes, 8, 4))) return heif(read, file.size)
  return { kind: 'unknown' }
}
