import { z } from 'zod'

/**
 * zod for the app's schemas. `jitless`: zod's fast path compiles parsers with `new Function`, and merely probing
 * whether that is allowed is reported as a violation by the site's Content-Security-Policy, which forbids eval
 * (firebase.json). It must be set before the first schema is built, hence this module: import `z` from here.
 */
z.config({ jitless: true })

export { z }
