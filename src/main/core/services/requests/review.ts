/**
 * What you see is what you sign: a multisig request is checked against its own raw transaction,
 * decoded here, before anything about it is shown as fact. The raw's hash, asset, memo, outputs
 * (amount, keys count and threshold script of each, against the receiver the JSON names for it),
 * the amount leaving the senders, the inputs (against the spent outputs when known: owner, asset,
 * keys, sum) and the signatures already on it (against `signers`) must all agree with the JSON and
 * with the copy first seen. Any disagreement refuses the request with every reason found.
 *
 * The summary's digest binds what the user confirms: everything except signing progress (who has
 * signed so far), so another co-signer signing meanwhile does not void a confirmation, while any
 * change to what the transaction does does.
 * @module
 */
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js'
import type { ServiceMultisigRequest } from '../../../../shared/api/ledger'
import type { RequestSummary, ReviewResult } from '../../../../shared/bridge'
import {
  decodeTransaction,
  formatAmount,
  kernelAssetId,
  membersHash,
  OutputType,
  parseAmount,
  rawTransactionHash,
  scriptThreshold,
  verifyTransactionSignatures,
  type Transaction,
} from '../../../../shared/kernel'
import type { ReviewMismatch } from '../../errors'

/** What review needs of one spent output (a `SafeOutput` has these fields). */
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

/** The previous transactions of a request's inputs (./proofs): raws proven by their hash, and hashes answered falsely. */
export interface PreviousTransactions {
  readonly proven: ReadonlyMap<string, Uint8Array>
  readonly forged: ReadonlySet<string>
}

/** What an input spends, read from the transaction that created it. */
interface ProvenOutput {
  readonly amount: bigint
  readonly keys: readonly string[]
  readonly threshold: number
  readonly asset: string
}

export interface ReviewInput {
  readonly request: ServiceMultisigRequest
  /** The account reviewing (its user id). */
  readonly viewer: string
  /** The outputs the inputs spend, when they could be fetched; null when not. */
  readonly spentOutputs?: readonly SpentOutputInfo[] | null
  /** The request as first seen, to notice a transaction swapped under the same id. */
  readonly firstSeen?: { readonly transaction_hash: string } | null
  /** The collectible it moves, when the request carries `inscription_hash` and it was looked up. */
  readonly collectible?: Collectible | null
  /** Who created the request, where the service says; else its one signer stands for the proposer. */
  readonly creator?: string | null
  /** The inputs' previous transactions, when they were fetched or are cached. */
  readonly previous?: PreviousTransactions | null
}

const UTF8 = new TextDecoder('utf-8', { fatal: true })

/**
 * Reviews a request; pure (no network, no clock, no secrets).
 * @example const r = reviewRequest({ request, viewer: me, spentOutputs }); if (r.status === 'ok') show(r.summary)
 */
