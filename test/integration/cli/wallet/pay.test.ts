/**
 * `cosigner wallet pay` against a real sequencer, SQLite and keychain: a payment is proposed and
 * signed by the proposer, `--json` prints the request in the service's shape, and every refusal
 * exits 1 with one line naming the option at fault, creating nothing in the sequencer.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeTransactionHex } from '../../../../src/shared/kernel'
import { fund, inKeyring, XIN, type Harness, type User } from '../../../../harness/wallet-network'
import { sdkFor, sdkProposes } from '../../wallet/sdk-cosign'
import { TEST_PASSPHRASE } from '../../../../harness/wallet-lock'
import {
  closeAll,
  refusal,
  jsonOf,
  preparedWallet,
  startTreasury,
  wallet,
  type CliWallet,
} from './helpers'

const BTC = 'c6d0c728-2624-429b-8e0d-d9d19b6592fa'

describe.runIf(inKeyring)('cosigner wallet pay', () => {
  let h: Harness
  let alice: User, bob: User, carol: User
  let w: CliWallet
  let account: string[]
  const requestsInSequencer = () =>
    h.server.ctx.db.prepare('SELECT count(*) FROM multisig_requests').pluck().get() as number
  const pay = (args: string[], io = {}) =>
    wallet(
      h,
      w,
      'pay',
      ['--members', account.join(','), '--threshold', '2', '--asset', XIN, ...args],
      io,
    )

  beforeAll(async () => {
    ;({ h, alice, bob, carol, members: account } = await startTreasury())
    w = await preparedWallet(h, 'alice', [alice])
  })
  afterAll(() => closeAll(h))

  it('refuses a payment the service shows cannot be made without following the account it names', async () => {
    const r = await pay(['--to', '5d0c5d36-4f2b-4c36-9d55-3a7a8e0c2f11', '--amount', '1'])
    expect(refusal(r)).toBe(
      'cosigner: wallet pay: --to: No user 5d0c5d36-4f2b-4c36-9d55-3a7a8e0c2f11 is known to the service.',
    )
    expect(
      jsonOf<{ accounts: unknown[] }>(await wallet(h, w, 'accounts', ['--json'])).accounts,
    ).toEqual([])
  })

  it('follows the account it names, says for a person what it proposed, and how the others hear of it', async () => {
    const r = await pay([
      '--to',
      `${bob.userId},${carol.userId}`,
      '--to-threshold',
      '2',
      '--amount',
      '0.5',
      '--memo',
      'Stand and banner',
    ])
    expect([r.code, r.err]).toEqual([0, ''])
    // People in the service's order (sorted ids), by the names a person knows them by.
    const named = (ids: string[]) =>
      [...ids]
        .sort()
        .map((id) => ({ [alice.userId]: 'you', [bob.userId]: 'Bob', [carol.userId]: 'Carol' })[id])
    const members = named(account)
    const requestId = /^ {2}request ([0-9a-f-]{36})$/m.exec(r.out)![1]!
    expect(r.out.split('\n')).toEqual([
      `This wallet now follows the 2-of-3 account of ${members.join(', ')}: every sync reads its balances and requests.`,
      `Proposed 0.5 XIN to 2 of 2: ${named([bob.userId, carol.userId]).join(', ')} · memo "Stand and banner", from the 2-of-3 account of ${members.join(', ')}, and signed it as the proposer: 1 of 2 signatures.`,
      `  request ${requestId}`,
      expect.stringMatching(/^ {2}transaction [0-9a-f]{64}$/),
      `It was shared in no group: send its link, https://mixin.one/multisigs/${requestId}, where the other members talk. ` +
        `Their wallets that follow the account find it at their next sync; they sign it with "cosigner wallet sign ${requestId}" or in the app.`,
      '',
    ])
    expect(r.out + r.err).not.toContain(TEST_PASSPHRASE)
    const listed = jsonOf<{ accounts: { members: string[]; threshold: number; status: string }[] }>(
      await wallet(h, w, 'accounts', ['--json']),
    )
    expect(listed.accounts.map((a) => [a.members, a.threshold, a.status])).toEqual([
      [[...account].sort(), 2, 'followed'],
    ])
  })

  it('proposes 1.5 XIN to Carol, signed by the proposer, and prints the request as the service has it', async () => {
    const requestId = randomUUID()
    const before = requestsInSequencer()
    const r = await pay([
      '--to',
      carol.userId,
      '--amount',
      '1.5',
      '--memo',
      'Conference booth',
      '--request-id',
      requestId,
      '--json',
    ])
    expect(r).toMatchObject({ code: 0, err: '' })
    const record = jsonOf(r)
    expect(record).toMatchObject({
      request_id: requestId,
      signers: [alice.userId],
      senders_threshold: 2,
      amount: '1.5',
      asset_id: XIN,
    })
    // The public API's request has no state: clients derive it.
    expect(record).not.toHaveProperty('state')
    expect(record.transaction_hash).toMatch(/^[0-9a-f]{64}$/)
    const tx = decodeTransactionHex(record.raw_transaction as string)
    expect([tx.outputs.length, new TextDecoder().decode(tx.extra)]).toEqual([2, 'Conference booth'])
    expect(requestsInSequencer()).toBe(before + 1)
    // The same request id again finishes the same payment: nothing new.
    const again = await pay([
      '--to',
      carol.userId,
      '--amount',
      '1.5',
      '--memo',
      'Conference booth',
      '--request-id',
      requestId,
      '--json',
    ])
    expect([again.code, jsonOf(again).transaction_hash, requestsInSequencer()]).toEqual([
      0,
      record.transaction_hash,
      before + 1,
    ])
  })

  it.each([
    [
      'a bad amount',
      ['--to', 'CAROL', '--amount', '1,5'],
      '--amount: Enter the amount as a number',
    ],
    [
      '9 decimals',
      ['--to', 'CAROL', '--amount', '0.123456789'],
      '--amount: At most 8 decimal places',
    ],
    [
      'a zero amount',
      ['--to', 'CAROL', '--amount', '0'],
      '--amount: The amount must be above zero.',
    ],
    [
      'a negative amount',
      ['--to', 'CAROL', '--amount=-1'],
      '--amount: The amount must be above zero.',
    ],
    // The two proposals above lock both outputs, so the balance left to spend is none.
    [
      'an amount above the balance',
      ['--to', 'CAROL', '--amount', '100'],
      /--amount: All of this account’s XIN \(12\.5\) is locked by pending requests; sign or unlock them first\.$/,
    ],
    [
      'a memo of 256 bytes',
      ['--to', 'CAROL', '--amount', '1', '--memo', 'é'.repeat(128)],
      '--memo: The memo is 256 bytes',
    ],
    [
      'an unknown recipient',
      ['--to', '5d0c5d36-4f2b-4c36-9d55-3a7a8e0c2f11', '--amount', '1'],
      '--to: No user 5d0c5d36-4f2b-4c36-9d55-3a7a8e0c2f11 is known to the service.',
    ],
    [
      'a malformed address',
      ['--to-address', 'XIN8b7Ck8hB2zR', '--amount', '1'],
      '--to-address: This is not a valid XIN address',
    ],
    [
      'an asset the account does not hold',
      ['--to', 'CAROL', '--amount', '1', '--asset', BTC],
      '--asset: This account holds no',
    ],
    [
      'both kinds of receiver',
      ['--to', 'CAROL', '--to-address', 'XIN8b7Ck8hB2zR', '--amount', '1'],
      'Give who receives',
    ],
    [
      'a threshold above the members',
      ['--to', 'CAROL', '--amount', '1', '--threshold', '4'],
      '--threshold T is required',
    ],
  ] as [string, string[], string | RegExp][])(
    'refuses %s in one line naming the option, and creates nothing',
    async (_, given, expected) => {
      const before = requestsInSequencer()
      const r = await pay(given.map((a) => a.replace('CAROL', carol.userId)))
      const line = refusal(r)
      expect(line.startsWith('cosigner: wallet pay: ')).toBe(true)
      expect(line).toMatch(expected)
      expect(r.out).toBe('')
      expect(requestsInSequencer()).toBe(before)
    },
  )

  it('gives a refusal with --json as an error object whose fields name the options', async () => {
    const r = await pay([
      '--to',
      carol.userId,
      '--amount',
      '0.123456789',
      '--memo',
      'x'.repeat(300),
      '--json',
    ])
    expect(r.code).toBe(1)
    expect(jsonOf(r)).toEqual({
      error: {
        code: 'invalid-input',
        message: expect.stringMatching(
          /^--amount: At most 8 decimal places.* --memo: The memo is 300 bytes/,
        ),
        fields: [
          { option: '--amount', field: 'amount', message: expect.any(String) },
          { option: '--memo', field: 'memo', message: expect.any(String) },
        ],
      },
    })
  })

  it('pays from what is free when another member’s SDK locked outputs since this wallet last looked', async () => {
    fund(h, account, 2, 1_00000000n)
    fund(h, account, 2, 1_00000000n)
    const listed = jsonOf<{ accounts: { balances: { balance: string; locked: string }[] }[] }>(
      await wallet(h, w, 'accounts', ['--json']),
    )
    expect(listed.accounts[0]!.balances).toEqual([
      expect.objectContaining({ balance: '2', locked: '12.5' }),
    ])
    // Bob's bot proposes from the oldest of the two; nothing tells Alice's wallet.
    const bobs = await sdkProposes(h, bob, {
      members: account,
      threshold: 2,
      asset: XIN,
      to: carol.userId,
      amount: '0.5',
      memo: 'Lunch',
    })
    const r = await pay(['--to', carol.userId, '--amount', '0.5', '--memo', 'Taxi', '--json'])
    expect([r.code, r.err]).toEqual([0, ''])
    const inputsOf = (raw: string) =>
      decodeTransactionHex(raw).inputs.map(
        (i) => `${Buffer.from(i.hash).toString('hex')}:${i.index}`,
      )
    const theirs = inputsOf(
      (await sdkFor(h, alice).multisig.fetchSafeMultisigs(bobs)).raw_transaction,
    )
    const ours = inputsOf(jsonOf(r).raw_transaction as string)
    expect([ours.length, theirs.length, ours.some((i) => theirs.includes(i))]).toEqual([
      1,
      1,
      false,
    ])
  })

  it('refuses a wrong passphrase, and a missing one where there is no terminal to ask, creating nothing', async () => {
    const before = requestsInSequencer()
    const wrong = await wallet(h, { ...w, passphraseFile: `${w.passphraseFile}.wrong` }, 'pay', [
      '--members',
      account.join(','),
      '--threshold',
      '2',
      '--asset',
      XIN,
      '--to',
      carol.userId,
      '--amount',
      '1',
    ])
    expect(refusal(wrong)).toMatch(
      /^cosigner: wallet pay: --passphrase-file: .*\.wrong cannot be read \(no such file\)\.$/,
    )
    const { writeFileSync } = await import('node:fs')
    writeFileSync(`${w.passphraseFile}.wrong`, 'not the passphrase at all, sorry\n')
    const mistyped = await wallet(h, { ...w, passphraseFile: `${w.passphraseFile}.wrong` }, 'pay', [
      '--members',
      account.join(','),
      '--threshold',
      '2',
      '--asset',
      XIN,
      '--to',
      carol.userId,
      '--amount',
      '1',
    ])
    expect(refusal(mistyped)).toBe(
      'cosigner: wallet pay: That is not the wallet’s passphrase. [1 wrong in a row]',
    )
    expect(mistyped.err).not.toContain('not the passphrase at all')
    expect(requestsInSequencer()).toBe(before)
  })
})
