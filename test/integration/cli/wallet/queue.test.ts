/**
 * The co-signer's side of `cosigner wallet`, against a real sequencer, SQLite and keychain: the
 * accounts with their balances and locked parts, the queue by state, signing a payment another
 * member's command proposed, unlocking one, and what is shown when the service cannot be reached.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inKeyring, XIN, type Harness, type User } from '../../wallet/helpers'
import { closeAll, jsonOf, payBooth, preparedWallet, startTreasury, wallet, type CliWallet } from './helpers'

/** A person at the terminal who confirms what the command shows (what is shown is ./confirm.test's). */
const onTerminal = { ask: async () => 'yes' }

describe.runIf(inKeyring)('cosigner wallet accounts, requests, sign and unlock', () => {
  let h: Harness
  let alice: User, bob: User, carol: User
  let aliceWallet: CliWallet, bobWallet: CliWallet
  let account: string[]
  const pay = (amount: string) => payBooth(h, aliceWallet, account, carol.userId, amount)
  const xinOf = async (w: CliWallet) => {
    const listed = jsonOf<{ accounts: { members: string[]; balances: { asset_id: string; symbol: string; balance: string; locked: string }[] }[] }>(await wallet(h, w, 'accounts', ['--json']))
    return listed.accounts.find((a) => a.members.length === 3)?.balances.find((b) => b.asset_id === XIN)
  }

  beforeAll(async () => {
    ;({ h, alice, bob, carol, members: account } = await startTreasury())
    aliceWallet = await preparedWallet(h, 'alice', [alice])
    bobWallet = await preparedWallet(h, 'bob', [bob])
  })
  afterAll(() => closeAll(h))

  it('lists the shared account with its balance per asset, by symbol', async () => {
    const r = await wallet(h, bobWallet, 'accounts')
    expect(r).toMatchObject({ code: 0, err: '' })
    expect(r.out).toContain(`Shared accounts of ${bob.userId}:`)
    expect(r.out).toContain(`2-of-3 account (members hash `)
    expect(r.out).toMatch(new RegExp(`^  12\\.5 XIN  \\(asset ${XIN}\\)$`, 'm'))
    expect(await xinOf(bobWallet)).toMatchObject({ symbol: 'XIN', balance: '12.5', locked: '0' })
  })

  it('signs what Alice proposed: Bob’s queue has it, the summary he signed is printed, both see it done', async () => {
    const requestId = await pay('1.5')
    expect(await xinOf(bobWallet)).toMatchObject({ balance: '2.5', locked: '10' })
    const pending = await wallet(h, bobWallet, 'requests', ['--state', 'pending'])
    expect(pending.out).toMatch(new RegExp(`^${requestId}  1\\.5 XIN  1 of 2 signed  needs your signature  `, 'm'))

    const signed = await wallet(h, bobWallet, 'sign', [requestId], onTerminal)
    expect(signed).toMatchObject({ code: 0, err: '' })
    expect(signed.out).toMatch(new RegExp(`^Signed request ${requestId} \\(transaction [0-9a-f]{64}\\): 2 of 2 signatures \\(complete: the service sends the transaction\\)\\.\\n$`))
    const done = jsonOf<{ items: { request_id: string; state: string }[] }>(await wallet(h, aliceWallet, 'requests', ['--state', 'done', '--json']))
    expect(done.items.map((i) => [i.request_id, i.state])).toEqual([[requestId, 'done']])
    expect(await xinOf(aliceWallet)).toMatchObject({ balance: '11', locked: '0' })

    const twice = await wallet(h, bobWallet, 'sign', [requestId], onTerminal)
    expect([twice.code, twice.err]).toEqual([1, 'cosigner: wallet sign: Nothing was signed: it already has every signature it needs and was sent.\n'])
  })

  it('unlocks a proposal, releasing what it locked', async () => {
    const requestId = await pay('2')
    expect(await xinOf(bobWallet)).toMatchObject({ locked: expect.not.stringMatching(/^0$/) })
    const r = await wallet(h, bobWallet, 'unlock', [requestId], onTerminal)
    expect(r).toMatchObject({ code: 0, err: '' })
    expect(r.out).toBe(`Unlocked request ${requestId} (2 XIN, 1 of 2 signatures): the outputs it locked can be spent again.\n`)
    expect(await xinOf(bobWallet)).toMatchObject({ balance: '11', locked: '0' })
    const unlocked = jsonOf<{ items: { request_id: string; state: string }[] }>(await wallet(h, aliceWallet, 'requests', ['--json']))
    expect(unlocked.items.find((i) => i.request_id === requestId)?.state).toBe('unlocked')
  })

  it('refuses a request id that is not one, and one the service does not know, in one line', async () => {
    const bad = await wallet(h, bobWallet, 'sign', ['not-a-request'])
    expect([bad.code, bad.err]).toEqual([1, 'cosigner: wallet sign: REQUEST_ID: expected a request id (a UUID such as 7f1c0a52-…), got "not-a-request".\n'])
    const unknown = await wallet(h, bobWallet, 'unlock', ['5d0c5d36-4f2b-4c36-9d55-3a7a8e0c2f11'], onTerminal)
    expect([unknown.code, unknown.err]).toEqual([1, 'cosigner: wallet unlock: The service does not know this request.\n'])
  })

  it('shows what the wallet saw last when the service cannot be reached, and says so', async () => {
    const pending = await pay('0.25')
    expect((await wallet(h, bobWallet, 'sign', [pending, '--dry-run'])).code).toBe(0)
    const offline = { ...bobWallet }
    const r = await wallet({ ...h, server: { ...h.server, url: 'http://127.0.0.1:9' } } as Harness, offline, 'accounts', ['--json'])
    expect(r.code).toBe(0)
    expect(r.err).toBe('cosigner: wallet accounts: the service at http://127.0.0.1:9 could not be reached; showing the balances this wallet saw last\n')
    expect(jsonOf(r)).toMatchObject({ synced: false, accounts: [{ balances: [{ asset_id: XIN, balance: '11' }] }] })
    // A request the wallet has seen: shown as last checked, and not unlocked.
    const unlock = await wallet({ ...h, server: { ...h.server, url: 'http://127.0.0.1:9' } } as Harness, offline, 'unlock', [pending], onTerminal)
    expect(unlock.err).toBe('cosigner: wallet unlock: Nothing was unlocked: offline: unlocking needs the service, which cannot be reached now.\n')
    const dry = await wallet({ ...h, server: { ...h.server, url: 'http://127.0.0.1:9' } } as Harness, offline, 'sign', [pending, '--dry-run'])
    expect(dry.out).toMatch(new RegExp(`^Request ${pending}: Needs your signature \\(offline: the copy checked at the last review\\)\\n`))
    expect(dry.out).toContain('Nothing was signed (--dry-run). It cannot be signed: offline: your signature goes to the service, which cannot be reached now.')
  })
})
