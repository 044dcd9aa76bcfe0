/**
 * The address of a Storage object read under storage.rules: Firebase Storage's download endpoint without a
 * download token (`?alt=media` only). A token would let anyone holding the address read the object whatever the
 * rules say, and it never expires; without one, each read is allowed or refused by the rules (a draft's photos
 * stay private, a published car's are public). No SDK here: the seed and the app both build addresses with it.
 */

/** Firebase Storage's public origin; the emulator's is `http://127.0.0.1:9199`. */
export const STORAGE_ORIGIN = 'https://firebasestorage.googleapis.com'

export function storageObjectUrl(origin: string, bucket: string, objectPath: string): string {
  return `${origin}/v0/b/${bucket}/o/${encodeURIComponent(objectPath)}?alt=media`
}
