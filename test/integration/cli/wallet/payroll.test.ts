/**
 * `cosigner wallet pay --csv` against a real sequencer, SQLite and keychain: a payroll in two assets
 * from a CSV file, the account named as this wallet calls it. `--dry-run` prints the rows, the
 * per-asset totals, what stays and the payees to notice, and creates nothing; bad rows are refused
 * in one line naming each row and column, creating nothing; the real run proposes one request per
 * asset signed by the proposer and `--json` prints them as the service has them; the co-signer signs
 * the run as one from the command line.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { depositOutput } from '../../../../src/sequencer/ledger/deposit'
import { decodeTransactionHex } from '../../../../src/shared/kernel'
import {
  inKeyring,
  newUser,
  XIN,
  type Harness,
  type User,
} from '../../../../harness/wallet-network'
import {
  closeAll,
  refusal,
  withCore,
  jsonOf,
  preparedWallet,
  startTreasury,
  wallet,
  type CliWallet,
} from './helpers'

const USDT = '4d8c508b-91c5-375b-92b0-ee702ed2dac5'

describe.runIf(inKeyring)('cosigner wallet pay --csv', () => {
  let h: Harness
  let alice: User, bob: User, dave: User, erin: User, frank: User
  let w: CliWallet, bobWallet: CliWallet
  let members: string[]
  let good: string
  const requestsInSequencer = () =>
    h.server.ctx.db.prepare('SELECT count(*) FROM multisig_requests').pluck().get() as number
  const file = (name: string, lines: readonly string[]) => {
    const path = join(h.dir, name)
    writeFileSync(path, lines.join('\r\n'))
    return path
  }
  const payroll = (args: string[]) => wallet(h, w, 'pay', ['--account', 'Treasury', ...args])

  beforeAll(async () => {
    let carol: User
    ;({ h, alice, bob, carol, members } = await startTreasury())
    depositOutput(h.server.ctx, { members, threshold: 2, assetId: USDT, amount: 500_00000000n })
    ;[dave, erin, frank] = ['Dave', 'Erin', 'Frank'].map((n) => newUser(h, n, true)) as [
      User,
      User,
      User,
    ]
    w = await preparedWallet(h, 'alice', [alice])
    bobWallet = await preparedWallet(h, 'bob', [bob], [{ members, threshold: 2 }])
    // The account's group, where the run's file is shared for Bob's wallet to open; Dave is Alice's contact.
    await withCore(h, w, async (core) => {
      await core.groups.create(alice.userId, {
        name: 'Treasury',
        participants: [bob.userId, carol.userId],
      })
      await core.people.lookup(alice.userId, dave.userId)
    })
    const followed = await wallet(h, w, 'follow', [
      '--members',
      members.join(','),
      '--threshold',
      '2',
      '--label',
      'Treasury',
    ])
    expect([followed.code, followed.err]).toEqual([0, ''])
    good = file('november.csv', [
      'Payee,Amount,Asset,Note,Department',
      `${dave.identityNumber},100,USDT,Salary,ops`,
      `${erin.userId},150.5,usdt,"Salary, November",ops`,
      `https://mixin.one/users/${frank.userId},0.5,XIN,Bonus,sales`,
    ])
  })
  afterAll(() => closeAll(h))

  it('previews the payroll with --dry-run: rows, totals, what stays, the payees to notice; creates nothing', async () => {
    const before = requestsInSequencer()
    const r = await payroll(['--csv', good, '--memo', 'Payroll 2026-11', '--dry-run'])
    expect([r.code, r.err]).toEqual([0, ''])
    const lines = r.out.trimEnd().split('\n')
    expect(lines[0]).toMatch(
      /^Payroll “Payroll 2026-11” from the 2-of-3 account “Treasury”: 3 payees, 250\.5 USDT and 0\.5 XIN, in 2 requests, memo "Payroll 2026-11"\.$/,
    )
    expect(lines.slice(1, 5)).toEqual([
      expect.stringMatching(/^ {2}row +payee +amount +note/),
      expect.stringMatching(/^ {2}2 +Dave +100 USDT +Salary {2}\[first payment\]$/),
      expect.stringMatching(
        /^ {2}3 +Erin +150\.5 USDT +Salary, November {2}\[first payment, not a contact\]$/,
      ),
      expect.stringMatching(/^ {2}4 +Frank +0\.5 XIN +Bonus {2}\[first payment, not a contact\]$/),
    ])
    expect(lines).toContain(
      '  USDT: 250.5 in 2 rows and 1 request; 500 to spend, 249.5 stays in the account.',
    )
    expect(lines).toContain(
      '  XIN: 0.5 in 1 row and 1 request; 12.5 to spend, 12 stays in the account.',
    )
    expect(lines).toContain(
      '  3 payees are paid by this account for the first time, 2 are not among your contacts (marked).',
    )
    expect(lines.at(-1)).toMatch(
      /^Nothing was created \(--dry-run\)\. To propose exactly this run: cosigner wallet pay --account Treasury --csv \S+november\.csv --memo 'Payroll 2026-11' --run-id [0-9a-f-]{36}$/,
    )
    expect(requestsInSequencer()).toBe(before)
    const json = jsonOf<{ rows: unknown[]; totals: { symbol: string; stays: string }[] }>(
      await payroll(['--csv', good, '--dry-run', '--json']),
    )
    expect([json.rows.length, json.totals.map((t) => [t.symbol, t.stays])]).toEqual([
      3,
      expect.arrayContaining([
        ['USDT', '249.5'],
        ['XIN', '12'],
      ]),
    ])
    expect(requestsInSequencer()).toBe(before)
  })

  it('refuses bad rows in one line naming each row and column, and creates nothing', async () => {
    const before = requestsInSequencer()
    const bad = file('bad.csv', [
      'payee,amount,asset,note',
      `${dave.userId},100,USDT,`,
      `${erin.userId},1.123456789,USDT,`,
      `${frank.userId},2,BTC,`,
    ])
    const line = refusal(await payroll(['--csv', bad]))
    expect(line).toMatch(
      /^cosigner: wallet pay: --csv, amount: Row 3: at most 8 decimal places.+ --csv, asset: Row 4: this account holds no BTC.*$/,
    )
    const json = jsonOf<{
      error: { code: string; fields: { option: string; row: number; field: string }[] }
    }>(await payroll(['--csv', bad, '--json']))
    expect(json.error.code).toBe('invalid-input')
    expect(json.error.fields.map((f) => [f.option, f.row, f.field])).toEqual([
      ['--csv', 3, 'amount'],
      ['--csv', 4, 'asset'],
    ])
    // In the terminal's language, Traditional Chinese here; --json stays English for programs.
    const zhTW = { env: { COSIGNER_KEYCHAIN_SERVICE: w.service, LANG: 'zh_TW.UTF-8' } }
    const said = refusal(await wallet(h, w, 'pay', ['--account', 'Treasury', '--csv', bad], zhTW))
    expect(said).toContain(
      '--csv（amount 欄）：第 3 列：最多 8 位小數：最小金額為 0.00000001。 ' +
        '--csv（asset 欄）：第 4 列：此帳戶沒有 BTC。請填寫此帳戶持有的資產，寫其符號或資產 ID。',
    )
    // No English sentence is left (the command's own name is no sentence).
    expect(said.replace(/^cosigner: wallet pay: /, '')).not.toMatch(/[A-Za-z]{3,} [A-Za-z]{3,}/)
    const english = jsonOf<{
      error: { message: string; fields: { option: string; message: string }[] }
    }>(await wallet(h, w, 'pay', ['--account', 'Treasury', '--csv', bad, '--json'], zhTW))
    expect(english.error.fields.map((f) => f.message)).toEqual([
      'Row 3: at most 8 decimal places: the smallest amount is 0.00000001.',
      'Row 4: this account holds no BTC; name an asset it holds, by its symbol or asset id.',
    ])
    expect(english.error.message).toMatch(/^--csv, amount: Row 3: at most 8 decimal places/)
    expect(requestsInSequencer()).toBe(before)
    // A single payment's options do not go with a file.
    expect(refusal(await payroll(['--csv', good, '--amount', '1']))).toBe(
      'cosigner: wallet pay: --csv takes the payees, amounts and assets from the file: leave out --amount.',
    )
    expect(refusal(await payroll(['--csv', join(h.dir, 'missing.csv')]))).toMatch(
      /^cosigner: wallet pay: --csv: \S+missing\.csv cannot be read \(no such file\)\.$/,
    )
    expect(requestsInSequencer()).toBe(before)
  })

  it('proposes the run, one request per asset signed by the proposer, and the co-signer signs it as one', async () => {
    const before = requestsInSequencer()
    const r = await payroll(['--csv', good, '--memo', 'Payroll 2026-11', '--json'])
    expect([r.code, r.err]).toEqual([0, ''])
    const out = jsonOf<{
      run_id: string
      requests: {
        request_id: string
        asset_id: string
        signers: string[]
        raw_transaction: string
        senders_threshold: number
      }[]
    }>(r)
    expect(out.requests.map((q) => [q.asset_id, q.signers, q.senders_threshold]).sort()).toEqual(
      [
        [USDT, [alice.userId], 2],
        [XIN, [alice.userId], 2],
      ].sort(),
    )
    const usdt = decodeTransactionHex(
      out.requests.find((q) => q.asset_id === USDT)!.raw_transaction,
    )
    // Dave, Erin and the change; every payee's transaction carries the memo.
    expect([usdt.outputs.length, new TextDecoder().decode(usdt.extra)]).toEqual([
      3,
      'Payroll 2026-11',
    ])
    expect(requestsInSequencer()).toBe(before + 2)

    // Bob's wallet reviews the run from the group's file and the raws, and signs it once.
    const dry = await wallet(h, bobWallet, 'sign', [out.run_id, '--dry-run'])
    expect([dry.code, dry.err]).toEqual([0, ''])
    expect(dry.out).toMatch(
      /^Payroll “Payroll 2026-11” from the 2-of-3 account of (?=[^:]*\byou\b)(?=[^:]*\bCarol\b)[^:]*, proposed by Alice: 3 payees, 250\.5 USDT and 0\.5 XIN, in 2 requests\.$/m,
    )
    expect(dry.out).toMatch(
      /^ {2}3 +Erin +150\.5 USDT +Salary, November {2}\[first payment, not a contact\]$/m,
    )
    expect(dry.out).toContain(
      '  All 2 requests match their raw transactions, and every row is found in its request’s outputs;',
    )
    expect(dry.out).toMatch(/^Nothing was signed \(--dry-run\)\./m)
    expect(requestsInSequencer()).toBe(before + 2)
    const digest = /--yes --digest ([0-9a-f]{64})$/m.exec(dry.out)![1]!
    const signed = await wallet(h, bobWallet, 'sign', [out.run_id, '--yes', '--digest', digest])
    expect([signed.code, signed.err]).toEqual([0, ''])
    expect(signed.out).toMatch(/^Signed the 2 requests of the payroll “Payroll 2026-11”/)
    const again = await wallet(h, bobWallet, 'sign', [out.run_id, '--yes', '--digest', digest])
    expect(refusal(again)).toMatch(/nothing left for you to sign/i)
  })
})
