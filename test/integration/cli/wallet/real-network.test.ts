/**
 * The two flows of issue #31 through `cosigner wallet`, against a sequencer that serves only what the
 * public Mixin API serves: no request listing, no message announcing a request, no state on a request
 * (clients derive it), and a transaction final only a moment after its last signature.
 *
 * (a) Bob proposes from the 2-of-3 with the official SDK (create + sign, as a bot would, telling no
 *     one); Alice's wallet follows the account and is never told the id: `requests` finds it in one
 *     run, `sign` (a dry run, then --yes --digest) completes it, and `requests` shows it sending, then
 *     sent once final.
 * (b) Alice proposes with `pay`; Bob completes it with the SDK; Alice's `requests --state done` shows it
 *     sent.
 *
 * What is asserted is the text a person reads: names, amounts with their symbol, the memo, and where
 * the request stands.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inKeyring, XIN, type Harness, type User } from '../../../../harness/wallet-network'
import { sdkProposes, sdkSigns } from '../../wallet/sdk-cosign'
import {
  closeAll,
  jsonOf,
  preparedWallet,
  startTreasury,
  untilSent,
  wallet,
  type CliWallet,
} from './helpers'

/** Slow enough that a command run right after the last signature sees the request before it is final, as on the Kernel. */
const FINALITY_MS = 3000
/** A time as the command writes it: to the minute, in this computer's time zone. */
const MINUTE = String.raw`\d{4}-\d\d-\d\d \d\d:\d\d UTC(?:[+-]\d{1,2}(?::\d\d)?)?`

