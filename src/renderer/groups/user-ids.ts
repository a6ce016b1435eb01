/**
 * User ids typed or pasted by people. Pure, unit-tested.
 * @module
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** The user ids in free text (one per line, or separated by commas or spaces), and the parts that are not one. */
export function parseUserIds(text: string): { ids: string[]; invalid: string[] } {
  const parts = text
    .split(/[\s,;]+/)
    .map((p) => p.trim().toLowerCase())
    .filter((p) => p !== '')
  return { ids: [...new Set(parts.filter((p) => UUID.test(p)))], invalid: parts.filter((p) => !UUID.test(p)) }
}
