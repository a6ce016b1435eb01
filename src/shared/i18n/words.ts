/**
 * Words as the core hands them out: a message id and its values, never a sentence. The host that
 * shows them (the window, the command line) words them in its reader's language through the same
 * catalogs, so the core stays free of any one language and a message is never assembled from
 * English fragments.
 * @module
 */
import { z } from 'zod'
import { isMessageId, type MessageId } from './catalog'

export interface Words {
  readonly id: MessageId
  readonly values?: WordsValues
}

/**
 * A message's values: plain ones, or words of their own (a reason inside "This link cannot be used:
 * {reason}."), which the host words in the same language first.
 */
export type WordsValues = Readonly<Record<string, string | number | Words>>

/** Words with their values, e.g. `words('core.notSigner', { account: name })`. */
export function words(id: MessageId, values?: WordsValues): Words {
  return values === undefined ? { id } : { id, values }
}

/** Words as they cross the bridge: an id the catalogs know, and plain values or words. */
export const WordsSchema: z.ZodType<Words> = z.lazy(() =>
  z.object({
    id: z.string().refine(isMessageId, { message: 'not a message of the catalogs' }),
    values: z.record(z.string(), z.union([z.string(), z.number(), WordsSchema])).optional(),
  }),
) as unknown as z.ZodType<Words>
