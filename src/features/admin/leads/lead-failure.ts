export type Failure = 'refused' | 'failed' | null

/** A write's failure as the staff should hear it: refused (another device changed the lead first, or the session ended), or not done. */
export function failureOf(error: unknown): Failure {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : ''
  return code.includes('permission-denied') || code.includes('unauthenticated') ? 'refused' : 'failed'
}