export function reviewRequest(input: ReviewInput): ReviewResult {
  const { request: req, viewer } = input
  const reasons: ReviewMismatch[] = []
  const add = (kind: string, detail: string) => reasons.push({ kind, detail })
  const refused = (): ReviewResult => ({ status: 'refused', request_id: req.request_id, reasons })

  let raw: Uint8Array
  let tx: Transaction
  try {
    raw = hexToBytes(req.raw_transaction)
    tx = decodeTransaction(raw)
  } catch (e) {
    add('raw', `the raw transaction does not decode: ${e instanceof Error ? e.message : 'invalid'}`)
    return refused()
  }
  const warnings: string[] = []

  const hash = bytesToHex(rawTransactionHash(raw))
  if (hash !== req.transaction_hash) add('hash', `the raw transaction hashes to ${hash}, the request says ${req.transaction_hash}`)
  if (input.firstSeen && input.firstSeen.transaction_hash !== req.transaction_hash) {
    add('changed', `the request was first seen with transaction ${input.firstSeen.transaction_hash}, now it has ${req.transaction_hash}`)
  }

  const txAsset = bytesToHex(tx.asset)
  const assetHash = kernelAssetId(req.asset_id)
  if (assetHash !== req.kernel_asset_id) add('asset', `kernel_asset_id ${req.kernel_asset_id} is not the hash of asset ${req.asset_id}`)
  if (txAsset !== assetHash) add('asset', `the raw transaction moves kernel asset ${txAsset}, not ${req.asset_id}`)

  const extraHex = bytesToHex(tx.extra)
  if (extraHex !== req.extra) add('memo', 'the memo (extra) in the JSON differs from the raw transaction')

  const senders = req.senders
  if (new Set(senders).size !== senders.length) add('senders', 'the senders list repeats a member')
  if (membersHash(senders) !== req.senders_hash) add('senders', 'senders_hash is not the hash of the senders')
  if (req.senders_threshold < 1 || req.senders_threshold > senders.length) {
    add('threshold', `threshold ${req.senders_threshold} is impossible for ${senders.length} senders`)
  }
  if (tx.references.length > 0) warnings.push(`the transaction references ${tx.references.length} other transaction(s)`)

  tx.inputs.forEach((inp, i) => {
    if (inp.genesis.length > 0 || inp.deposit || inp.mint) add('inputs', `input ${i} is not a plain spend of an output`)
  })
  if (req.views.length > 0 && req.views.length !== tx.inputs.length) add('inputs', `${req.views.length} views for ${tx.inputs.length} inputs`)

  // Outputs against receivers, one to one.
  if (req.receivers.length !== tx.outputs.length) add('outputs', `the JSON names ${req.receivers.length} receivers for ${tx.outputs.length} outputs`)
  const outputs: RequestSummary['outputs'] = []
  let total = 0n
  let external = 0n
  tx.outputs.forEach((o, i) => {
    total += o.amount
    const r = req.receivers[i]
    const base = { index: i, amount: formatAmount(o.amount), members: r?.members ?? [], members_hash: r?.members_hash ?? '', threshold: r?.threshold ?? 0 }
    if (o.type === OutputType.WithdrawalSubmit) {
      const destination = text(o.withdrawal?.address)
      const tag = text(o.withdrawal?.tag)
      if (r && (r.destination !== destination || r.tag !== tag)) add('receivers', `output ${i}: the withdrawal address or tag differs from the JSON`)
      external += o.amount
      outputs.push({ ...base, kind: 'withdrawal', destination: destination ?? '', tag: tag ?? '' })
      return
    }
    if (o.type !== OutputType.Script) {
      add('outputs', `output ${i} has type 0x${o.type.toString(16)}, which this wallet does not sign`)
      return
    }
    let t: number | undefined
    try {
      t = scriptThreshold(o.script)
    } catch {
      add('receivers', `output ${i} has no threshold script`)
    }
    if (o.withdrawal) add('receivers', `output ${i} is a script output with withdrawal data`)
    if (r) {
      if (r.members.length > 0) {
        if (membersHash(r.members) !== r.members_hash) add('receivers', `output ${i}: members_hash is not the hash of its members`)
        if (o.keys.length !== r.members.length) add('receivers', `output ${i} has ${o.keys.length} keys for ${r.members.length} members`)
      } else if (r.members_hash !== '') add('receivers', `output ${i}: a members_hash without members`)
      if (t !== undefined && r.threshold !== t) add('threshold', `output ${i}: the script says ${t} of its owners, the JSON says ${r.threshold}`)
      if (r.destination !== '' || r.tag !== '') add('receivers', `output ${i}: a withdrawal address on a script output`)
    }
    const change = r !== undefined && r.members.length > 0 && r.members_hash === req.senders_hash && r.threshold === req.senders_threshold
    if (!change) external += o.amount
    outputs.push({ ...base, kind: change ? 'change' : 'external', destination: '', tag: '' })
  })
  const leaving = external > 0n ? external : total
  if (parseAmount(req.amount) !== leaving) add('amount', `the JSON says ${req.amount} leaves the senders, the raw transaction sends ${formatAmount(leaving)}`)

  // Inputs against the outputs they spend, and the signatures already on the raw.
  const spent = input.spentOutputs ?? null
  const proven = provenOutputs(tx, input.previous ?? null, add)
  const inputs: RequestSummary['inputs'] = []
  let inputsVerified = false
  let signedByRaw: Set<string> | null = null
  const found = tx.inputs.map((inp, i) => {
    const h = bytesToHex(inp.hash)
    const out = spent?.find((s) => s.transaction_hash === h && s.output_index === inp.index)
    const p = proven[i]
    inputs.push({ hash: h, index: inp.index, amount: out ? out.amount : p ? formatAmount(p.amount) : null, proven: p !== undefined })
    if (spent && !out) add('inputs', `the output spent by input ${i} (${h}:${inp.index}) was not found`)
    return out
  })
  // What the previous transactions prove, against the request and against the service's word.
  proven.forEach((p, i) => {
    if (!p) return
    if (p.asset !== txAsset) add('asset', `input ${i} spends an output of another asset, says the transaction that created it`)
    if (p.threshold !== req.senders_threshold) {
      add('threshold', `input ${i} spends an output that needs ${p.threshold} signatures, says the transaction that created it; the request says ${req.senders_threshold}`)
    }
    if (p.keys.length !== senders.length) add('inputs', `input ${i} spends an output with ${p.keys.length} keys for ${senders.length} senders, says the transaction that created it`)
    const o = found[i]
    if (!o) return
    if (parseAmount(o.amount) !== p.amount) add('inputs', `input ${i}: the service says the output it spends holds ${o.amount}, the transaction that created it says ${formatAmount(p.amount)}`)
    if (o.keys.length !== p.keys.length || o.keys.some((k, j) => k !== p.keys[j])) add('inputs', `input ${i}: the service gives other keys for the output it spends than the transaction that created it`)
    if (o.receivers_threshold !== p.threshold) add('threshold', `input ${i}: the service says the output it spends needs ${o.receivers_threshold} signatures, the transaction that created it says ${p.threshold}`)
  })
  const inputsProven = proven.length > 0 && proven.every((p) => p !== undefined)
  if (inputsProven) {
    const sum = proven.reduce((acc, p) => acc + p!.amount, 0n)
    if (sum !== total) add('amount', `the inputs hold ${formatAmount(sum)}, say the transactions that created them; the outputs send ${formatAmount(total)}`)
  }
  if (spent && found.every((o) => o !== undefined)) {
    const outs = found as SpentOutputInfo[]
    let sum = 0n
    outs.forEach((o, i) => {
      sum += parseAmount(o.amount)
      if (o.kernel_asset_id !== txAsset) add('asset', `input ${i} spends an output of another asset`)
      if (o.receivers_hash !== req.senders_hash || o.receivers_threshold !== req.senders_threshold) {
        add('inputs', `input ${i} spends an output the senders (${req.senders_threshold} of ${senders.length}) do not own`)
      }
      if (o.keys.length !== senders.length) add('inputs', `input ${i} spends an output with ${o.keys.length} keys for ${senders.length} senders`)
    })
    if (sum !== total) add('amount', `the inputs hold ${formatAmount(sum)}, the outputs send ${formatAmount(total)}`)
    signedByRaw = rawSigners(tx, outs, senders, add)
    inputsVerified = true
  }
  const signers = new Set(req.signers.filter((s) => senders.includes(s)))
  if (signers.size !== req.signers.length) add('signers', 'the signers list names someone who is not a sender, or repeats one')
  if (signedByRaw !== null) {
    const fromRaw = signedByRaw as Set<string>
    if (fromRaw.size !== signers.size || [...fromRaw].some((s) => !signers.has(s))) {
      add('signers', 'the signatures on the raw transaction are not those of the members the JSON lists as signers')
    }
  }

  let collectible: RequestSummary['collectible'] = null
  if (req.inscription_hash) {
    collectible = input.collectible ?? {
      inscription_hash: req.inscription_hash,
      collection_hash: null,
      collection_name: '',
      symbol: '',
      sequence: null,
      content_type: '',
      content_url: '',
    }
    if (!input.collectible) warnings.push('the collectible this request moves could not be looked up')
    if (tx.inputs.length !== 1 || tx.outputs.length !== 1) {
      warnings.push('this request moves a collectible with more than one input or output: the collectible would be released')
    }
  }

  if (reasons.length > 0) return refused()

  const iAmSender = senders.includes(viewer)
  const iHaveSigned = signers.has(viewer)
  const open = req.state === 'initial'
  const summary: RequestSummary = {
    request_id: req.request_id,
    code_id: req.code_id ?? null,
    transaction_hash: req.transaction_hash,
    asset_id: req.asset_id,
    kernel_asset_id: req.kernel_asset_id,
    amount: formatAmount(leaving),
    total: formatAmount(total),
    change: formatAmount(total - external),
    outputs,
    inputs,
    inputs_verified: inputsVerified,
    inputs_proven: inputsProven,
    memo: { text: text(tx.extra), hex: extraHex },
    senders: senders.map((s) => ({ user_id: s, signed: signers.has(s), is_me: s === viewer })),
    threshold: req.senders_threshold,
    signed_count: signers.size,
    service_state: req.state,
    revoked_by: req.revoked_by === '' ? null : req.revoked_by,
    proposer: input.creator ?? (req.signers.length === 1 ? req.signers[0]! : null),
    updated_at: req.updated_at,
    i_am_sender: iAmSender,
    i_have_signed: iHaveSigned,
    can_sign: open && iAmSender && !iHaveSigned && inputsVerified && req.views.length === tx.inputs.length,
    can_unlock: open && iAmSender && signers.size < req.senders_threshold,
    collectible,
    warnings,
  }
  return { status: 'ok', summary, digest: summaryDigest(summary) }
}

