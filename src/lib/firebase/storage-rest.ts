import { restConfig, serviceOrigin } from './rest-origin'
import { restRequest } from './rest-request'

/**
 * One new Storage object through Firebase Storage's REST API with a visitor's ID token, as the SDK's
 * `uploadBytes` sends it (a multipart request: the metadata, then the bytes), without loading the Storage SDK.
 * The rules decide as for any client. Throws RestRequestError (403 when refused, which is also the answer to an
 * object that exists already: the rules never let one be written over).
 */
export async function uploadObject(path: string, data: Blob, contentType: string, idToken: string): Promise<void> {
  const config = restConfig()
  const bucket = config.options.storageBucket ?? ''
  const boundary = `autosalone-${crypto.getRandomValues(new Uint32Array(2)).join('')}`
  const metadata = JSON.stringify({ name: path, contentType })
  const body = new Blob([
    `--${boundary}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n${metadata}\r\n--${boundary}\r\nContent-Type: ${contentType}\r\n\r\n`,
    data,
    `\r\n--${boundary}--`,
  ])
  await restRequest(`${serviceOrigin('storage', config)}/v0/b/${encodeURIComponent(bucket)}/o?name=${encodeURIComponent(path)}`, {
    method: 'POST',
    headers: {
      Authorization: `Firebase ${idToken}`,
      'X-Goog-Upload-Protocol': 'multipart',
      'Content-Type': `multipart/related; boundary=${boundary}`,
    },
    body,
    timeoutMs: 120_000,
  })
}
