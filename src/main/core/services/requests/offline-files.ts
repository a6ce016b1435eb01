/**
 * Signing on a machine with no network. The online machine exports a request file (the request as
 * served to this account, with its views, and the outputs its inputs spend); the offline machine
 * reviews it and signs it (a pure function of the file and the vault: nothing is fetched); the
 * signed file comes back and is submitted. Files are JSON text; the host owns the file dialogs.
 *
 *   request file:   {format: "cosigner/offline-request", version: 1, account, exported_at, request, spent_outputs, collectible,
 *                    previous_transactions?}   (the raws that prove the inputs, checked again offline)
 *   signature file: {format: "cosigner/offline-signature", version: 1, account, request_id, transaction_hash, signed_at, raw}
 * @module
 */
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'
import { z } from 'zod'
import { Hash, Hex, Uuid } from '../../../../shared/api/common'
import { MultisigRequest } from '../../../../shared/api/ledger'
import type { ReviewResult } from '../../../../shared/bridge'
import {
  CosignError,
  mergeSignatures,
  rawTransactionHash,
  toHex,
  verifyTransactionSignatures,
} from '../../../../shared/kernel'
import { RequestSummary } from '../../../../shared/bridge'
import { CoreError } from '../../errors'
import type { Vault } from '../../vault'
import {
  mismatchText,
  reviewRequest,
  type PreviousTransactions,
  type SpentOutputInfo,
} from './review'
import { cosignWithKey } from './signing'
import { words } from '../../../../shared/i18n/words'

const REQUEST_FILE_FORMAT = 'cosigner/offline-request'
const SIGNATURE_FILE_FORMAT = 'cosigner/offline-signature'

const SpentOutputFile = z.object({
  transaction_hash: Hash,
  output_index: z.number().int().min(0).max(255),
  kernel_asset_id: Hash,
  amount: z.string().regex(/^(?:0|[1-9]\d*)(?:\.\d{1,8})?$/),
  keys: z.array(Hash).max(256),
  receivers_hash: Hash,
  receivers_threshold: z.number().int().min(1).max(64),
})

export const RequestFile = z.object({
  format: z.literal(REQUEST_FILE_FORMAT),
  version: z.literal(1),
  account: Uuid,
  exported_at: z.string(),
  request: MultisigRequest,
  spent_outputs: z.array(SpentOutputFile).max(256),
  collectible: RequestSummary.shape.collectible,
  /** The inputs' previous transactions, so the offline machine proves what they spend itself. */
  previous_transactions: z
    .array(z.object({ transaction_hash: Hash, raw: Hex.min(2) }))
    .max(256)
    .optional(),
})
export type RequestFile = z.infer<typeof RequestFile>

export const SignatureFile = z.object({
  format: z.literal(SIGNATURE_FILE_FORMAT),
  version: z.literal(1),
  account: Uuid,
  request_id: Uuid,
  transaction_hash: Hash,
  signed_at: z.string(),
  raw: Hex.min(2),
})
export type SignatureFile = z.infer<typeof SignatureFile>

function parseFile<S extends z.ZodType>(
  schema: S,
  text: string,
  what: 'request' | 'signature',
): z.output<S> {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new CoreError('invalid-file', words('core.offline.notJson', { kind: what }))
  }
  const r = schema.safeParse(json)
  if (!r.success) {
    const issue = r.error.issues[0]!
    throw new CoreError(
      'invalid-file',
      words('core.offline.invalid', {
        kind: what,
        issue: `${issue.path.map(String).join('.') || 'format'}: ${issue.message}`,
      }),
    )
  }
  return r.data
}

/** @throws CoreError 'invalid-file' */
export const parseRequestFile = (text: string): RequestFile =>
  parseFile(RequestFile, text, 'request')
/** @throws CoreError 'invalid-file' */
export const parseSignatureFile = (text: string): SignatureFile =>
  parseFile(SignatureFile, text, 'signature')

/** The file an online machine exports for `account`. */
export function buildRequestFile(
  account: string,
  request: MultisigRequest,
  spent: readonly SpentOutputInfo[],
  collectible: RequestFile['collectible'],
  now: number,
  previous: ReadonlyMap<string, Uint8Array> = new Map(),
): string {
  const file: RequestFile = {
    format: REQUEST_FILE_FORMAT,
    version: 1,
    account,
    exported_at: new Date(now).toISOString(),
    request,
    spent_outputs: spent.map((o) => ({ ...o, keys: [...o.keys] })),
    collectible,
    ...(previous.size > 0
      ? {
          previous_transactions: [...previous].map(([transaction_hash, raw]) => ({
            transaction_hash,
            raw: bytesToHex(raw),
          })),
        }
      : {}),
  }
  return JSON.stringify(file, null, 2)
}

/**
 * Reviews a request file for `userId`: the file must be for this account (views are per account).
 * @throws CoreError 'invalid-file'
 */
