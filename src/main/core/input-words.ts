/**
 * A bridge input the contract refused, in words a person reads ("The code, link or id is too long:
 * at most 512 characters.") — the field's path and the schema's own message go in the details
 * line. Inputs reach the contract from the wallet's own screens, so these are rare; when a long
 * paste or an empty field gets through, the person still reads what to change.
 * @module
 */
import type { z } from 'zod'

/** Fields people type into, by what they call them. */
const FIELD_WORDS: Record<string, string> = {
  ref: 'The code, link or id',
  code: 'The code, link or id',
  text: 'The text',
  name: 'The name',
  announcement: 'The announcement',
  query: 'The search',
  memo: 'The memo',
  label: 'The label',
  url: 'The address',
  base_url: 'The address',
  user_ids: 'The list of people',
  participants: 'The list of members',
}

/** The message and details for a refused input. */
export function inputRefusal(issue: z.core.$ZodIssue): { message: string; details: string } {
  const where = issue.path.map(String).join('.') || 'input'
  const field = [...issue.path].reverse().find((p): p is string => typeof p === 'string')
  const what = (field !== undefined ? FIELD_WORDS[field] : undefined) ?? 'Something you entered'
  const details = `${where}: ${issue.message}`.slice(0, 1000)
  let message: string
  if (issue.code === 'too_big' && typeof issue.maximum === 'number') {
    message =
      issue.origin === 'string'
        ? `${what} is too long: at most ${issue.maximum} characters.`
        : `${what} has too many entries: at most ${issue.maximum}.`
  } else if (issue.code === 'too_small' && typeof issue.minimum === 'number') {
    message =
      issue.origin === 'string' && issue.minimum <= 1
        ? `${what} is empty.`
        : `${what} is too short.`
  } else message = `${what} is not in a form the wallet takes.`
  return { message, details }
}
