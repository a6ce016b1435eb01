/**
 * The demo network `npm start` runs on: three registered users (Alice, Bob, Carol), a group
 * conversation of the three, 100 XIN and 2,500 USDT owned by them 2-of-3 (so a newcomer can propose
 * a payment in either at once), and one pending multisig request that pays Carol 1.5 XIN with the
 * change back to the group's 2-of-3 — created and already signed by Bob, so it waits for one more
 * signature (Alice's or Carol's). In the group, Bob says what he is about to propose, shares the
 * request's link, and Carol asks Alice to sign: the conversation has something to read at once.
 *
 * Users and funds come straight from the sequencer's database (its faucet, `depositOutput`); the
 * rest goes through the running server's HTTP API, signed as each user, exactly as a client would.
 * Reused by tests that need a populated network.
 * @module
 */
import { randomUUID } from 'node:crypto'
import { hexToBytes } from '@noble/hashes/utils.js'
import { z } from 'zod'
import { GhostKeys, MultisigRequest, SafeOutput } from '../../shared/api/ledger'
import { signAccessToken } from '../../shared/auth'
import {
  cosignTransaction,
  decodeTransactionHex,
  encodeTransaction,
  membersHash,
  thresholdScript,
  toHex,
  type Transaction,
} from '../../shared/kernel'
import type { SequencerContext } from '../../sequencer/context'
import { depositOutput } from '../../sequencer/ledger/deposit'
import { provisionUser, type SequencerKeystore } from '../../sequencer/users/provision'

/** Mixin's XIN asset id. */
export const DEMO_ASSET_ID = 'c94ac88f-4671-3976-b60a-09064f1811e8'
export const DEMO_GROUP_NAME = 'Treasury (demo)'
// words-exempt: the demo network's data: the request's memo
export const DEMO_MEMO = 'Reimburse Carol for the conference booth'
/** 100 XIN deposited to the group's 2-of-3, in 10^-8 units. */
export const DEMO_DEPOSIT = 100_00000000n
/** 1.5 XIN to Carol. */
export const DEMO_PAYMENT = 1_50000000n
/** Mixin's USDT (the ERC-20 one): the demo account's second asset, untouched by the pending request. */
export const DEMO_SECOND_ASSET_ID = '4d8c508b-91c5-375b-92b0-ee702ed2dac5'
/** 2,500 USDT deposited to the group's 2-of-3, in 10^-8 units. */
export const DEMO_SECOND_DEPOSIT = 2500_00000000n
/** What Bob says in the group before he proposes the payment, and Carol after he shared it. */
export const DEMO_CHAT = {
  // words-exempt: the demo network's data: a message Bob sent
  bob: 'The conference booth invoice came in: 1.5 XIN to Carol, who paid it. I am putting the payment up for signing now.',
  carol:
    // words-exempt: the demo network's data: a message Carol sent
    'Thanks, Bob. Alice, could you check it and add the second signature when you have a minute?',
} as const

interface DemoUser {
  readonly name: string
  readonly userId: string
  /** The user's keystore in the official SDK's shape. It holds secrets: hand it to a wallet, never log it. */
  readonly keystore: SequencerKeystore
}

export interface DemoNetwork {
  /** Alice, Bob and Carol, in that order; Alice is the account `npm start` imports. */
  readonly users: readonly DemoUser[]
  readonly conversationId: string
  /** The shared account the three of them keep: every one of them, 2 to sign. */
  readonly account: { readonly members: readonly string[]; readonly threshold: number }
  /** The pending request: signed by Bob, waiting for Alice or Carol; Bob shared its link in the group. */
  readonly requestId: string
  readonly transactionHash: string
}

/** A user's signed HTTP calls to the sequencer, as an SDK makes them; each answer read with its schema, as a client would. */
function clientFor(baseUrl: string, keystore: SequencerKeystore) {
  const sessionSeed = hexToBytes(keystore.session_private_key)
  return async function call<S extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    schema: S,
    body?: unknown,
  ): Promise<z.output<S>> {
    const text = body === undefined ? '' : JSON.stringify(body)
    const token = signAccessToken({
      userId: keystore.app_id,
      sessionId: keystore.session_id,
      sessionSeed,
      method,
      uri: path,
      body: text,
    })
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: text }),
    })
    const json = (await res.json()) as {
      data?: unknown
      error?: { code?: number; description?: string }
    }
    if (!res.ok || json.data === undefined) {
      throw new RangeError(
        `demo seed: ${method} ${path} answered HTTP ${res.status} (${json.error?.code ?? '?'} ${json.error?.description ?? ''})`,
      )
    }
    return schema.parse(json.data)
  }
}

/**
 * Populates a fresh sequencer with the demo network.
 * @param seq the running sequencer: its context (for users and funds) and its base URL
 * @throws RangeError when the sequencer refuses a step (message names the call), ApiError from the faucet
 * @example
 * const seq = await startSequencer({ dbFile })
 * const demo = await seedDemoNetwork(seq)
 */