describe.runIf(inKeyring)('cosigner wallet on the public network’s terms', () => {
  let h: Harness
  let alice: User, bob: User, carol: User
  let account: string[]
  let w: CliWallet
  /** People in the service's order (sorted ids), as Alice's wallet names them; `withIds` as the review shows them. */
  const named = (ids: readonly string[], withIds = false) =>
    [...ids]
      .sort()
      .map(
        (id) =>
          `${{ [alice.userId]: 'you', [bob.userId]: 'Bob', [carol.userId]: 'Carol' }[id]}${withIds ? ` (${id})` : ''}`,
      )
      .join(', ')
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

  beforeAll(async () => {
    ;({ h, alice, bob, carol, members: account } = await startTreasury({ finalityMs: FINALITY_MS }))
    // Alice's wallet follows nothing yet: she names the account below, as on the public network.
    w = await preparedWallet(h, 'alice', [alice])
  })
  afterAll(() => closeAll(h))

  it('(a) finds a request Bob’s SDK proposed without telling anyone, and Alice’s signature completes it: sending, then sent', async () => {
    const followed = await wallet(h, w, 'follow', [
      '--members',
      account.join(','),
      '--threshold',
      '2',
    ])
    expect(followed).toMatchObject({ code: 0, err: '' })
    expect(followed.out.split('\n')[0]).toBe(
      `Following the 2-of-3 account: 2 of 3: ${named(account, true)}.`,
    )
    expect((await wallet(h, w, 'requests')).out).toBe(
      'No requests in the shared account this wallet follows.\n',
    )

    const requestId = await sdkProposes(h, bob, {
      members: account,
      threshold: 2,
      asset: XIN,
      to: carol.userId,
      amount: '1.5',
      memo: 'Conference booth',
    })
    // One run: it syncs, finding the request from the outputs it locks.
    const found = await wallet(h, w, 'requests')
    expect(found).toMatchObject({ code: 0, err: '' })
    expect(found.out).toMatch(
      new RegExp(
        `^${requestId}  needs your signature\\n` +
          `  1\\.5 XIN to Carol · memo "Conference booth"\\n` +
          `  from the 2-of-3 account of ${escape(named(account))} · 1 of 2 signed: Bob · proposed ${MINUTE}\\n$`,
      ),
    )

    const dry = await wallet(h, w, 'sign', [requestId, '--dry-run'])
    expect(dry).toMatchObject({ code: 0, err: '' })
    const lines = dry.out.split('\n')
    expect(lines[0]).toBe(`Request ${requestId}: Needs your signature`)
    expect(lines).toEqual(
      expect.arrayContaining([
        `  proposed by Bob (${bob.userId})`,
        `  pays 1.5 XIN to Carol (${carol.userId})`,
        '  change 8.5 XIN back to the account (2 of 3)',
        '  memo: "Conference booth"',
        `  signatures: 1 of 2; signed: Bob (${bob.userId}); not yet: ${named(
          account.filter((id) => id !== bob.userId),
          true,
        )}`,
      ]),
    )
    const digest = /^ {2}summary digest ([0-9a-f]{64})$/m.exec(dry.out)![1]!
    expect(lines.at(-2)).toBe(
      `Nothing was signed (--dry-run). To sign exactly this from a script: cosigner wallet sign ${requestId} --yes --digest ${digest}`,
    )

    const signed = await wallet(h, w, 'sign', [requestId, '--yes', '--digest', digest])
    expect(signed).toMatchObject({ code: 0, err: '' })
    expect(signed.out.split('\n').slice(0, 2)).toEqual([
      `Signed request ${requestId}: 1.5 XIN to Carol · memo "Conference booth".`,
      `2 of 2 signed: ${named([alice.userId, bob.userId])}. Every signature is in: the transaction is being sent, and "cosigner wallet requests" shows it as sent once it is final.`,
    ])

    // Complete is not sent: until the Kernel makes it final, the queue says it is being sent.
    const sending = await wallet(h, w, 'requests', ['--state', 'done'])
    expect(sending.out.split('\n').slice(0, 2)).toEqual([
      `${requestId}  sending: every signature is in, and its transaction is not final yet`,
      '  1.5 XIN to Carol · memo "Conference booth"',
    ])
    const sent = await untilSent(h, w, requestId)
    expect(sent.out).toMatch(
      new RegExp(
        `^${requestId}  sent ${MINUTE}\\n` +
          `  1\\.5 XIN to Carol · memo "Conference booth"\\n` +
          `  from the 2-of-3 account of ${escape(named(account))} · 2 of 2 signed: ${escape(named([alice.userId, bob.userId]))} · proposed ${MINUTE}\\n$`,
      ),
    )
  })

  it('(b) Alice proposes with pay, Bob completes it with the SDK, and her done requests show it sent', async () => {
    const paid = await wallet(h, w, 'pay', [
      '--members',
      account.join(','),
      '--threshold',
      '2',
      '--asset',
      XIN,
      '--to',
      carol.userId,
      '--amount',
      '2',
      '--memo',
      'Catering',
    ])
    expect(paid).toMatchObject({ code: 0, err: '' })
    const requestId = /^ {2}request ([0-9a-f-]{36})$/m.exec(paid.out)![1]!
    // Already followed (a): nothing says it follows it anew.
    expect(paid.out.split('\n')[0]).toBe(
      `Proposed 2 XIN to Carol · memo "Catering", from the 2-of-3 account of ${named(account)}, and signed it as the proposer: 1 of 2 signatures.`,
    )
    expect((await wallet(h, w, 'requests', ['--state', 'pending'])).out.split('\n')[0]).toBe(
      `${requestId}  signed by you, waiting for the others`,
    )

    const completed = await sdkSigns(h, bob, requestId)
    expect([...completed.signers].sort()).toEqual([alice.userId, bob.userId].sort())
    const sending = await wallet(h, w, 'requests', ['--state', 'done'])
    expect(sending.out.split('\n')[0]).toBe(
      `${requestId}  sending: every signature is in, and its transaction is not final yet`,
    )
    const sent = await untilSent(h, w, requestId)
    // Newest first: this one, then (a)'s.
    const blocks = sent.out.trimEnd().split('\n\n')
    expect(blocks).toHaveLength(2)
    expect(blocks[0]).toMatch(
      new RegExp(
        `^${requestId}  sent ${MINUTE}\\n` +
          `  2 XIN to Carol · memo "Catering"\\n` +
          `  from the 2-of-3 account of ${escape(named(account))} · 2 of 2 signed: ${escape(named([alice.userId, bob.userId]))} · proposed ${MINUTE}$`,
      ),
    )
    // 12.5 less the 1.5 and the 2 paid to Carol; nothing locked.
    const listed = jsonOf<{ accounts: { balances: { balance: string; locked: string }[] }[] }>(
      await wallet(h, w, 'accounts', ['--json']),
    )
    expect(listed.accounts[0]!.balances).toEqual([
      expect.objectContaining({ balance: '9', locked: '0' }),
    ])
  })
})
