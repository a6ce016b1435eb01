import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { hexToBytes } from '@noble/hashes/utils.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DEMO_ASSET_ID,
  DEMO_DEPOSIT,
  DEMO_MEMO,
  DEMO_PAYMENT,
  DEMO_SECOND_ASSET_ID,
  DEMO_SECOND_DEPOSIT,
  seedDemoNetwork,
  type DemoNetwork,
} from '../../../../src/cli/demo/seed'
import { startSequencer, type RunningSequencer } from '../../../../src/sequencer/server'
import { signAccessToken } from '../../../../src/shared/auth'
import { decodeTransactionHex, formatAmount, membersHash } from '../../../../src/shared/kernel'
import type { SequencerKeystore } from '../../../../src/sequencer/users/provision'

let dir: string
let seq: RunningSequencer
let demo: DemoNetwork

async function get<T>(keystore: SequencerKeystore, uri: string): Promise<T> {
  const token = signAccessToken({
    userId: keystore.app_id,
    sessionId: keystore.session_id,
    sessionSeed: hexToBytes(keystore.session_private_key),
    method: 'GET',
    uri,
    body: '',
  })
  const res = await fetch(`${seq.url}${uri}`, { headers: { authorization: `Bearer ${token}` } })
  const json = (await res.json()) as { data: T }
  expect(res.status).toBe(200)
  return json.data
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'cosigner-demo-'))
  seq = await startSequencer({ dbFile: path.join(dir, 'sequencer.db') })
  demo = await seedDemoNetwork(seq)
})
afterAll(async () => {
  await seq.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('seedDemoNetwork', () => {
  it('creates three registered users', async () => {
    expect(demo.users.map((u) => u.name)).toEqual(['Alice', 'Bob', 'Carol'])
    for (const u of demo.users) {
      const me = await get<{ user_id: string; has_safe: boolean }>(u.keystore, '/safe/me')
      expect(me.user_id).toBe(u.userId)
      expect(me.has_safe).toBe(true)
    }
  })

  it('puts the three in one group conversation', async () => {
    const conv = await get<{ category: string; participants: { user_id: string }[] }>(
      demo.users[2]!.keystore,
      `/conversations/${demo.conversationId}`,
    )
    expect(conv.category).toBe('GROUP')
    expect(conv.participants.map((p) => p.user_id).sort()).toEqual(
      demo.users.map((u) => u.userId).sort(),
    )
  })

  it('leaves one pending 2-of-3 request, signed by Bob only, paying Carol with change to the group', async () => {
    const alice = demo.users[0]!
    const record = await get<{
      revoked_by: string
      senders_threshold: number
      senders: string[]
      signers: string[]
      raw_transaction: string
      asset_id: string
    }>(alice.keystore, `/safe/multisigs/${demo.requestId}`)
    expect(record.revoked_by).toBe('')
    expect(record.senders_threshold).toBe(2)
    expect(record.senders.sort()).toEqual(demo.users.map((u) => u.userId).sort())
    expect(record.signers).toEqual([demo.users[1]!.userId])
    expect(record.asset_id).toBe(DEMO_ASSET_ID)
    const tx = decodeTransactionHex(record.raw_transaction)
    expect(tx.outputs.map((o) => o.amount)).toEqual([DEMO_PAYMENT, DEMO_DEPOSIT - DEMO_PAYMENT])
    expect(new TextDecoder().decode(tx.extra)).toBe(DEMO_MEMO)
    // Collecting signatures: its transaction is not sent yet.
    expect(
      await get<{ state: string }>(alice.keystore, `/safe/transactions/${demo.requestId}`),
    ).toMatchObject({ state: 'unspent' })
  })

  it('funds the 2-of-3 account in two registered assets, the second free to propose from at once', async () => {
    const carol = demo.users[2]!
    const hash = membersHash(demo.users.map((u) => u.userId))
    const unspent = await get<{ asset_id: string; amount: string }[]>(
      carol.keystore,
      `/safe/outputs?members=${hash}&threshold=2&state=unspent`,
    )
    expect(unspent).toEqual([
      expect.objectContaining({
        asset_id: DEMO_SECOND_ASSET_ID,
        amount: formatAmount(DEMO_SECOND_DEPOSIT),
      }),
    ])
    const locked = await get<{ asset_id: string; amount: string }[]>(
      carol.keystore,
      `/safe/outputs?members=${hash}&threshold=2&state=signed`,
    )
    expect(locked).toEqual([
      expect.objectContaining({
        asset_id: DEMO_ASSET_ID,
        amount: formatAmount(DEMO_DEPOSIT),
        request_id: demo.requestId,
        signed_by: demo.transactionHash,
      }),
    ])
    const token = signAccessToken({
      userId: carol.keystore.app_id,
      sessionId: carol.keystore.session_id,
      sessionSeed: hexToBytes(carol.keystore.session_private_key),
      method: 'POST',
      uri: '/safe/assets/fetch',
      body: JSON.stringify([DEMO_ASSET_ID, DEMO_SECOND_ASSET_ID]),
    })
    const res = await fetch(`${seq.url}/safe/assets/fetch`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: JSON.stringify([DEMO_ASSET_ID, DEMO_SECOND_ASSET_ID]),
    })
    const assets = ((await res.json()) as { data: { symbol: string }[] }).data
    expect(assets.map((a) => a.symbol)).toEqual(['XIN', 'USDT'])
  })
})
