/**
 * A signing workload for the race and crash tests and the sign benchmark: registered members,
 * pending multisig requests of two inputs each, and every member's partial raw for every request
 * (its signature on each input, made with the views it receives), built through the real app on
 * a database file that a server process can then open.
 */
import { randomUUID } from 'node:crypto'
import type { Hono } from 'hono'
import { hexToBytes } from '@noble/hashes/utils.js'
import type { GhostKeys, MultisigRequest } from '../../src/shared/api/ledger'
import { signAccessToken } from '../../src/shared/auth'
import {
  cosignTransaction,
  encodeTransaction,
  thresholdScript,
  toHex,
  type Transaction,
} from '../../src/shared/kernel'
import type { SequencerContext } from '../../src/sequencer/context'
import type { AppEnv } from '../../src/sequencer/http/env'
import { depositOutput } from '../../src/sequencer/ledger/deposit'
import { provisionUser, type ProvisionedUser } from '../../src/sequencer/users/provision'

export const XIN = 'c94ac88f-4671-3976-b60a-09064f1811e8'

export interface PendingRequest {
  readonly requestId: string
  readonly transactionHash: string
  /** partials[j]: member j's signature on every input, on top of the unsigned raw. */
  readonly partials: string[]
}

export interface SigningNetwork {
  /** Sorted by user id: member j signs at key index j. */
  readonly members: ProvisionedUser[]
  readonly requests: PendingRequest[]
}

/** Headers of a request signed as `user`, like the SDK's: a fresh token for exactly these bytes. */
export function authHeaders(
  user: ProvisionedUser,
  method: string,
  path: string,
  body = '',
): Record<string, string> {
  const token = signAccessToken({
    userId: user.userId,
    sessionId: user.sessionId,
    sessionSeed: user.sessionSeed,
    method,
    uri: path,
    body,
  })
  return { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
}

async function call<T>(
  app: Hono<AppEnv>,
  user: ProvisionedUser,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const text = body === undefined ? '' : JSON.stringify(body)
  const res = await app.request(path, {
    method,
    headers: authHeaders(user, method, path, text),
    ...(body === undefined ? {} : { body: text }),
  })
  const json = (await res.json()) as { data?: T; error?: unknown }
  if (res.status !== 200 || json.data === undefined)
    throw new Error(`${method} ${path}: HTTP ${res.status} ${JSON.stringify(json.error)}`)
  return json.data
}

/**
 * `requests` pending T-of-n requests, each spending two fresh deposits of the n members to one
 * member, with every member's partial raw.
 */
export async function prepareSigningNetwork(
  ctx: SequencerContext,
  app: Hono<AppEnv>,
  o: { members: number; threshold: number; requests: number },
): Promise<SigningNetwork> {
  const members = Array.from({ length: o.members }, (_, i) =>
    provisionUser(ctx, { fullName: `Signer ${i}`, register: true }),
  )
  members.sort((a, b) => (a.userId < b.userId ? -1 : 1))
  const ids = members.map((m) => m.userId)
  const requests: PendingRequest[] = []
  for (let k = 0; k < o.requests; k++) {
    const inputs = [1n, 2n].map((amount) =>
      depositOutput(ctx, { members: ids, threshold: o.threshold, assetId: XIN, amount }),
    )
    const [ghost] = await call<GhostKeys[]>(app, members[0]!, 'POST', '/safe/keys', [
      { receivers: [ids[k % ids.length]], index: 0, hint: randomUUID() },
    ])
    const tx: Transaction = {
      version: 5,
      asset: hexToBytes(inputs[0]!.kernel_asset_id),
      inputs: inputs.map((i) => ({
        hash: hexToBytes(i.transaction_hash),
        index: 0,
        genesis: new Uint8Array(0),
      })),
      outputs: [
        {
          type: 0,
          amount: 3n,
          keys: ghost!.keys.map((x) => hexToBytes(x)),
          mask: hexToBytes(ghost!.mask),
          script: thresholdScript(1),
        },
      ],
      references: [],
      extra: new TextEncoder().encode(`load ${k}`),
      signatures: [],
    }
    const raw = encodeTransaction(tx)
    const requestId = randomUUID()
    const [created] = await call<MultisigRequest[]>(app, members[0]!, 'POST', '/safe/multisigs', [
      { request_id: requestId, raw: toHex(raw) },
    ])
    const partials: string[] = []
    for (const m of members) {
      const views =
        m === members[0]
          ? created!.views
          : (await call<MultisigRequest>(app, m, 'GET', `/safe/multisigs/${requestId}`)).views
      partials.push(
        toHex(
          cosignTransaction({
            raw,
            spendSeed: m.spendSeed,
            views,
            spentOutputs: inputs.map((i) => ({ keys: i.keys })),
          }).raw,
        ),
      )
    }
    requests.push({ requestId, transactionHash: created!.transaction_hash, partials })
  }
  return { members, requests }
}
