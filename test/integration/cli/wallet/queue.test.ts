/**
 * The co-signer's side of `cosigner wallet`, against a real sequencer, SQLite and keychain: the
 * accounts with their balances and locked parts, the queue by state, signing a payment another
 * member's command proposed, unlocking one, and what is shown when the service cannot be reached.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inKeyring, XIN, type Harness, type User } from '../../../../harness/wallet-network'
import { timeText } from '../../../../src/cli/wallet/format'
import {
  closeAll,
  jsonOf,
  payBooth,
  preparedWallet,
  relay,
  startTreasury,
  untilSent,
  wallet,
  type CliWallet,
} from './helpers'

/** A time as the command writes it: to the minute, in this computer's time zone. */
const MINUTE = String.raw`\d{4}-\d\d-\d\d \d\d:\d\d UTC(?:[+-]\d{1,2}(?::\d\d)?)?`
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A person at the terminal who confirms what the command shows (what is shown is ./confirm.test's). */
const onTerminal = { ask: async () => 'yes' }

describe.runIf(inKeyring)('cosigner wallet accounts, requests, sign and unlock', () => {
  let h: Harness
  let alice: User, bob: User, carol: User
  let aliceWallet: CliWallet, bobWallet: CliWallet
  /** The way to the service Bob's wallet talks to, cut to take it out of reach. */
  let bobsLink: { url: string; cut(): Promise<void> }
  let account: string[]
  const pay = (amount: string) => payBooth(h, aliceWallet, account, carol.userId, amount)
  const xinOf = async (w: CliWallet) => {
    const listed = jsonOf<{
      accounts: {
        members: string[]
        balances: { asset_id: string; symbol: string; balance: string; locked: string }[]
      }[]
    }>(await wallet(h, w, 'accounts', ['--json']))
    return listed.accounts
      .find((a) => a.members.length === 3)
      ?.balances.find((b) => b.asset_id === XIN)
  }

  beforeAll(async () => {
    ;({ h, alice, bob, carol, members: account } = await startTreasury())
    aliceWallet = await preparedWallet(h, 'alice', [alice], [{ members: account, threshold: 2 }])
    bobsLink = await relay(h)
    bobWallet = await preparedWallet(h, 'bob', [bob], [], { api: bobsLink.url })
  })
  /** The account's members in the service's order (sorted ids), as `viewer`'s wallet names them: "Alice, you, Carol". */
  const membersSeenBy = (viewer: User, withIds = false) =>
    [...account]
      .sort()
      .map(
        (id) =>
          `${id === viewer.userId ? 'you' : { [alice.userId]: 'Alice', [bob.userId]: 'Bob', [carol.userId]: 'Carol' }[id]}${withIds ? ` (${id})` : ''}`,
      )
      .join(', ')
  afterAll(() => closeAll(h))

  it('follows the shared account Bob names, then lists it with its balance per asset, by symbol', async () => {
    const none = await wallet(h, bobWallet, 'accounts')
    expect(none.out).toBe(
      `No shared accounts of Bob (${bob.userId}) yet. Name one with "cosigner wallet follow --members ID,ID,… --threshold T" (or --address MIX…).\n`,
    )
    const nothingFound = await wallet(h, bobWallet, 'requests')
    expect(nothingFound.out).toBe(
      'No requests: this wallet follows no shared account, and requests are found through the accounts it follows. Follow one with "cosigner wallet follow --members ID,ID,… --threshold T" (or --address MIX…).\n',
    )

    const followed = await wallet(h, bobWallet, 'follow', [
      '--members',
      account.join(','),
      '--threshold',
      '2',
      '--label',
      'Treasury',
    ])
    expect(followed).toMatchObject({ code: 0, err: '' })
    const address = /^ {2}address (MIX\w+)$/m.exec(followed.out)![1]!
    expect(followed.out).toBe(
      `Following the 2-of-3 account “Treasury”: 2 of 3: ${membersSeenBy(bob, true)}.\n  address ${address}\n  12.5 XIN\n`,
    )
    const r = await wallet(h, bobWallet, 'accounts')
    expect(r).toMatchObject({ code: 0, err: '' })
    expect(r.out).toBe(
      [
        `Shared accounts of Bob (${bob.userId}):`,
        '',
        `2-of-3 account “Treasury” (address ${address})`,
        `  members: 2 of 3: ${membersSeenBy(bob, true)}`,
        `  12.5 XIN  (asset ${XIN})`,
        '',
      ].join('\n'),
    )
    expect(await xinOf(bobWallet)).toMatchObject({ symbol: 'XIN', balance: '12.5', locked: '0' })
    // The same account by its MIX address is the one already followed; a wrong threshold for it is refused.
    expect((await wallet(h, bobWallet, 'follow', ['--address', address])).out).toContain(
      'Following the 2-of-3 account “Treasury”',
    )
    const wrong = await wallet(h, bobWallet, 'follow', ['--address', address, '--threshold', '3'])
    expect([wrong.code, wrong.err]).toEqual([
      1,
      'cosigner: wallet follow: --address: The MIX address says 2 signatures are needed, not 3.\n',
    ])
  })

  it('signs what Alice proposed: Bob’s queue finds it, his signature says it is being sent, and both wallets show it sent once final', async () => {
    const requestId = await pay('1.5')
    expect(await xinOf(bobWallet)).toMatchObject({ balance: '2.5', locked: '10' })
    const pending = await wallet(h, bobWallet, 'requests', ['--state', 'pending'])
    expect(pending.out).toMatch(
      new RegExp(
        `^${requestId}  needs your signature\\n  1\\.5 XIN to Carol · memo "Booth"\\n  from the 2-of-3 account “Treasury” · 1 of 2 signed: Alice · proposed ${MINUTE}\\n$`,
      ),
    )

    const signed = await wallet(h, bobWallet, 'sign', [requestId], onTerminal)
    expect(signed).toMatchObject({ code: 0, err: '' })
    expect(signed.out).toContain(`Signed request ${requestId}: 1.5 XIN to Carol · memo "Booth".\n`)
    expect(signed.out).toContain('Every signature is in: the transaction is being sent')
    const sent = await untilSent(h, aliceWallet, requestId)
    expect(sent.out).toMatch(
      new RegExp(
        `^${requestId}  sent ${MINUTE}\\n  1\\.5 XIN to Carol · memo "Booth"\\n  from the 2-of-3 account of ${membersSeenBy(alice)} · 2 of 2 signed: `,
      ),
    )
    const done = jsonOf<{ items: { request_id: string; state: string }[] }>(
      await wallet(h, aliceWallet, 'requests', ['--state', 'done', '--json']),
    )
    expect(done.items.map((i) => [i.request_id, i.state])).toEqual([[requestId, 'done']])
    expect(await xinOf(aliceWallet)).toMatchObject({ balance: '11', locked: '0' })

    await untilSent(h, bobWallet, requestId)
    const twice = await wallet(h, bobWallet, 'sign', [requestId], onTerminal)
    expect([twice.code, twice.err]).toEqual([
      1,
      'cosigner: wallet sign: Nothing was signed: it already has every signature it needs and was sent.\n',
    ])
  })

  it('unlocks a proposal, releasing what it locked', async () => {
    const requestId = await pay('2')
    expect(await xinOf(bobWallet)).toMatchObject({ locked: expect.not.stringMatching(/^0$/) })
    const r = await wallet(h, bobWallet, 'unlock', [requestId], onTerminal)
    expect(r).toMatchObject({ code: 0, err: '' })
    expect(r.out).toBe(
      `Unlocked request ${requestId}: 2 XIN to Carol · memo "Booth", 1 of 2 signed: Alice. Its signatures no longer count, and what it locked can be spent again.\n`,
    )
    expect(await xinOf(bobWallet)).toMatchObject({ balance: '11', locked: '0' })
    const unlocked = jsonOf<{ items: { request_id: string; state: string }[] }>(
      await wallet(h, aliceWallet, 'requests', ['--json']),
    )
    expect(unlocked.items.find((i) => i.request_id === requestId)?.state).toBe('unlocked')
  })

  it('refuses a request id that is not one, and one the service does not know, in one line', async () => {
    const bad = await wallet(h, bobWallet, 'sign', ['not-a-request'])
    expect([bad.code, bad.err]).toEqual([
      1,
      'cosigner: wallet sign: REQUEST_ID: expected a request id (a UUID such as 7f1c0a52-…), got "not-a-request".\n',
    ])
    const unknown = await wallet(
      h,
      bobWallet,
      'unlock',
      ['5d0c5d36-4f2b-4c36-9d55-3a7a8e0c2f11'],
      onTerminal,
    )
    expect([unknown.code, unknown.err]).toEqual([
      1,
      'cosigner: wallet unlock: The service does not know this request.\n',
    ])
  })

  it('shows what the wallet saw last when the service cannot be reached, saying when it read it', async () => {
    const pending = await pay('0.25')
    expect((await wallet(h, bobWallet, 'sign', [pending, '--dry-run'])).code).toBe(0)
    const listed = await wallet(h, bobWallet, 'requests', ['--json'])
    const lastSync = jsonOf<{ synced_at: number }>(listed).synced_at
    const readAt = jsonOf<{ accounts: { synced_at: number }[] }>(
      await wallet(h, bobWallet, 'accounts', ['--json']),
    ).accounts[0]!.synced_at
    await bobsLink.cut()

    const r = await wallet(h, bobWallet, 'accounts')
    expect(r.code).toBe(0)
    expect(r.err).toBe(
      `cosigner: wallet accounts: the service at ${bobsLink.url} could not be reached; showing the balances this wallet read last, at ${timeText(readAt)}\n`,
    )
    expect(r.out).toContain(`2-of-3 account “Treasury” (address MIX`)
    expect(r.out).toMatch(
      new RegExp(
        `\\n {2}as read from the service at ${escape(timeText(readAt))}\\n {2}[\\d.]+ XIN, and [\\d.]+ locked by pending requests {2}\\(asset ${XIN}\\)\\n`,
      ),
    )
    const asJson = await wallet(h, bobWallet, 'accounts', ['--json'])
    expect(jsonOf(asJson)).toMatchObject({
      synced: false,
      accounts: [{ synced_at: readAt, balances: [{ asset_id: XIN }] }],
    })

    const queue = await wallet(h, bobWallet, 'requests', ['--state', 'pending'])
    expect(queue.err).toBe(
      `cosigner: wallet requests: the service at ${bobsLink.url} could not be reached; showing the requests this wallet read last, at ${timeText(lastSync)}\n`,
    )
    expect(queue.out).toMatch(
      new RegExp(`^${pending}  needs your signature\n  0\.25 XIN to Carol · memo "Booth"\n`),
    )
    expect(jsonOf(await wallet(h, bobWallet, 'requests', ['--json']))).toMatchObject({
      synced: false,
      synced_at: lastSync,
    })

    // A request the wallet has seen: shown as last checked, and not unlocked.
    const unlock = await wallet(h, bobWallet, 'unlock', [pending], onTerminal)
    expect(unlock.err).toBe(
      'cosigner: wallet unlock: Nothing was unlocked: offline: unlocking needs the service, which cannot be reached now.\n',
    )
    const dry = await wallet(h, bobWallet, 'sign', [pending, '--dry-run'])
    expect(dry.out).toMatch(
      new RegExp(
        `^Request ${pending}: Needs your signature \\(offline: the copy checked at the last review, as read from the service at ${MINUTE}\\)\\n`,
      ),
    )
    expect(dry.out).toContain(
      'Nothing was signed (--dry-run). It cannot be signed: offline: your signature goes to the service, which cannot be reached now.',
    )
  })
})