/**
 * SHA-256 (hex) of the summary's binding part: everything but signing progress (and who ended it, when).
 * @example summaryDigest(result.summary) === result.digest
 */
export function summaryDigest(summary: RequestSummary): string {
  const { signed_count: _c, service_state: _s, revoked_by: _r, proposer: _p, updated_at: _u, i_have_signed: _i, can_sign: _cs, can_unlock: _cu, senders, ...rest } = summary
  const binding = { ...rest, senders: senders.map((s) => ({ user_id: s.user_id, is_me: s.is_me })) }
  return bytesToHex(sha256(utf8ToBytes(canonicalJson(binding))))
}

/** JSON with object keys sorted, so equal values always give equal text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

/** A request's memo (its hex `extra`) as UTF-8 text, '' when there is none, null when it is not text. */
export function memoText(extraHex: string): string | null {
  if (extraHex === '') return ''
  try {
    return text(hexToBytes(extraHex))
  } catch {
    return null
  }
}

function text(bytes: Uint8Array | undefined): string | null {
  if (!bytes) return null
  try {
    return UTF8.decode(bytes)
  } catch {
    return null
  }
}

/**
 * The senders whose signature is valid on every input (key index j ↔ sorted sender j, wire-formats
 * §2.4); an invalid or out-of-range entry is a mismatch of its own.
 */
