import type { z } from 'zod'

/** Parses a data-access argument; a mismatch is the caller's bug, reported as a TypeError naming the field. */
export function parseArg<S extends z.ZodType>(
  schema: S,
  value: unknown,
  name: string,
): z.output<S> {
  const r = schema.safeParse(value)
  if (r.success) return r.data
  const issue = r.error.issues[0]!
  const path = [name, ...issue.path.map(String)].join('.')
  throw new TypeError(`"${path}": ${issue.message}`)
}
