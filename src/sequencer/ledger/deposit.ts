/**
 * The local faucet: an unspent output owned by registered members, deposited from outside the
 * network by a transaction the ledger keeps as the Kernel would (wire-formats §1.3): version 5, of
 * the asset's kernel id, with one deposit input naming the asset's chain (its kernel id), its key on
 * that chain, the deposit's id as the chain's transaction, index 0 and the amount, and one script
 * output to the members. Its hash is that transaction's; it is kept, not served (the public API
 * looks transactions up by request id only). The asset must be in the registry, or be described so
 * that it is registered (../assets/registry). Used by `cosigner sequencer deposit`, by the
 * inscriptions admin, and by tests: never on the wire.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import { hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js'
import { Uuid } from '../../shared/api/common'
import { SafeOutput } from '../../shared/api/ledger'
import {
  GROUP_ORDER,
  bytesToNumberLE,
  encodeTransaction,
  kernelAssetId,
  membersHash,
  thresholdScript,
  toHex,
  transactionHash,
  type Transaction,
} from '../../shared/kernel'
import { ensureAsset, type AssetDescription } from '../assets/registry'
import type { SequencerContext } from '../context'
import { invalidField } from '../http/errors'
import { deriveOutputKeys } from '../crypto/curve-tasks'
import { insertDeposit } from './deposits-store'
import { registeredMembers } from './ghost-keys'
import { outputIdFor } from './ids'
import { findOutput, insertOutput } from './outputs-store'
import { presentOutput } from './present-output'
import { immediateTransaction } from '../../node/sqlite/transaction'

/** The output as a client reads it from `GET /safe/outputs` (wire-formats §8.6): the shared schema's normalised shape. */
export type OutputView = SafeOutput

/** Largest deposit, in 10^-8 units: 2^63 − 1, far above any asset's supply. */
const MAX_DEPOSIT_UNITS = (1n << 63n) - 1n
/** A deposit's extra stays within the Kernel's general limit. */
const MAX_DEPOSIT_EXTRA = 256

export interface DepositInput {
  /** User ids of the owners; registered users, each once, any order. */
  readonly members: string[]
  /** Signatures needed to spend: 1 to the number of members (at most 64). */
  readonly threshold: number
  /** The asset's UUID. */
  readonly assetId: string
  /** In 10^-8 units; positive. */
  readonly amount: bigint
  /** A collectible's inscription hash (64 hex), carried by the output. */
  readonly inscriptionHash?: string
  /** The output's extra (its transaction's memo), at most 256 bytes. */
  readonly extra?: Uint8Array
  /** How to register the asset when the registry does not know it yet. */
  readonly asset?: AssetDescription
}

/**
 * Creates one unspent output with real ghost keys for the members' spend keys B and the view keys
 * A the sequencer holds for them (mask R = r·G for a fresh random r, output index 0), and its
 * deposit transaction. Runs in its own IMMEDIATE transaction, or inside the caller's when one is open.
 * @throws ApiError 10002 for a malformed argument or an asset neither registered nor described
 *   (../assets/registry), 10404 for a member who is not a registered user
 * @example depositOutput(ctx, { members: [a, b, c], threshold: 2, assetId: XIN, amount: 150000000n })
 */
export function depositOutput(ctx: SequencerContext, o: DepositInput): OutputView {
  if (!Array.isArray(o.members) || o.members.length < 1 || o.members.length > 64) {
    throw invalidField('members', 'expected 1 to 64 user ids')
  }
  o.members.forEach((m, i) => {
    if (!Uuid.safeParse(m).success) throw invalidField(`members[${i}]`, 'expected a lowercase UUID')
  })
  if (!Number.isInteger(o.threshold) || o.threshold < 1 || o.threshold > o.members.length) {
    throw invalidField('threshold', `expected an integer from 1 to ${o.members.length}`)
  }
  if (!Uuid.safeParse(o.assetId).success)
    throw invalidField('asset_id', 'expected a lowercase UUID')
  if (typeof o.amount !== 'bigint' || o.amount <= 0n || o.amount > MAX_DEPOSIT_UNITS) {
    throw invalidField('amount', 'expected a positive amount of at most 2^63 − 1 units')
  }
  if (o.inscriptionHash !== undefined && !/^[0-9a-f]{64}$/.test(o.inscriptionHash)) {
    throw invalidField('inscription_hash', 'expected 32 bytes of lowercase hex')
  }
  if (
    o.extra !== undefined &&
    (!(o.extra instanceof Uint8Array) || o.extra.length > MAX_DEPOSIT_EXTRA)
  ) {
    throw invalidField('extra', `expected at most ${MAX_DEPOSIT_EXTRA} bytes`)
  }

  const run = () => {
    const nowNs = ctx.clock.nowNs()
    const asset = ensureAsset(ctx.db, o.assetId, o.asset, nowNs)
    const members = registeredMembers(ctx.db, o.members)
    const sorted = members.map((m) => m.userId)
    const wide = randomBytes(64)
    const r = bytesToNumberLE(wide) % GROUP_ORDER || 1n
    wide.fill(0)
    const keys = deriveOutputKeys(r, members, 0)
    const depositId = randomUUID()
    const tx: Transaction = {
      version: 5,
      asset: hexToBytes(asset.kernelAssetId),
      inputs: [
        {
          hash: new Uint8Array(32),
          index: 0,
          genesis: new Uint8Array(0),
          deposit: {
            chain: hexToBytes(kernelAssetId(asset.chainId)),
            assetKey: utf8ToBytes(asset.assetKey),
            transaction: utf8ToBytes(depositId),
            index: 0n,
            amount: o.amount,
          },
        },
      ],
      outputs: [
        {
          type: 0,
          amount: o.amount,
          keys: keys.keys.map((k) => hexToBytes(k)),
          mask: hexToBytes(keys.mask),
          script: thresholdScript(o.threshold),
        },
      ],
      references: [],
      extra: o.extra ?? new Uint8Array(0),
      signatures: [],
    }
    const hash = toHex(transactionHash(tx))
    insertDeposit(ctx.db, {
      transactionHash: hash,
      depositId,
      raw: encodeTransaction(tx),
      createdAtNs: nowNs,
    })
    const outputId = outputIdFor(hash, 0)
    insertOutput(ctx.db, {
      outputId,
      transactionHash: hash,
      outputIndex: 0,
      assetId: o.assetId,
      kernelAssetId: asset.kernelAssetId,
      amount: o.amount,
      keys: keys.keys,
      mask: keys.mask,
      threshold: o.threshold,
      members: sorted,
      membersHash: membersHash(sorted),
      views: keys.views,
      extra: o.extra ? toHex(o.extra) : '',
      inscriptionHash: o.inscriptionHash ?? null,
      nowNs,
    })
    return SafeOutput.parse(presentOutput(findOutput(ctx.db, outputId)!))
  }
  return immediateTransaction(ctx.db, run)
}
