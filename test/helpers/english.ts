/**
 * Refusals as an English reader sees them: the core hands out words, and a test that reads what a
 * person is told words them as the hosts do, so the sentence it asserts is the one shown.
 * @module
 */
import { translator } from '../../src/shared/i18n/translate'
import type { Words } from '../../src/shared/i18n/words'

/** Each refusal with its `message` worded in English. */
export function inEnglish<T extends { readonly message: Words }>(
  errors: readonly T[],
): (Omit<T, 'message'> & { message: string })[] {
  return errors.map((e) => ({ ...e, message: translator('en').say(e.message) }))
}