export function reviewRequestFile(
  text: string,
  userId: string,
): { file: RequestFile; result: ReviewResult } {
  const file = parseRequestFile(text)
  if (file.account !== userId)
    throw new CoreError('invalid-file', words('core.offline.otherAccount'))
  const result = reviewRequest({
    request: file.request,
    viewer: userId,
    spentOutputs: file.spent_outputs,
    collectible: file.collectible,
    previous: fileProofs(file),
  })
  return { file, result }
}

/** The file's previous transactions, each hashed again here: the file proves nothing by its word. */
function fileProofs(file: RequestFile): PreviousTransactions {
  const proven = new Map<string, Uint8Array>()
  const forged = new Set<string>()
  for (const p of file.previous_transactions ?? []) {
    let ok = false
    try {
      const raw = hexToBytes(p.raw)
      ok = toHex(rawTransactionHash(raw)) === p.transaction_hash
      if (ok) proven.set(p.transaction_hash, raw)
    } catch {
      ok = false
    }
    if (!ok) forged.add(p.transaction_hash)
  }
  return { proven, forged }
}

/**
 * Signs a request file on a machine without network: reviews it, checks the confirmed digest, and
 * co-signs with the account's spend key from `vault`. Returns the signature file's text.
 * @throws CoreError 'not-confirmed' | 'invalid-file' | 'request-mismatch' | 'summary-changed' |
 *   'not-a-signer' | 'already-signed' | 'request-closed'; VaultError
 */
export async function signRequestFile(o: {
  text: string
  vault: Vault
  userId: string
  digest: string
  confirmed: boolean
  now: number
}): Promise<{ text: string; file: RequestFile; summaryAmount: string; review: ReviewResult }> {
  if (o.confirmed !== true)
    throw new CoreError('not-confirmed', words('core.request.confirmSigning'))
  const { file, result } = reviewRequestFile(o.text, o.userId)
  if (result.status === 'refused') {
    throw new CoreError(
      'request-mismatch',
      words('core.request.mismatch', {
        reasons: mismatchText(result.reasons),
      }),
      {
        reasons: result.reasons,
      },
    )
  }
  if (result.digest !== o.digest)
    throw new CoreError('summary-changed', words('core.offline.fileChanged'))
  const s = result.summary
  if (s.progress !== 'open')
    throw new CoreError(
      'request-closed',
      words('review.check.closedExported', { progress: s.progress }),
    )
  if (!s.i_am_sender) throw new CoreError('not-a-signer', words('core.request.notASender'))
  if (s.i_have_signed) throw new CoreError('already-signed', words('core.offline.alreadySigned'))
  const req = file.request
  if (req.views.length === 0) throw new CoreError('invalid-file', words('core.offline.noViews'))
  const raw = await cosignWithKey(o.vault, o.userId, req, file.spent_outputs)
  const signature: SignatureFile = {
    format: SIGNATURE_FILE_FORMAT,
    version: 1,
    account: o.userId,
    request_id: req.request_id,
    transaction_hash: req.transaction_hash,
    signed_at: new Date(o.now).toISOString(),
    raw: bytesToHex(raw),
  }
  // The request as it is in this file now, signed here: reviewed again from the signed raw, so the
  // screen shows the signature as the transaction carries it rather than as the page assumes it.
  const signedRequest = {
    ...req,
    raw_transaction: signature.raw,
    signers: [...req.signers.filter((x) => x !== o.userId), o.userId],
  }
  const review = reviewRequest({
    request: signedRequest,
    viewer: o.userId,
    spentOutputs: file.spent_outputs,
    collectible: file.collectible,
    previous: fileProofs(file),
  })
  return { text: JSON.stringify(signature, null, 2), file, summaryAmount: s.amount, review }
}

/**
 * Checks a signature file against the request as the service has it now: same transaction, and
 * every signature on it valid for the spent outputs. Returns the raw to submit.
 * @throws CoreError 'invalid-file' | 'request-mismatch'
 */
export function checkSignatureFile(
  sig: SignatureFile,
  current: MultisigRequest,
  spent: readonly SpentOutputInfo[] | null,
): Uint8Array {
  if (sig.request_id !== current.request_id || sig.transaction_hash !== current.transaction_hash) {
    throw new CoreError('request-mismatch', words('core.offline.otherTransaction'))
  }
  let raw: Uint8Array
  try {
    raw = hexToBytes(sig.raw)
    mergeSignatures(hexToBytes(current.raw_transaction), raw)
  } catch (e) {
    throw new CoreError(
      'request-mismatch',
      words('core.offline.doesNotFit', {
        code: e instanceof CosignError ? e.code : 'undecodable',
      }),
    )
  }
  if (spent && spent.length > 0) {
    let ok = false
    try {
      const report = verifyTransactionSignatures(
        raw,
        spent.map((o) => ({ keys: [...o.keys], threshold: o.receivers_threshold })),
      )
      ok = report.inputs.every((r) => r.invalid.length === 0 && r.valid.length > 0)
    } catch {
      ok = false
    }
    if (!ok) throw new CoreError('request-mismatch', words('core.offline.badSignature'))
  }
  return raw
}
