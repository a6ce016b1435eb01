/**
 * A consistent 2-of-3 multisig request built from scratch with the kernel library: members with
 * spend and view keys, the outputs they own (real ghost keys), a transaction spending them to an
 * outside receiver with change back, and the request JSON as the service would serve it to one
 * member. Tests tamper with copies of it.
 */
import { bytesToHex } from '@noble/hashes/utils.js'
import type { MultisigRequest } from '../../../../../../src/shared/api/ledger'
import { publicKeyOf } from '../../../../../../src/shared/auth/ed25519'
import {
  bytesToNumberLE,
  deriveGhostOutput,
  encodeTransaction,
  formatAmount,
  kernelAssetId,
  membersHash,
  newKeyFromSeed,
  publicFromScalar,
  thresholdScript,
  transactionHash,
  viewScalar,
  type Output,
  type Transaction,
} from '../../../../../../src/shared/kernel'
import type { SpentOutputInfo } from '../../../../../../src/main/core/services/requests/review'

export const XIN = 'c94ac88f-4671-3976-b60a-09064f1811e8'

export interface Member {
  userId: string
  spendSeed: Uint8Array
  B: Uint8Array
  a: Uint8Array
  A: Uint8Array
}

const fill = (n: number, b: number) => new Uint8Array(n).fill(b)

export function member(userId: string, byte: number): Member {
  const spendSeed = fill(32, byte)
  const a = newKeyFromSeed(fill(64, byte ^ 0x5a))
  return {
    userId,
    spendSeed,
    B: publicKeyOf(spendSeed),
    a,
    A: publicFromScalar(bytesToNumberLE(a)),
  }
}

export const alice = member('11111111-1111-4111-8111-111111111111', 0xa0)
export const bob = member('22222222-2222-4222-8222-222222222222', 0xa1)
export const carol = member('33333333-3333-4333-8333-333333333333', 0xa2)
export const dave = member('44444444-4444-4444-8444-444444444444', 0xa3)

export interface Fixture {
  senders: Member[]
  threshold: number
  receiver: Member
  tx: Transaction
  raw: string
  hash: string
  spent: SpentOutputInfo[]
  masks: Uint8Array[]
  /** The request as the service serves it to `viewer`. */
  request(viewer: Member): MultisigRequest
}

function ghost(members: Member[], index: number, rByte: number) {
  return deriveGhostOutput({
    r: newKeyFromSeed(fill(64, rByte)),
    members: members.map((m) => ({ A: m.A, B: m.B })),
    index,
  })
}

/** 1 + 0.5 XIN in, 1.2 out to dave and 0.3 change back (amounts in 10^-8 units). */
export function buildFixture(
  o: { memo?: Uint8Array; inputs?: bigint[]; external?: bigint; change?: bigint } = {},
): Fixture {
  const senders = [alice, bob, carol]
  const threshold = 2
  const inputs = o.inputs ?? [100_000_000n, 50_000_000n]
  const external = o.external ?? 120_000_000n
  const change = o.change ?? 30_000_000n
  const sendersHash = membersHash(senders.map((m) => m.userId))
  const prev = inputs.map((amount, i) => {
    const index = i + 1
    const g = ghost(senders, index, 0xc0 + i)
    const info: SpentOutputInfo = {
      transaction_hash: bytesToHex(fill(32, 0xe0 + i)),
      output_index: index,
      kernel_asset_id: kernelAssetId(XIN),
      amount: formatAmount(amount),
      keys: g.keys.map((k) => bytesToHex(k)),
      receivers_hash: sendersHash,
      receivers_threshold: threshold,
    }
    return { info, mask: g.mask }
  })
  const out0 = ghost([dave], 0, 0x70)
  const out1 = ghost(senders, external > 0n ? 1 : 0, 0x71)
  const outputs: Output[] = [
    ...(external > 0n
      ? [
          {
            type: 0,
            amount: external,
            keys: out0.keys,
            mask: out0.mask,
            script: thresholdScript(1),
          },
        ]
      : []),
    ...(change > 0n
      ? [
          {
            type: 0,
            amount: change,
            keys: out1.keys,
            mask: out1.mask,
            script: thresholdScript(threshold),
          },
        ]
      : []),
  ]
  const tx: Transaction = {
    version: 5,
    asset: Uint8Array.from(Buffer.from(kernelAssetId(XIN), 'hex')),
    inputs: prev.map((p) => ({
      hash: Uint8Array.from(Buffer.from(p.info.transaction_hash, 'hex')),
      index: p.info.output_index,
      genesis: new Uint8Array(0),
    })),
    outputs,
    references: [],
    extra: o.memo ?? new TextEncoder().encode('rent for May'),
    signatures: [],
  }
  const raw = bytesToHex(encodeTransaction(tx))
  const hash = bytesToHex(transactionHash(tx))
  const receivers = [
    ...(external > 0n
      ? [
          {
            members: [dave.userId],
            members_hash: membersHash([dave.userId]),
            threshold: 1,
            destination: '',
            tag: '',
            withdrawal_hash: '',
          },
        ]
      : []),
    ...(change > 0n
      ? [
          {
            members: senders.map((m) => m.userId),
            members_hash: sendersHash,
            threshold,
            destination: '',
            tag: '',
            withdrawal_hash: '',
          },
        ]
      : []),
  ]
  return {
    senders,
    threshold,
    receiver: dave,
    tx,
    raw,
    hash,
    spent: prev.map((p) => p.info),
    masks: prev.map((p) => p.mask),
    request: (viewer) => ({
      type: 'transaction_request',
      request_id: '99999999-9999-4999-8999-999999999999',
      transaction_hash: hash,
      asset_id: XIN,
      kernel_asset_id: kernelAssetId(XIN),
      amount: formatAmount(external > 0n ? external : change),
      senders_hash: sendersHash,
      senders_threshold: threshold,
      senders: senders.map((m) => m.userId),
      signers: [],
      revoked_by: '',
      extra: bytesToHex(tx.extra),
      raw_transaction: raw,
      created_at: '2024-01-01T00:00:00Z',
      updated_at: '2024-01-01T00:00:00Z',
      receivers,
      views: prev.map((p) => bytesToHex(viewScalar(viewer.a, p.mask, p.info.output_index))),
      inscription_hash: '',
    }),
  }
}
