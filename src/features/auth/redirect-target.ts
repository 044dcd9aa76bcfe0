/**
 * The page to return to after sign-in, from `?redirect=`. Only paths of this site are accepted: anything that
 * could leave it (`//evil.example`, `https://…`, `/\evil`, control characters) is refused.
 */
export function safeRedirectPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return undefined
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return undefined
  try {
    const url = new URL(value, 'https://site.invalid')
    if (url.origin !== 'https://site.invalid') return undefined
    return url.pathname + url.search + url.hash
  } catch {
    return undefined
  }
}
