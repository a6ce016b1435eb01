/**
 * `POST /safe/multisigs/:id/sign` (interface 4.2, wire-formats §2.4–2.7): merges a co-signer's
 * partial raw into the stored one. The raw must be the request's transaction (same unsigned hash);
 * every signature it carries is verified under the Kernel's rule against the key at its index in
 * the spent output; entries already stored stay (the first valid signature at an index wins), new
 * ones are added, `signers` are recomputed, and once every input has its threshold the request is
 * complete: sent to the Kernel, which makes it final `finalityMs` later (./finality). Signatures
 * that verify are merged after completion too (the raw stays valid with more); an unlocked request
 * takes none.
 *
 * What a signature must verify against — the request's transaction hash and the keys of the outputs
 * it spends — never changes once the request exists, so the signatures are verified first, outside
 * any lock. Read, merge and write then happen in one IMMEDIATE transaction that re-reads the
 * request, so concurrent signers — from this process or another on the same file — queue on the
 * write lock and none overwrites another. The signs of one turn of the event loop share that
 * transaction, each in a savepoint (../db/group-commit), and are answered once it has committed.
 */
import { hexToBytes } from '@noble/hashes/utils.js'
import type { MultisigRequestWire, MultisigSignBody } from '../../shared/api/ledger'
import {
  decodeTransaction,
  encodeTransaction,
  encodedSignaturesLength,
  equalBytes,
  isSignatureMaps,
  type SignatureMap,
  type Transaction,
} from '../../shared/kernel'
import type { SequencerContext } from '../context'
import { groupCommit } from '../db/group-commit'
import { conflict, forbidden, invalidField, notFound } from '../http/errors'
import { decodeUploaded, invalidRaw } from './errors'
import { scheduleFinality } from './finality-timer'
import { presentRequest } from './present-request'
import {
  findRequestByIdOrHash,
  findRequestProgress,
  requestInputs,
  setRequestState,
  updateSignatures,
  type RequestInput,
  type RequestRecord,
} from './requests-store'
import { verifyLedgerSignature } from './verify-signature'

/**
 * @throws ApiError 404 (no such request), 403 (caller not a sender), 409 (request unlocked),
 *   10002 on `raw` (not canonical, another transaction, an index out of range or a signature
 *   that does not verify: `extra.input` / `extra.index`) or on `request_id` (names another request)
 */
export async function signMultisigRequest(
  ctx: SequencerContext,
  callerId: string,
  idOrHash: string,
  body: MultisigSignBody,
): Promise<MultisigRequestWire> {
  const upload = decodeRaw(body.raw)
  const maps = upload.tx.signatures as readonly SignatureMap[]
  const seen = signableRequest(ctx, callerId, idOrHash, body.request_id)
  const seenTx = decodeTransaction(seen.raw)
  if (!isTransactionOf(upload, seen.raw, seenTx))
    throw invalidRaw("the raw is not this request's transaction")
  const inputs = requestInputs(ctx.db, seen.requestId)
  verifyNewSignatures(
    maps,
    seenTx.signatures as readonly SignatureMap[],
    inputs,
    hexToBytes(seen.transactionHash),
  )

  const signed = await groupCommit(
    ctx.db,
    (): { request: MultisigRequestWire; completedAtNs?: bigint } => {
      // The request as it is now: another signer, an unlock or a completion may have come first.
      const r: RequestRecord = { ...seen, ...findRequestProgress(ctx.db, seen.requestId)! }
      if (r.state === 'unlocked') throw conflict('The request is unlocked.')
      const stored = equalBytes(r.raw, seen.raw) ? seenTx : decodeTransaction(r.raw)
      const storedMaps = stored.signatures as readonly SignatureMap[]
      let changed = false
      const merged = inputs.map((_, i) => {
        const map = new Map(storedMaps[i])
        for (const [index, signature] of maps[i] ?? []) {
          if (map.has(index)) continue
          map.set(index, signature)
          changed = true
        }
        return map
      })
      if (!changed) return { request: presentRequest(r, inputs, callerId) }
      const nowNs = ctx.clock.nowNs()
      const signers = r.senders.filter((_, j) => merged.every((m) => m.has(j)))
      const raw = encodeTransaction({ ...stored, signatures: merged })
      updateSignatures(ctx.db, r.requestId, raw, signers, nowNs)
      const complete =
        r.state === 'initial' && merged.every((m, i) => m.size >= inputs[i]!.threshold)
      if (complete) setRequestState(ctx.db, r.requestId, 'signed', nowNs)
      // The row as just written, without reading it back.
      const request = presentRequest(
        {
          ...r,
          raw,
          signers,
          updatedAtNs: nowNs,
          ...(complete ? { state: 'signed', completedAtNs: nowNs } : {}),
        },
        inputs,
        callerId,
      )
      return complete ? { request, completedAtNs: nowNs } : { request }
    },
  )
  // Committed: the Kernel's finality of a completed request is now due (./finality-timer).
  if (signed.completedAtNs !== undefined) scheduleFinality(ctx, signed.completedAtNs)
  return signed.request
}

