import * as z from 'zod/mini'
import { en } from 'zod/locales'

/**
 * zod for the app's schemas, in its tree-shakable form (`zod/mini`: a third of the classic build's bytes on the
 * public pages, which decode the catalog with it). `jitless`: zod's fast path compiles parsers with
 * `new Function`, and merely probing whether that is allowed is reported as a violation by the site's
 * Content-Security-Policy, which forbids eval (firebase.json). The English messages name what is wrong in logs
 * and errors (the forms translate issues by their code). Set before the first schema is built, hence this
 * module: import `z` from here.
 */
z.config({ jitless: true, ...en() })

export { z }
