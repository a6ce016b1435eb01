/**
 * A bridge input the contract refused, in words a person reads ("The code, link or id is too long:
 * at most 512 characters.") — the field's path and the schema's own message go in the details
 * line. Inputs reach the contract from the wallet's own screens, so these are rare; when a long
 * paste or an empty field gets through, the person still reads what to change.
 * @module
 */
import type { z } from 'zod'
import type { BridgeError } from '../../shared/bridge'
import { englishOf } from '../../shared/i18n/english'
import { words, type Words } from '../../shared/i18n/words'

/** The refusal of an input, as the bridge answers it: catalog words (their English as the message), the field and the schema's words in details. */
export function inputRefusal(issue: z.core.$ZodIssue): BridgeError {
  const where = issue.path.map(String).join('.') || 'input'
  // The field people typed into names it in the message (`core.input.*` select on its name).
  const field = [...issue.path].reverse().find((p): p is string => typeof p === 'string') ?? ''
  const details = `${where}: ${issue.message}`.slice(0, 1000)
  let w: Words
  if (issue.code === 'too_big' && typeof issue.maximum === 'number') {
    w =
      issue.origin === 'string'
        ? words('core.input.tooLong', { field, max: issue.maximum })
        : words('core.input.tooMany', { field, max: issue.maximum })
  } else if (issue.code === 'too_small' && typeof issue.minimum === 'number') {
    w =
      issue.origin === 'string' && issue.minimum <= 1
        ? words('core.input.empty', { field })
        : words('core.input.tooShort', { field })
  } else w = words('core.input.form', { field })
  return { code: 'invalid-input', message: englishOf(w), words: w, details }
}
