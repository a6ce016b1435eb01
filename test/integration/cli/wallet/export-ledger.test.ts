/**
 * `cosigner wallet export-ledger` against a real sequencer, SQLite and keychain: the ledger of the
 * shared account the wallet follows as CSV — its deposits, and a payment to Carol as what it paid,
 * once, by name and id — to stdout or a file, one asset or a range of days, offline from what the
 * wallet saw last; and which account, when it follows several.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LEDGER_COLUMNS } from '../../../../src/shared/bridge'
import { buildMixAddress } from '../../../../src/shared/kernel'
import { parseCsv } from '../../../helpers/csv'
import { inKeyring, XIN, type Harness, type User } from '../../../../harness/wallet-network'
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

const ISO_LOCAL = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/

describe.runIf(inKeyring)('cosigner wallet export-ledger', () => {
  let h: Harness
  let alice: User, bob: User, carol: User
  let aliceWallet: CliWallet
  let alicesLink: { url: string; cut(): Promise<void> }
  let members: string[]
  let requestId: string

  beforeAll(async () => {
    ;({ h, alice, bob, carol, members } = await startTreasury())
    alicesLink = await relay(h)
    aliceWallet = await preparedWallet(h, 'alice', [alice], [{ members, threshold: 2 }], {
      api: alicesLink.url,
    })
    const bobWallet = await preparedWallet(h, 'bob', [bob], [{ members, threshold: 2 }])
    requestId = await payBooth(h, aliceWallet, members, carol.userId, '1.5')
    const signed = await wallet(h, bobWallet, 'sign', [requestId], { ask: async () => 'yes' })
    if (signed.code !== 0) throw new Error(signed.err)
    await untilSent(h, aliceWallet, requestId)
  }, 30_000)
  afterAll(() => closeAll(h))

  it('prints the ledger as CSV: each deposit and the payment once, by name and id, one time format', async () => {
    const r = await wallet(h, aliceWallet, 'export-ledger')
    expect(r.code).toBe(0)
    expect(r.err).toMatch(
      /^cosigner: wallet export-ledger: The ledger of the 2-of-3 account “2 of 3: (?:Alice|Bob|Carol), (?:Alice|Bob|Carol), (?:Alice|Bob|Carol)” \(3 rows, as of \d{4}-\d\d-\d\d \d\d:\d\d UTC\):\n$/,
    )
    expect([...r.err.matchAll(/Alice|Bob|Carol/g)].map((m) => m[0]).sort()).toEqual([
      'Alice',
      'Bob',
      'Carol',
    ])
    const [header, ...lines] = parseCsv(r.out)
    expect(header).toEqual([...LEDGER_COLUMNS])
    expect(lines.map((l) => l.slice(1, 9))).toEqual([
      ['In', 'Deposit', 'XIN', '10', 'Deposit from outside the network', '', '', ''],
      ['In', 'Deposit', 'XIN', '2.5', 'Deposit from outside the network', '', '', ''],
      ['Out', 'Payment', 'XIN', '1.5', 'Carol', carol.userId, 'Booth', requestId],
    ])
    expect(lines.every((l) => ISO_LOCAL.test(l[0]!) && l[10] === XIN)).toBe(true)
  })

  it('writes a file a spreadsheet reads, keeps one asset or a range of days, and prints rows with --json', async () => {
    const file = join(h.dir, 'ledger.csv')
    const r = await wallet(h, aliceWallet, 'export-ledger', ['--out', file, '--asset', XIN])
    expect([r.code, r.out]).toEqual([
      0,
      expect.stringMatching(
        new RegExp(
          `^Wrote the ledger of the 2-of-3 account .* \\(3 rows, as of .*\\) to ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.\n$`,
        ),
      ),
    ])
    const text = readFileSync(file, 'utf8')
    expect(text.startsWith('\uFEFFTime,Direction,Kind,Asset,Amount,')).toBe(true)
    expect(text.endsWith('\r\n')).toBe(true)

    const json = jsonOf<{
      rows: { kind: string; amount: string; counterparty_ids: string[] }[]
      label: string
      csv?: string
    }>(await wallet(h, aliceWallet, 'export-ledger', ['--json']))
    expect([json.label, json.csv, json.rows.map((x) => [x.kind, x.amount])]).toEqual([
      'Ledger',
      undefined,
      [
        ['deposit', '10'],
        ['deposit', '2.5'],
        ['payment', '1.5'],
      ],
    ])
    const tomorrow = new Date(Date.now() + 24 * 3600 * 1000)
    const day = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`
    expect(parseCsv((await wallet(h, aliceWallet, 'export-ledger', ['--since', day])).out)).toEqual(
      [[...LEDGER_COLUMNS]],
    )
  })

  it('asks which account when the wallet follows several, and takes its address', async () => {
    const other = [alice.userId, carol.userId]
    const follow = await wallet(h, aliceWallet, 'follow', [
      '--members',
      other.join(','),
      '--threshold',
      '1',
      '--label',
      'Petty cash',
    ])
    expect(follow.code).toBe(0)
    const refused = await wallet(h, aliceWallet, 'export-ledger')
    expect([refused.code, refused.err]).toEqual([
      1,
      expect.stringMatching(
        /^cosigner: wallet export-ledger: This wallet follows 2 shared accounts: name the one to export with --account NAME\|MIX… \(.*“Petty cash”.*\)\.\n$/,
      ),
    ])
    const petty = await wallet(h, aliceWallet, 'export-ledger', [
      '--address',
      buildMixAddress({ members: other, threshold: 1 }),
    ])
    expect([petty.code, parseCsv(petty.out)]).toEqual([0, [[...LEDGER_COLUMNS]]])
    // By the name it has here, or its MIX address, as pay takes it; the asset by its symbol.
    const byName = await wallet(h, aliceWallet, 'export-ledger', ['--account', 'petty cash'])
    expect([byName.code, byName.err, parseCsv(byName.out)]).toEqual([
      0,
      expect.stringContaining('“Petty cash”'),
      [[...LEDGER_COLUMNS]],
    ])
    const booth = await wallet(h, aliceWallet, 'export-ledger', [
      '--account',
      buildMixAddress({ members, threshold: 2 }),
      '--asset',
      'xin',
    ])
    expect([booth.code, parseCsv(booth.out).length]).toEqual([0, 4])
    const noBtc = await wallet(h, aliceWallet, 'export-ledger', [
      '--account',
      buildMixAddress({ members, threshold: 2 }),
      '--asset',
      'BTC',
    ])
    expect([noBtc.code, noBtc.err]).toEqual([
      1,
      expect.stringMatching(
        /^cosigner: wallet export-ledger: --asset: the account holds no asset with the symbol “BTC”; it holds XIN /,
      ),
    ])
    const unknown = await wallet(h, aliceWallet, 'export-ledger', ['--account', 'Payroll'])
    expect([unknown.code, unknown.err]).toEqual([
      1,
      expect.stringMatching(
        /^cosigner: wallet export-ledger: --account: this wallet follows no shared account named “Payroll”\. The shared accounts with a name here: “Petty cash”\./,
      ),
    ])
    const notMine = await wallet(h, aliceWallet, 'export-ledger', [
      '--members',
      [bob.userId, carol.userId].join(','),
      '--threshold',
      '1',
    ])
    expect([notMine.code, notMine.err]).toEqual([
      1,
      'cosigner: wallet export-ledger: --members/--threshold: You are not among these members: the wallet follows only shared accounts you sign for.\n',
    ])
  })

  // Last, as it cuts Alice's wallet from the service.
  it('exports offline from what the wallet saw last, and says so', async () => {
    await alicesLink.cut()
    const r = await wallet(h, aliceWallet, 'export-ledger', [
      '--address',
      buildMixAddress({ members, threshold: 2 }),
    ])
    expect(r.code).toBe(0)
    expect(r.err).toContain(
      `the service at ${alicesLink.url} could not be reached; showing the ledger this wallet read last, at `,
    )
    expect(parseCsv(r.out)).toHaveLength(4)
  })
})
