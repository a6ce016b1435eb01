/**
 * Shared setup of the ledger tests: a sequencer with registered members, deposits, ghost keys from
 * the real endpoint, unsigned raws built with the Kernel codec, and co-signatures made with the
 * views each member receives. Requests and outputs come back read with the shared schemas, as a
 * client reads them; tests of the wire's own shapes read the JSON text.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { hexToBytes } from '@noble/hashes/utils.js'
import { afterAll, beforeAll } from 'vitest'
import { MultisigRequest, SafeOutput } from '../../../../src/shared/api/ledger'
import {
  cosignTransaction,
  decodeTransactionHex,
  encodeTransaction,
  kernelAssetId,
  thresholdScript,
  toHex,
  type Output,
  type Transaction,
} from '../../../../src/shared/kernel'
import { depositOutput } from '../../../../src/sequencer/ledger/deposit'
import { buildSequencer } from '../../../../src/sequencer/assemble'
import type { Followers } from '../../../../src/sequencer/followers'
import type { SequencerLimits } from '../../../../src/sequencer/limits'
import {
  prepareSigningNetwork,
  type SigningNetwork,
} from '../../../../harness/sequencer/signing-load'
import {
  authedRequest,
  createTestUser,
  dataOf,
  newSequencer,
  type TestSequencer,
  type TestUser,
} from '../../../helpers/sequencer'

export const XIN = 'c94ac88f-4671-3976-b60a-09064f1811e8'
export const BTC = 'c6d0c728-2624-429b-8e0d-d9d19b6592fa'

export interface Ledger {
  readonly seq: TestSequencer
  /** Registered users, sorted by user id (their order in every members list). */
  readonly members: TestUser[]
  close(): void
}

/** A sequencer with `n` registered users, sorted by user id. */
export async function newLedger(
  n = 3,
  o: {
    followers?: Partial<Followers>
    limits?: Partial<SequencerLimits>
    finalityMs?: number
  } = {},
): Promise<Ledger> {
  const seq = newSequencer(o)
  const members: TestUser[] = []
  for (let i = 0; i < n; i++)
    members.push(await createTestUser(seq.ctx, `Member ${i}`, { register: true }))
  members.sort((a, b) => (a.userId < b.userId ? -1 : 1))
  return { seq, members, close: () => seq.close() }
}

export function deposit(
  l: Ledger,
  o: {
    owners?: TestUser[]
    threshold?: number
    asset?: string
    amount?: bigint
    inscriptionHash?: string
  },
): SafeOutput {
  const owners = o.owners ?? l.members
  return depositOutput(l.seq.ctx, {
    members: owners.map((m) => m.userId),
    threshold: o.threshold ?? 2,
    assetId: o.asset ?? XIN,
    amount: o.amount ?? 100_000_000n,
    ...(o.inscriptionHash ? { inscriptionHash: o.inscriptionHash } : {}),
  })
}

/** Ghost keys from `POST /safe/keys`, as `caller`. */
export async function ghostKeys(
  l: Ledger,
  caller: TestUser,
  requests: { receivers: string[]; index: number; hint: string }[],
): Promise<{ mask: string; keys: string[] }[]> {
  return dataOf(await authedRequest(l.seq.app, caller.keystore, 'POST', '/safe/keys', requests))
}

export interface Recipient {
  readonly receivers: TestUser[]
  readonly threshold: number
  readonly amount: bigint
}

/** An unsigned raw spending `inputs` to `recipients`, with ghost keys from the endpoint. */
export async function buildRaw(
  l: Ledger,
  caller: TestUser,
  inputs: SafeOutput[],
  recipients: Recipient[],
  o: {
    extra?: Uint8Array
    asset?: string
    hint?: string
    extraOutputs?: Output[]
    references?: Uint8Array[]
  } = {},
): Promise<string> {
  const hint = o.hint ?? crypto.randomUUID()
  const ghosts =
    recipients.length === 0
      ? []
      : await ghostKeys(
          l,
          caller,
          recipients.map((r, index) => ({
            receivers: r.receivers.map((m) => m.userId),
            index,
            hint,
          })),
        )
  const outputs: Output[] = recipients.map((r, i) => ({
    type: 0,
    amount: r.amount,
    keys: ghosts[i]!.keys.map((k) => hexToBytes(k)),
    mask: hexToBytes(ghosts[i]!.mask),
    script: thresholdScript(r.threshold),
  }))
  const tx: Transaction = {
    version: 5,
    asset: hexToBytes(o.asset ? kernelAssetId(o.asset) : inputs[0]!.kernel_asset_id),
    inputs: inputs.map((i) => ({
      hash: hexToBytes(i.transaction_hash),
      index: i.output_index,
      genesis: new Uint8Array(0),
    })),
    outputs: [...outputs, ...(o.extraOutputs ?? [])],
    references: o.references ?? [],
    extra: o.extra ?? new Uint8Array(0),
    signatures: [],
  }
  return toHex(encodeTransaction(tx))
}

