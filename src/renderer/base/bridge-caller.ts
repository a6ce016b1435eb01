/**
 * Calling the bridge contract (src/shared/bridge) on a given `window.cosigner` object: a call
 * resolves to the method's value or throws a {@link BridgeFailure} carrying the contract's error
 * code, so the store's actions have one error path. The store makes the page's one caller
 * (../store/create), with an observer that hears every refusal; no `window` here, so its unit tests
 * use a bridge of their own (./bridge names the page's). Only types come from the contract, so no
 * schema library is bundled into the page.
 * @module
 */
import type {
  BridgeEnvelope,
  BridgeErrorCode,
  BridgeInput,
  BridgeMethod,
  BridgeValue,
  CosignerApi,
  Envelope,
} from '../../shared/bridge'
import { englishOf } from '../../shared/i18n/english'
import type { Words } from '../../shared/i18n/words'

/** Codes of the contract, plus `no-bridge` for a page opened without its host and `cancelled` for a passphrase prompt the user closed. */
export type FailureCode = BridgeErrorCode | 'no-bridge' | 'cancelled'

/**
 * A bridge call that answered `{ok: false}`; `code` is for code, `message` for logs (English),
 * `words` for people (catalog words, said in the reader's language; absent when the failure came as
 * text only), `details` for a details line.
 */
export class BridgeFailure extends Error {
  override readonly name = 'BridgeFailure'
  readonly code: FailureCode
  readonly details: string | undefined
  readonly words: Words | undefined

  /** `message` as words (the window's own failures) or as the text the bridge gave with its `words`. */
  constructor(code: FailureCode, message: string | Words, details?: string, words?: Words) {
    super(englishOf(message))
    this.code = code
    this.details = details
    this.words = typeof message === 'string' ? words : message
  }
}

/** One method of the contract, called: its value, or a thrown {@link BridgeFailure}. */
export type BridgeCall = <M extends BridgeMethod>(
  method: M,
  input: BridgeInput<M>,
) => Promise<BridgeValue<M>>

function unwrap<T>(envelope: Envelope<T>): T {
  if (envelope.ok) return envelope.value
  throw new BridgeFailure(
    envelope.error.code,
    envelope.error.message,
    envelope.error.details,
    envelope.error.words,
  )
}

/**
 * Calls on `api`; with no api (a page opened without its host) every call fails with `no-bridge`.
 * @param onFailure told of every refusal (the store learns of a lock this way, whichever screen asked)
 * @example const accounts = await bridgeCaller(window.cosigner)('accounts.list', {})
 */
export function bridgeCaller(
  api: CosignerApi | undefined,
  onFailure?: (f: BridgeFailure) => void,
): BridgeCall {
  return async (method, input) => {
    if (!api) throw new BridgeFailure('no-bridge', { id: 'errors.noBridge' })
    const fn = api[method] as (i: typeof input) => Promise<BridgeEnvelope<typeof method>>
    try {
      return unwrap(await fn(input))
    } catch (e) {
      if (e instanceof BridgeFailure) onFailure?.(e)
      throw e
    }
  }
}