/**
 * The request the caller may sign.
 * @throws ApiError 404, 10002 on `request_id`, 403, 409 (unlocked)
 */
function signableRequest(
  ctx: SequencerContext,
  callerId: string,
  idOrHash: string,
  requestId: string | undefined,
): RequestRecord {
  const r = visibleRequest(ctx, callerId, idOrHash, requestId)
  if (r.state === 'unlocked') throw conflict('The request is unlocked.')
  return r
}

/**
 * Verifies every uploaded signature that is not byte-identical to a stored one (those
 * were verified when they were stored, and stored ones are never removed).
 * @throws ApiError 10002 on `raw` naming the first failing input and index, in upload order
 */
function verifyNewSignatures(
  maps: readonly SignatureMap[],
  storedMaps: readonly SignatureMap[],
  inputs: readonly RequestInput[],
  message: Uint8Array,
): void {
  maps.forEach((map, i) => {
    const keys = inputs[i]!.keys
    for (const [index, signature] of map) {
      if (index >= keys.length)
        throw invalidRaw('a signature names a key index the output does not have', {
          input: i,
          index,
        })
      const prior = storedMaps[i]?.get(index)
      if (prior && equalBytes(prior, signature)) continue
      if (!verifyLedgerSignature(signature, message, keys[index]!))
        throw invalidRaw('a signature does not verify', { input: i, index })
    }
  })
}

/**
 * The request named by the path (id or hash), checked against an optional `request_id` in the
 * body, and visible to the caller only as one of its senders.
 * @throws ApiError 404, 10002 on `request_id`, 403
 */
export function visibleRequest(
  ctx: SequencerContext,
  callerId: string,
  idOrHash: string,
  requestId: string | undefined,
): RequestRecord {
  const r = findRequestByIdOrHash(ctx.db, idOrHash)
  if (!r) throw notFound('The multisig request is not found.')
  if (requestId !== undefined && requestId !== r.requestId)
    throw invalidField('request_id', 'does not name the request of the path')
  if (!r.senders.includes(callerId))
    throw forbidden('Only a sender of the request can see, sign or unlock it.')
  return r
}

/** A raw as uploaded, decoded: `unsigned` is its bytes up to the signature section. */
export interface UploadedRaw {
  readonly tx: Transaction
  readonly unsigned: Uint8Array
}

/**
 * A raw as uploaded: canonical, with per-input signature maps (or none).
 * @throws ApiError 10002 on `raw`
 */
export function decodeRaw(rawHex: string): UploadedRaw {
  // Node's decoder stops at the first character that is not hex; the length tells.
  const buffer = Buffer.from(rawHex, 'hex')
  if (buffer.length * 2 !== rawHex.length) throw invalidRaw('the raw is not hex')
  // A plain view: the decoder slices it often, and a Buffer's slices cost more.
  const raw = new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.length)
  const tx = decodeUploaded(raw)
  if (!isSignatureMaps(tx.signatures))
    throw invalidRaw('aggregated signatures are not accepted here')
  if (tx.signatures.length !== 0 && tx.signatures.length !== tx.inputs.length) {
    throw invalidRaw('a signed raw has one signature map per input', {
      maps: tx.signatures.length,
      inputs: tx.inputs.length,
    })
  }
  return { tx, unsigned: raw.subarray(0, raw.length - encodedSignaturesLength(tx.signatures)) }
}

/**
 * Whether an uploaded raw is the transaction of a stored one (`storedTx` its decoding). Both are
 * canonical, so they are the same transaction exactly when their bytes up to the signature
 * sections are equal: the test the transaction hashes would make, without hashing the upload
 * (BLAKE3 in JS was a fifth of what a co-signature allocated).
 */
export function isTransactionOf(
  upload: UploadedRaw,
  storedRaw: Uint8Array,
  storedTx: Transaction,
): boolean {
  return equalBytes(
    upload.unsigned,
    storedRaw.subarray(0, storedRaw.length - encodedSignaturesLength(storedTx.signatures)),
  )
}