/** Creates a request as `caller` and returns its record. */
export async function createRequest(
  l: Ledger,
  caller: TestUser,
  raw: string,
  requestId = crypto.randomUUID(),
): Promise<MultisigRequest> {
  const [record] = await dataOf<unknown[]>(
    await authedRequest(l.seq.app, caller.keystore, 'POST', '/safe/multisigs', [
      { request_id: requestId, raw },
    ]),
  )
  return MultisigRequest.parse(record)
}

/** A request as `member` reads it. */
export async function fetchRequest(
  l: Ledger,
  member: TestUser,
  requestId: string,
): Promise<MultisigRequest> {
  return MultisigRequest.parse(
    await dataOf(
      await authedRequest(l.seq.app, member.keystore, 'GET', `/safe/multisigs/${requestId}`),
    ),
  )
}

/** `member`'s partial raw of a request: its own signature on every input, with the views it receives. */
export async function cosign(l: Ledger, member: TestUser, requestId: string): Promise<string> {
  const record = await fetchRequest(l, member, requestId)
  const inputs = await spentOutputs(l, member, record)
  const { raw } = cosignTransaction({
    raw: hexToBytes(record.raw_transaction),
    spendSeed: member.spendSeed,
    views: record.views,
    spentOutputs: inputs.map((o) => ({ keys: o.keys })),
  })
  return toHex(raw)
}

/** The outputs a request spends, in input order, as `member` lists its senders' outputs. */
export async function spentOutputs(
  l: Ledger,
  member: TestUser,
  record: MultisigRequest,
): Promise<SafeOutput[]> {
  const path = `/safe/outputs?members=${record.senders_hash}&threshold=${record.senders_threshold}&limit=500`
  const all = SafeOutput.array().parse(
    await dataOf(await authedRequest(l.seq.app, member.keystore, 'GET', path)),
  )
  const tx = decodeTransactionHex(record.raw_transaction)
  return tx.inputs.map((i) =>
    all.find((o) => o.transaction_hash === toHex(i.hash) && o.output_index === i.index)!,
  )
}

export async function sign(
  l: Ledger,
  member: TestUser,
  requestId: string,
  raw: string,
  body?: object,
): Promise<Response> {
  return authedRequest(
    l.seq.app,
    member.keystore,
    'POST',
    `/safe/multisigs/${requestId}/sign`,
    body ?? { raw },
  )
}

export interface SigningNetworkFixture {
  readonly dbFile: string
  readonly seq: ReturnType<typeof buildSequencer>
  /** Prepared in `beforeAll`. */
  readonly network: SigningNetwork
}

/**
 * For a test file's lifetime: a sequencer on a database file of its own, with `requests` pending
 * 2-of-3 requests prepared as the sign bench prepares them (signing-load).
 */
export function signingNetworkFixture(requests: number): SigningNetworkFixture {
  const dir = mkdtempSync(join(tmpdir(), 'cosigner-signing-'))
  const dbFile = join(dir, 'sequencer.db')
  const seq = buildSequencer({ dbFile })
  let network: SigningNetwork | undefined
  beforeAll(async () => {
    network = await prepareSigningNetwork(seq.ctx, seq.app, { members: 3, threshold: 2, requests })
  })
  afterAll(() => {
    seq.ctx.db.close()
    rmSync(dir, { recursive: true, force: true })
  })
  return {
    dbFile,
    seq,
    get network() {
      if (!network) throw new Error('the signing network is prepared in beforeAll')
      return network
    },
  }
}
