/**
 * The English of a message, for what stays in English whatever the reader's language: an error's
 * `message` (what a log or a stack trace shows). People read the words in their own language.
 * @module
 */
import { translator } from './translate'
import type { Words } from './words'

/** Text as it is, or words in English. */
export function englishOf(message: string | Words): string {
  return typeof message === 'string' ? message : translator('en').say(message)
}
