/** The part of `http_ece` (Encrypted Content-Encoding, RFC 8188) the push service stand-in uses: it ships no types. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto'

  export interface DecryptParams {
    version: 'aes128gcm'
    /** The receiver's ECDH key pair. */
    privateKey: ECDH
    /** The subscription's auth secret, base64url or bytes. */
    authSecret: string | Buffer
  }

  export function decrypt(buffer: Buffer, params: DecryptParams): Buffer
}
