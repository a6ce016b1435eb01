/**
 * What every check of a review shares: the request, the transaction decoded from its own raw, and
 * the one place mismatches are reported, each under the check that found it.
 * @module
 */
import type { MultisigRequest } from '../../../../../shared/api/ledger'
import type { RequestSummary, ReviewCheck, ReviewMismatch } from '../../../../../shared/bridge'
import type { Transaction } from '../../../../../shared/kernel'
import type { Words } from '../../../../../shared/i18n/words'

/** What review needs of one spent output (a `SafeOutput` and a synced output with its keys have these fields). */
export interface SpentOutputInfo {
  readonly transaction_hash: string
  readonly output_index: number
  readonly kernel_asset_id: string
  readonly amount: string
  readonly keys: readonly string[]
  readonly receivers_hash: string
  readonly receivers_threshold: number
}

export type Collectible = NonNullable<RequestSummary['collectible']>

/** The previous transactions of a request's inputs (../proofs): raws proven by their hash, and hashes answered falsely. */
export interface PreviousTransactions {
  readonly proven: ReadonlyMap<string, Uint8Array>
  readonly forged: ReadonlySet<string>
}

export interface ReviewInput {
  readonly request: MultisigRequest
  /** The account reviewing (its user id). */
  readonly viewer: string
  /** The outputs the inputs spend, when they could be found; null when not. */
  readonly spentOutputs?: readonly SpentOutputInfo[] | null
  /** The request as first seen, to notice a transaction swapped under the same id. */
  readonly firstSeen?: { readonly transaction_hash: string } | null
  /** The collectible it moves, when the request carries `inscription_hash` and it was looked up. */
  readonly collectible?: Collectible | null
  /** Who created the request, where the service says; else its one signer stands for the proposer. */
  readonly creator?: string | null
  /** The inputs' previous transactions, when they were fetched or are cached. */
  readonly previous?: PreviousTransactions | null
  /** Whether the service reported the request's transaction final. */
  readonly sent?: boolean
}

/** The request and its decoded transaction, and where each check reports. */
export interface CheckContext {
  readonly req: MultisigRequest
  readonly tx: Transaction
  /** The transaction's asset, hex. */
  readonly txAsset: string
  report(check: ReviewCheck, detail: Words): void
  warn(words: Words): void
}

/** A mismatch list and the context that fills it. */
export function checkContext(
  req: MultisigRequest,
  tx: Transaction,
  txAsset: string,
): { ctx: CheckContext; mismatches: ReviewMismatch[]; warnings: Words[] } {
  const mismatches: ReviewMismatch[] = []
  const warnings: Words[] = []
  return {
    ctx: {
      req,
      tx,
      txAsset,
      report: (kind, detail) => void mismatches.push({ kind, detail }),
      warn: (text) => void warnings.push(text),
    },
    mismatches,
    warnings,
  }
}

const UTF8 = new TextDecoder('utf-8', { fatal: true })

/** Bytes as UTF-8 text, null when they are not. */
export function text(bytes: Uint8Array | undefined): string | null {
  if (!bytes) return null
  try {
    return UTF8.decode(bytes)
  } catch {
    return null
  }
}