function rawSigners(tx: Transaction, outs: readonly SpentOutputInfo[], senders: readonly string[], add: (k: string, d: string) => void): Set<string> {
  let report: ReturnType<typeof verifyTransactionSignatures>
  try {
    report = verifyTransactionSignatures(
      tx,
      outs.map((o) => ({ keys: [...o.keys], threshold: o.receivers_threshold })),
    )
  } catch (e) {
    add('signatures', `the signatures cannot be checked: ${e instanceof Error ? e.message : 'invalid'}`)
    return new Set()
  }
  let common: number[] | undefined
  for (const r of report.inputs) {
    for (const j of r.invalid) add('signatures', `input ${r.input} has an invalid signature at key index ${j}`)
    common = common === undefined ? [...r.valid] : common.filter((j) => r.valid.includes(j))
  }
  const sorted = [...senders].sort()
  return new Set((common ?? []).map((j) => sorted[j]).filter((s): s is string => s !== undefined))
}

/**
 * Per input, what its previous transaction proves it spends (undefined when there is no proof). A
 * proof that does not hold (a raw answered under another hash, no such output, no threshold
 * script) is a mismatch of its own.
 */
function provenOutputs(tx: Transaction, previous: PreviousTransactions | null, add: (k: string, d: string) => void): (ProvenOutput | undefined)[] {
  if (!previous) return tx.inputs.map(() => undefined)
  const decoded = new Map<string, Transaction | null>()
  return tx.inputs.map((inp, i) => {
    const h = bytesToHex(inp.hash)
    if (previous.forged.has(h)) {
      add('inputs', `input ${i}: asked for the transaction ${h}, the service answered with another one`)
      return undefined
    }
    const raw = previous.proven.get(h)
    if (!raw) return undefined
    if (!decoded.has(h)) {
      try {
        decoded.set(h, decodeTransaction(raw))
      } catch {
        decoded.set(h, null)
      }
    }
    const prev = decoded.get(h)
    const out = prev?.outputs[inp.index]
    if (!prev || !out) {
      add('inputs', `input ${i}: the transaction ${h} has no output ${inp.index} to spend`)
      return undefined
    }
    let threshold: number
    try {
      threshold = scriptThreshold(out.script)
    } catch {
      add('inputs', `input ${i} spends an output without a threshold script`)
      return undefined
    }
    return { amount: out.amount, keys: out.keys.map((k) => bytesToHex(k)), threshold, asset: bytesToHex(prev.asset) }
  })
}
