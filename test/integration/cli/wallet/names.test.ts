/**
 * `cosigner wallet` takes what a person knows: a shared account by the name it has in the wallet,
 * people by name (or Mixin ID) among the account's contacts, an asset by its symbol among those the
 * account holds. What fits two is refused with each candidate named and its id, never guessed; what
 * fits none is refused with what there is; nothing is created by a refusal. Against a real
 * sequencer, SQLite and keychain.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { depositOutput } from '../../../../src/sequencer/ledger/deposit'
import { buildMixAddress } from '../../../../src/shared/kernel'
import {
  fund,
  inKeyring,
  newUser,
  XIN,
  type Harness,
  type User,
} from '../../../../harness/wallet-network'
import {
  closeAll,
  jsonOf,
  preparedWallet,
  startTreasury,
  wallet,
  type CliWallet,
  type Run,
} from './helpers'

/** The well-known USDT of the sequencer's registry (ERC-20, on ETH). */
const USDT = '4d8c508b-91c5-375b-92b0-ee702ed2dac5'

describe.runIf(inKeyring)('cosigner wallet by name', () => {
  let h: Harness
  let alice: User, bob: User, carol: User, otherBob: User
  let w: CliWallet
  let ops: string[]
  const requestsInSequencer = () =>
    h.server.ctx.db.prepare('SELECT count(*) FROM multisig_requests').pluck().get() as number
  const pay = (args: string[]) => wallet(h, w, 'pay', ['--amount', '0.5', ...args])
  /** The run failed with one line on stderr, creating nothing; returns the line after the command's prefix. */
  const refused = async (run: Promise<Run>, prefix = 'cosigner: wallet pay: ') => {
    const before = requestsInSequencer()
    const r = await run
    expect([r.code, r.out]).toEqual([1, ''])
    expect(r.err.endsWith('\n') && r.err.trimEnd().split('\n').length).toBe(1)
    expect(r.err.startsWith(prefix)).toBe(true)
    expect(requestsInSequencer()).toBe(before)
    return r.err.slice(prefix.length).trimEnd()
  }
  /** As a refusal lists a person: name, Mixin ID and id. */
  const person = (u: User, name: string) => `${name} (Mixin ID ${u.identityNumber}, ${u.userId})`

  beforeAll(async () => {
    ;({ h, alice, bob, carol, members: ops } = await startTreasury())
    otherBob = newUser(h, 'Bob', true)
    // Each proposal locks an output: enough of them for every payment below.
    for (let i = 0; i < 4; i++) fund(h, ops, 2, 1_00000000n)
    w = await preparedWallet(h, 'alice', [alice])
  })
  afterAll(() => closeAll(h))

  it('follows by members named, once the wallet knows them, and pays from the account by its name, to a person by name, in an asset by its symbol', async () => {
    // A new wallet knows nobody yet: the first account is named by ids, and its members become contacts.
    expect(
      await refused(
        wallet(h, w, 'follow', ['--members', 'Alice,Bob,Carol', '--threshold', '2']),
        'cosigner: wallet follow: ',
      ),
    ).toMatch(/^--members: nobody you know is named “Bob”: /)
    const followed = await wallet(h, w, 'follow', [
      '--members',
      ops.join(','),
      '--threshold',
      '2',
      '--label',
      'Ops treasury',
    ])
    expect([followed.code, followed.err]).toEqual([0, ''])
    // Now by names, case and spacing aside, the wallet's own account by its own name.
    const petty = await wallet(h, w, 'follow', [
      '--members',
      ' alice , CAROL',
      '--threshold',
      '1',
      '--label',
      'Petty cash',
    ])
    expect([petty.code, petty.err]).toEqual([0, ''])
    expect(petty.out.split('\n')[0]).toBe(
      `Following the 1-of-2 account “Petty cash”: 1 of 2: ${[alice, carol]
        .sort((a, b) => a.userId.localeCompare(b.userId))
        .map((u) => (u === alice ? `you (${u.userId})` : `Carol (${u.userId})`))
        .join(', ')}.`,
    )

    const r = await pay([
      '--account',
      'ops TREASURY',
      '--asset',
      'xin',
      '--to',
      'carol',
      '--memo',
      'Booth',
    ])
    expect([r.code, r.err]).toEqual([0, ''])
    expect(r.out.split('\n')[0]).toBe(
      'Proposed 0.5 XIN to Carol · memo "Booth", from the 2-of-3 account “Ops treasury”, and signed it as the proposer: 1 of 2 signatures.',
    )
    // By Mixin ID, and the account by its MIX address: the same account, the same receiver.
    const byNumber = jsonOf(
      await pay([
        '--account',
        buildMixAddress({ members: ops, threshold: 2 }),
        '--asset',
        XIN,
        '--to',
        String(carol.identityNumber),
        '--json',
      ]),
    )
    expect(byNumber).toMatchObject({
      asset_id: XIN,
      senders: [...ops].sort(),
      senders_threshold: 2,
      receivers: expect.arrayContaining([
        expect.objectContaining({ members: [carol.userId], threshold: 1 }),
      ]),
    })
  })

  it('refuses a name two contacts share, listing both with their ids, and one nobody has, offering the near ones', async () => {
    // The other Bob becomes a contact: a member of an account the wallet follows.
    expect(
      (
        await wallet(h, w, 'follow', [
          '--members',
          `${alice.userId},${otherBob.userId}`,
          '--threshold',
          '1',
        ])
      ).code,
    ).toBe(0)
    const both = [bob, otherBob].sort((a, b) => a.userId.localeCompare(b.userId))
    expect(await refused(pay(['--account', 'Ops treasury', '--asset', 'XIN', '--to', 'Bob']))).toBe(
      `--to: “Bob” is the name of 2 people you know: ${both.map((u) => person(u, 'Bob')).join('; ')}; give the one you mean by user id.`,
    )
    expect(await refused(pay(['--account', 'Ops treasury', '--asset', 'XIN', '--to', 'Car']))).toBe(
      `--to: nobody you know is named “Car”: people are looked up among your contacts, those your accounts met in groups, shared accounts and requests. Did you mean ${person(carol, 'Carol')}? Give someone new by user id or mixin.one/users/… link.`,
    )
    expect(
      await refused(
        pay([
          '--members',
          `Alice,Bob,Carol`,
          '--threshold',
          '2',
          '--asset',
          'XIN',
          '--to',
          'Carol',
        ]),
      ),
    ).toMatch(/^--members: “Bob” is the name of 2 people you know: /)
    // The one meant, by id: paid.
    expect(
      (await pay(['--account', 'Ops treasury', '--asset', 'XIN', '--to', bob.userId])).code,
    ).toBe(0)
  })

  it('refuses a symbol the account does not hold, listing what it holds, and one two of its assets share, listing both', async () => {
    expect(
      await refused(pay(['--account', 'Ops treasury', '--asset', 'BTC', '--to', 'Carol'])),
    ).toBe(
      `--asset: the account holds no asset with the symbol “BTC”; it holds XIN (Mixin on ETH, asset ${XIN}).`,
    )
    // A symbol is not unique: the registry's USDT and a token that calls itself USDT too.
    const lookalike = randomUUID()
    depositOutput(h.server.ctx, { members: ops, threshold: 2, assetId: USDT, amount: 50_00000000n })
    depositOutput(h.server.ctx, {
      members: ops,
      threshold: 2,
      assetId: lookalike,
      amount: 50_00000000n,
      asset: { symbol: 'USDT', name: 'Tether USD (TRON)' },
    })
    const line = await refused(
      pay(['--account', 'Ops treasury', '--asset', 'usdt', '--to', 'Carol']),
    )
    expect(line).toMatch(
      /^--asset: the account holds 2 assets with the symbol “usdt”: .*; give the one to pay with by its asset id\.$/,
    )
    expect(line).toContain(`USDT (Tether USD on ETH, asset ${USDT})`)
    expect(line).toContain(`USDT (Tether USD (TRON), asset ${lookalike})`)
    const paid = jsonOf(
      await pay(['--account', 'Ops treasury', '--asset', USDT, '--to', 'Carol', '--json']),
    )
    expect(paid).toMatchObject({ asset_id: USDT, amount: '0.5' })
  })

  it('refuses an account name two shared accounts share, listing both with their addresses, and one no account has', async () => {
    expect(await refused(pay(['--account', 'Savings', '--asset', 'XIN', '--to', 'Carol']))).toBe(
      '--account: this wallet follows no shared account named “Savings”. The shared accounts with a name here: “Ops treasury”; “Petty cash”. An account can also be given by its MIX address, or by --members and --threshold.',
    )
    const duo = [alice.userId, carol.userId]
    expect(
      (
        await wallet(h, w, 'follow', [
          '--members',
          duo.join(','),
          '--threshold',
          '2',
          '--label',
          'OPS Treasury',
        ])
      ).code,
    ).toBe(0)
    const line = await refused(
      pay(['--account', 'Ops treasury', '--asset', 'XIN', '--to', 'Carol']),
    )
    expect(line).toMatch(
      /^--account: 2 shared accounts are named “Ops treasury”: .*; give the one you mean by its MIX address\.$/,
    )
    expect(line).toContain(`“Ops treasury”, 2 of 3: `)
    expect(line).toContain(`(${buildMixAddress({ members: [...ops].sort(), threshold: 2 })})`)
    expect(line).toContain(`“OPS Treasury”, 2 of 2: `)
    expect(line).toContain(`(${buildMixAddress({ members: [...duo].sort(), threshold: 2 })})`)
  })
})
