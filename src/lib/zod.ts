import * as z from 'zod/mini'

/**
 * zod for the app's schemas, in its tree-shakable form (`zod/mini`: a third of the classic build's bytes on the
 * public pages, which decode the catalog with it). `jitless`: zod's fast path compiles parsers with
 * `new Function`, and merely probing whether that is allowed is reported as a violation by the site's
 * Content-Security-Policy, which forbids eval (firebase.json). No locale's messages are loaded: the forms
 * translate issues by their code, and logs describe them by their fields (describeIssues). Set before the first
 * schema is built, hence this module: import `z` from here.
 */
z.config({ jitless: true })

export { z }
