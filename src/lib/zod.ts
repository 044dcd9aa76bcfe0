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

/** A string of at most `max` characters (at least `min`: 0 by default). */
export const text = (max: number, min = 0) => (min > 0 ? z.string().check(z.minLength(min), z.maxLength(max)) : z.string().check(z.maxLength(max)))

/** A string that matches `pattern` (of at most `max` characters, when given). */
export const matching = (pattern: RegExp, max?: number) =>
  max === undefined ? z.string().check(z.regex(pattern)) : z.string().check(z.maxLength(max), z.regex(pattern))

/**
 * `value` without the object keys that `schema` does not know, at every depth (objects, optional and nullable
 * values, arrays, discriminated unions): what a plain, stripping `z.object` would keep. Readers parse stored data
 * with the strict schemas after this, so a field added by a newer version of the app (or by hand) is ignored
 * instead of making the whole document unreadable, while the forms and writes stay strict. Anything else is
 * returned as it is, for the parse to judge.
 */
export function withoutUnknownKeys(schema: z.core.$ZodType, value: unknown): unknown {
  const def = schema._zod.def
  if (def.type === 'optional' || def.type === 'nullable') {
    return value === undefined || value === null ? value : withoutUnknownKeys((def as z.core.$ZodOptionalDef).innerType, value)
  }
  if (def.type === 'array') {
    return Array.isArray(value) ? value.map((item) => withoutUnknownKeys((def as z.core.$ZodArrayDef).element, item)) : value
  }
  if (!isPlainRecord(value)) return value
  if (def.type === 'object') {
    const shape = (def as z.core.$ZodObjectDef).shape
    const known: Record<string, unknown> = {}
    for (const [key, field] of Object.entries(shape)) if (key in value) known[key] = withoutUnknownKeys(field, value[key])
    return known
  }
  if (def.type === 'union') {
    const { options, discriminator } = def as z.core.$ZodDiscriminatedUnionDef
    if (discriminator === undefined) return value
    const option = options.find((candidate) => candidate._zod.propValues?.[discriminator]?.has(value[discriminator] as never))
    return option ? withoutUnknownKeys(option, value) : value
  }
  return value
}

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)
}

/**
 * One line per problem, for logs and error messages (the forms translate issues by their code instead):
 * `price: too_small {"origin":"number","minimum":1,"inclusive":true}`, or the message of the schema's own
 * checks (`engineCc: An electric vehicle has no engine displacement`).
 */
export function describeIssues(error: z.core.$ZodError): string {
  return error.issues
    .map((issue) => {
      const where = issue.path.length > 0 ? issue.path.join('.') : '(document)'
      if (issue.code === 'custom') return `${where}: ${issue.message}`
      const { code, path: _path, message: _message, input: _input, ...details } = issue
      return `${where}: ${code} ${JSON.stringify(details)}`
    })
    .join('; ')
}
