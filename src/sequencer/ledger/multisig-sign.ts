/**
 * `POST /safe/multisigs/:id/sign` (interface 4.2, wire-formats §2.4–2.7): merges a co-signer's
 * partial raw into the stored one. The raw must be the request's transaction (same unsigned hash);
 * every signature it carries is verified under the Kernel's rule against the key at its index in
 * the spent output; entries already stored stay (the first valid signature at an index wins), new
 * ones are added, `signers` are recomputed, and once every input has its threshold the request is
 * complete (./multisig-complete). Signatures that verify are merged after completion too (the raw
 * stays valid with more); an unlocked request takes none.
 *
 * Read, verify, merge and write happen in one IMMEDIATE transaction, so concurrent signers — from
 * this process or another on the same file — queue on the write lock and none overwrites another.
 */
import { blake3 } from '@noble/hashes/blake3.js'
import { hexToBytes } from '@noble/hashes/utils.js'
import type { MultisigRequest, MultisigSignBody } from '../../shared/api/ledger'
import {
  CodecError,
  decodeTransaction,
  encodeTransaction,
  encodedSignaturesLength,
  equalBytes,
  isSignatureMaps,
  toHex,
  type SignatureMap,
  type Transaction,
} from '../../shared/kernel'
import type { SequencerContext } from '../context'
import { conflict, forbidden, invalidField, notFound } from '../http/errors'
import { codecRefusal, invalidRaw } from './errors'
import { completeRequest } from './multisig-complete'
import { presentRequest } from './present-request'
import { findRequest, findRequestByIdOrHash, requestInputs, updateSignatures, type RequestRecord } from './requests-store'
import { verifyLedgerSignature } from './verify-signature'

/**
 * @throws ApiError 404 (no such request), 403 (caller not a sender), 409 (request unlocked),
 *   10002 on `raw` (not canonical, another transaction, an index out of range or a signature
 *   that does not verify: `extra.input` / `extra.index`) or on `request_id` (names another request)
 */
export function signMultisigRequest(ctx: SequencerContext, callerId: string, idOrHash: string, body: MultisigSignBody): MultisigRequest {
  const upload = decodeRaw(body.raw)
  const maps = upload.tx.signatures as readonly SignatureMap[]
  return ctx.db
    .transaction((): MultisigRequest => {
      const r = visibleRequest(ctx, callerId, idOrHash, body.request_id)
      if (r.state === 'unlocked') throw conflict('The request is unlocked.')
      if (upload.hash !== r.transactionHash) throw invalidRaw("the raw is not this request's transaction")
      const inputs = requestInputs(ctx.db, r.requestId)
      const message = hexToBytes(r.transactionHash)
      const stored = decodeTransaction(r.raw)
      const storedMaps = stored.signatures as readonly SignatureMap[]
      maps.forEach((map, i) => {
        const keys = inputs[i]!.keys
        for (const [index, signature] of map) {
          if (index >= keys.length) throw invalidRaw('a signature names a key index the output does not have', { input: i, index })
          // A signature byte-identical to a stored one was verified when it was stored.
          const prior = storedMaps[i]?.get(index)
          if (prior && equalBytes(prior, signature)) continue
          if (!verifyLedgerSignature(signature, message, keys[index]!)) throw invalidRaw('a signature does not verify', { input: i, index })
        }
      })

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
      if (changed) {
        const nowNs = ctx.clock.nowNs()
        const signers = r.senders.filter((_, j) => merged.every((m) => m.has(j)))
        updateSignatures(ctx.db, r.requestId, encodeTransaction({ ...stored, signatures: merged }), signers, nowNs)
        if (r.state === 'initial' && merged.every((m, i) => m.size >= inputs[i]!.threshold)) {
          completeRequest(ctx, r, inputs, stored, nowNs)
        }
      }
      return presentRequest(findRequest(ctx.db, r.requestId)!, inputs, callerId)
    })
    .immediate()
}

/**
 * The request named by the path (id or hash), checked against an optional `request_id` in the
 * body, and visible to the caller only as one of its senders.
 * @throws ApiError 404, 10002 on `request_id`, 403
 */
export function visibleRequest(ctx: SequencerContext, callerId: string, idOrHash: string, requestId: string | undefined): RequestRecord {
  const r = findRequestByIdOrHash(ctx.db, idOrHash)
  if (!r) throw notFound('The multisig request is not found.')
  if (requestId !== undefined && requestId !== r.requestId) throw invalidField('request_id', 'does not name the request of the path')
  if (!r.senders.includes(callerId)) throw forbidden('Only a sender of the request can see, sign or unlock it.')
  return r
}

/**
 * A raw as uploaded: canonical, per-input signature maps (or none), and its transaction hash.
 * @throws ApiError 10002 on `raw`
 */
export function decodeRaw(rawHex: string): { tx: Transaction; hash: string } {
  const raw = hexToBytes(rawHex)
  let tx: Transaction
  try {
    tx = decodeTransaction(raw)
  } catch (e) {
    if (e instanceof CodecError) throw codecRefusal(e)
    throw e
  }
  if (!isSignatureMaps(tx.signatures)) throw invalidRaw('aggregated signatures are not accepted here')
  if (tx.signatures.length !== 0 && tx.signatures.length !== tx.inputs.length) {
    throw invalidRaw('a signed raw has one signature map per input', { maps: tx.signatures.length, inputs: tx.inputs.length })
  }
  const end = raw.length - encodedSignaturesLength(tx.signatures)
  const hash = toHex(blake3.create().update(raw.subarray(0, end)).update(Uint8Array.of(0, 0)).digest())
  return { tx, hash }
}
