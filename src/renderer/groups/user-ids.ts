/**
 * User ids typed or pasted by people. Pure, unit-tested.
 * @module
 */
import { UUID_PATTERN } from '../../shared/api/uuid'

/** The user ids in free text (one per line, or separated by commas or spaces), and the parts that are not one. */
export function parseUserIds(text: string): { ids: string[]; invalid: string[] } {
  const parts = text
    .split(/[\s,;]+/)
    .map((p) => p.trim().toLowerCase())
    .filter((p) => p !== '')
  return { ids: [...new Set(parts.filter((p) => UUID_PATTERN.test(p)))], invalid: parts.filter((p) => !UUID_PATTERN.test(p)) }
}