export async function seedDemoNetwork(seq: {
  readonly ctx: SequencerContext
  readonly url: string
}): Promise<DemoNetwork> {
  // words-exempt: the demo network's data: its people's names
  const users = ['Alice', 'Bob', 'Carol'].map((name): DemoUser => {
    const u = provisionUser(seq.ctx, { fullName: name, register: true })
    u.sessionSeed.fill(0)
    u.spendSeed.fill(0)
    return { name, userId: u.userId, keystore: u.keystore }
  })
  const [alice, bob, carol] = users as [DemoUser, DemoUser, DemoUser]
  const asAlice = clientFor(seq.url, alice.keystore)
  const asBob = clientFor(seq.url, bob.keystore)

  const conversationId = randomUUID()
  await asAlice('POST', '/conversations', z.unknown(), {
    category: 'GROUP',
    conversation_id: conversationId,
    name: DEMO_GROUP_NAME,
    // words-exempt: the demo network's data: the group's announcement
    announcement: 'Payments from the treasury need 2 of our 3 signatures.',
    participants: [{ user_id: bob.userId, role: 'ADMIN' }, { user_id: carol.userId }],
  })

  // The group talks before and after the request, so its conversation has something to read.
  const say = (as: typeof asAlice, text: string) =>
    as('POST', '/messages', z.unknown(), [
      {
        conversation_id: conversationId,
        message_id: randomUUID(),
        category: 'PLAIN_TEXT',
        data_base64: Buffer.from(text).toString('base64url'),
      },
    ])
  await say(asBob, DEMO_CHAT.bob)

  const group = users.map((u) => u.userId)
  const funds = depositOutput(seq.ctx, {
    members: group,
    threshold: 2,
    assetId: DEMO_ASSET_ID,
    amount: DEMO_DEPOSIT,
  })
  depositOutput(seq.ctx, {
    members: group,
    threshold: 2,
    assetId: DEMO_SECOND_ASSET_ID,
    amount: DEMO_SECOND_DEPOSIT,
  })

  // Bob proposes: 1.5 XIN to Carol alone, the change back to the three of them, 2-of-3.
  const hint = randomUUID()
  const ghosts = await asBob('POST', '/safe/keys', z.array(GhostKeys), [
    { receivers: [carol.userId], index: 0, hint },
    { receivers: group, index: 1, hint },
  ])
  const [toCarol, change] = ghosts as [GhostKeys, GhostKeys]
  const tx: Transaction = {
    version: 5,
    asset: hexToBytes(funds.kernel_asset_id),
    inputs: [
      {
        hash: hexToBytes(funds.transaction_hash),
        index: funds.output_index,
        genesis: new Uint8Array(0),
      },
    ],
    outputs: [
      {
        type: 0,
        amount: DEMO_PAYMENT,
        keys: toCarol.keys.map((k) => hexToBytes(k)),
        mask: hexToBytes(toCarol.mask),
        script: thresholdScript(1),
      },
      {
        type: 0,
        amount: DEMO_DEPOSIT - DEMO_PAYMENT,
        keys: change.keys.map((k) => hexToBytes(k)),
        mask: hexToBytes(change.mask),
        script: thresholdScript(2),
      },
    ],
    references: [],
    extra: new TextEncoder().encode(DEMO_MEMO),
    signatures: [],
  }
  const requestId = randomUUID()
  const [created] = await asBob('POST', '/safe/multisigs', z.array(MultisigRequest), [
    { request_id: requestId, raw: toHex(encodeTransaction(tx)) },
  ])
  if (!created) throw new RangeError('demo seed: the sequencer created no request')

  // Bob signs first, with the views the sequencer gives him, and the keys of the group's outputs.
  const record = await asBob('GET', `/safe/multisigs/${requestId}`, MultisigRequest)
  const outputs = await asBob(
    'GET',
    // words-exempt: a path of the service’s API
    `/safe/outputs?members=${membersHash(group)}&threshold=2&limit=500`,
    z.array(SafeOutput),
  )
  const spent = decodeTransactionHex(record.raw_transaction).inputs.map((input) => {
    const output = outputs.find(
      (o) => o.transaction_hash === toHex(input.hash) && o.output_index === input.index,
    )
    if (!output)
      throw new RangeError("demo seed: an input of the request is not among Bob's outputs")
    return { keys: output.keys }
  })
  const spendSeed = hexToBytes(bob.keystore.spend_private_key)
  try {
    const { raw } = cosignTransaction({
      raw: hexToBytes(record.raw_transaction),
      spendSeed,
      views: record.views,
      spentOutputs: spent,
    })
    await asBob('POST', `/safe/multisigs/${requestId}/sign`, MultisigRequest, {
      request_id: requestId,
      raw: toHex(raw),
    })
  } finally {
    spendSeed.fill(0)
  }

  // Bob shares it in the group as a person does on the public network: a text with its link.
  await say(
    asBob,
    // words-exempt: the demo network's data: a message Bob sent, as Mixin users write them
    `Payment request: 1.5 XIN to Carol · ${DEMO_MEMO}\nReview and sign: https://mixin.one/multisigs/${requestId}`,
  )
  await say(clientFor(seq.url, carol.keystore), DEMO_CHAT.carol)

  return {
    users,
    conversationId,
    account: { members: group, threshold: 2 },
    requestId,
    transactionHash: created.transaction_hash,
  }
}
