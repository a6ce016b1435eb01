/**
 * `cosigner wallet` before any wallet is opened: the usage of the group and of each subcommand,
 * and the refusals that need neither a keychain nor a service — each one line, exit 1.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { main } from '../../../../src/cli/main'

const dir = mkdtempSync(join(tmpdir(), 'cosigner-cli-usage-'))
const REQUEST = '7f1c0a52-0000-4000-8000-000000000001'
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function run(argv: string[]) {
  let out = ''
  let err = ''
  const code = await main(argv, {
    out: (t) => void (out += `${t}\n`),
    err: (t) => void (err += `${t}\n`),
    readStdin: async () => '',
    env: {},
  })
  return { code, out, err }
}

describe('cosigner wallet usage', () => {
  it('is listed by cosigner --help, and its --help names every subcommand with what it does, and the common options', async () => {
    expect((await run(['--help'])).out).toMatch(/^ {2}wallet +the wallet without its window/m)
    const r = await run(['wallet', '--help'])
    expect(r.code).toBe(0)
    for (const [name, does] of [
      ['import', 'import an account from its keystore file'],
      ['accounts', 'the shared accounts the wallet follows'],
      ['follow', 'follow a shared account'],
      ['pay', 'propose a payment from a shared account, or a payroll from a CSV file'],
      ['rotate', 'move everything in a shared account to a new set of members'],
      ['requests', 'the multisig requests'],
      [
        'sign',
        'show a request, or a payroll or move as one, as the review screen does, and sign it once you confirm',
      ],
      ['unlock', 'show a pending request, and revoke it once you confirm'],
      ['service', 'the service the wallet talks to'],
      ['export-ledger', 'the ledger of a shared account as CSV'],
    ]) {
      expect(r.out).toMatch(new RegExp(`^ {2}${name} +${does}`, 'm'))
    }
    for (const option of [
      '--data-dir DIR',
      '--api URL',
      '--passphrase-file FILE',
      '--account ID|NAME',
      '--json',
    ])
      expect(r.out).toContain(option)
  })

  it.each([
    ['import', 'import --keystore FILE [--label TEXT] [--api URL]'],
    ['accounts', 'accounts'],
    ['follow', 'follow (--members ID|NAME,… --threshold T | --address MIX…) [--label TEXT]'],
    [
      'pay',
      'pay (--account NAME|MIX… | --members ID|NAME,… --threshold T) --asset SYMBOL|UUID --amount A',
    ],
    ['requests', 'requests [--state pending|done]'],
    ['sign', 'sign REQUEST_ID|RUN_ID [--dry-run | --yes --digest DIGEST]'],
    [
      'rotate',
      'rotate (--account NAME|MIX… | --members ID|NAME,… --threshold T) --to-members ID|NAME,… --to-threshold K',
    ],
    ['unlock', 'unlock REQUEST_ID [--dry-run | --yes --digest DIGEST]'],
    ['service', 'service [--set URL | --default]'],
    [
      'export-ledger',
      'export-ledger [--account NAME|MIX… | --members ID|NAME,… --threshold T] [--asset SYMBOL|UUID] [--since DAY] [--until DAY] [--out FILE]',
    ],
  ])('prints the usage of %s with --help', async (sub, synopsis) => {
    const r = await run(['wallet', sub, '--help'])
    expect([r.code, r.err]).toEqual([0, ''])
    expect(r.out.startsWith(`usage: cosigner wallet ${synopsis}\n`)).toBe(true)
    expect(r.out).toContain('--passphrase-file FILE')
  })

  it.each([
    [['wallet', 'spend'], /^cosigner: wallet: unknown subcommand "spend"\n/],
    [
      ['wallet', 'accounts', '--colour'],
      /^cosigner: wallet accounts: Unknown option '--colour'\. .*\(see "cosigner wallet accounts --help"\)\n$/,
    ],
    [
      ['wallet', 'sign'],
      /^cosigner: wallet sign: expected REQUEST_ID\|RUN_ID \(see "cosigner wallet sign --help"\)\n$/,
    ],
    [
      ['wallet', 'accounts', 'extra'],
      /^cosigner: wallet accounts: takes no arguments besides its options/,
    ],
    [
      ['wallet', 'requests', '--state', 'open', '--data-dir', dir],
      /^cosigner: wallet requests: --state: expected pending or done, got "open"\.\n$/,
    ],
    [
      ['wallet', 'pay', '--asset', 'XIN'],
      /^cosigner: wallet pay: Give the shared account that pays: --account NAME\|MIX… \(as this wallet follows it\), or --members ID\|NAME,… --threshold T\.\n$/,
    ],
    [
      ['wallet', 'pay', '--members', 'Alice,,Bob', '--threshold', '2'],
      /^cosigner: wallet pay: --members: an entry is empty/,
    ],
    [
      ['wallet', 'pay', '--members', 'Alice,alice', '--threshold', '2'],
      /^cosigner: wallet pay: --members: a member is listed twice\.\n$/,
    ],
    [
      ['wallet', 'pay', '--account', 'Ops', '--threshold', '2'],
      /^cosigner: wallet pay: --threshold goes with --members/,
    ],
    [
      ['wallet', 'pay', '--account', 'Ops'],
      /^cosigner: wallet pay: --asset SYMBOL\|UUID is required/,
    ],
    // Names and symbols are looked up in the wallet; the rest of the form is refused before it is opened.
    [
      [
        'wallet',
        'pay',
        '--account',
        'Ops',
        '--asset',
        'USDT',
        '--to',
        'Bob',
        '--amount',
        '1,5',
        '--data-dir',
        join(dir, 'none'),
      ],
      /^cosigner: wallet pay: --amount: Enter the amount as a number/,
    ],
    [
      [
        'wallet',
        'pay',
        '--account',
        'Ops',
        '--asset',
        'USDT',
        '--to',
        'Bob,Carol',
        '--amount',
        '1',
        '--data-dir',
        join(dir, 'none'),
      ],
      /^cosigner: wallet pay: --to-threshold: How many of the 2 receivers must sign/,
    ],
    // A payroll takes its payees from the file; a move is confirmed, and checked before the wallet is opened.
    [
      ['wallet', 'pay', '--account', 'Ops', '--csv', 'pay.csv', '--to', 'Bob', '--amount', '1'],
      /^cosigner: wallet pay: --csv takes the payees, amounts and assets from the file: leave out --to, --amount\.\n$/,
    ],
    [
      ['wallet', 'pay', '--csv', 'pay.csv'],
      /^cosigner: wallet pay: Give the shared account that pays: --account NAME\|MIX…/,
    ],
    [
      ['wallet', 'pay', '--account', 'Ops', '--csv', 'pay.csv', '--run-id', 'run-1'],
      /^cosigner: wallet pay: --run-id: expected a UUID\.\n$/,
    ],
    [
      ['wallet', 'rotate', '--account', 'Ops', '--to-threshold', '2'],
      /^cosigner: wallet rotate: --to-members ID\|NAME,… is required: the new members/,
    ],
    [
      ['wallet', 'rotate', '--account', 'Ops', '--to-members', 'Bob,Carol', '--to-threshold', '3'],
      /^cosigner: wallet rotate: --to-threshold K is required: how many of the 2 new members must sign \(1 to 2\)\.\n$/,
    ],
    [
      [
        'wallet',
        'rotate',
        '--account',
        'Ops',
        '--to-members',
        'Bob,Carol',
        '--to-threshold',
        '2',
        '--dry-run',
        '--yes',
      ],
      /^cosigner: wallet rotate: --dry-run creates nothing, so it takes no --yes\.\n$/,
    ],
    [
      [
        'wallet',
        'rotate',
        '--account',
        'Ops',
        '--to-members',
        'Bob,Carol',
        '--to-threshold',
        '2',
        '--data-dir',
        dir,
      ],
      /^cosigner: wallet rotate: Nothing was done: the move must be confirmed, and there is no terminal to ask on\. Check it with --dry-run/,
    ],
    [
      ['wallet', 'rotate', '--sweep-rest', REQUEST, '--data-dir', dir],
      /^cosigner: wallet rotate: Nothing was done: sweeping what is left must be confirmed, and there is no terminal to ask on\. Check the move with "cosigner wallet rotate --status 7f1c0a52-0000-4000-8000-000000000001", then add --yes\.\n$/,
    ],
    [
      ['wallet', 'rotate', '--status', 'nope'],
      /^cosigner: wallet rotate: --status: expected the move's id \(a UUID, as "rotate" printed it\), got "nope"\.\n$/,
    ],
    [
      ['wallet', 'export-ledger', '--account', 'Ops', '--address', 'MIXabc'],
      /^cosigner: wallet export-ledger: Name the account by --account NAME\|MIX…, by --members ID\|NAME,… --threshold T, or by --address MIX…, one of them\.\n$/,
    ],
    [
      ['wallet', 'service', '--set', 'https://example.com', '--default'],
      /^cosigner: wallet service: Give --set URL or --default, one of them\.\n$/,
    ],
    [
      ['wallet', 'export-ledger', '--since', '2026-02-30', '--data-dir', dir],
      /^cosigner: wallet export-ledger: --since: expected a day as YYYY-MM-DD, got "2026-02-30"\.\n$/,
    ],
    [
      [
        'wallet',
        'export-ledger',
        '--since',
        '2026-03-02',
        '--until',
        '2026-03-01',
        '--data-dir',
        dir,
      ],
      /^cosigner: wallet export-ledger: --until: the last day comes before --since\.\n$/,
    ],
    [
      ['wallet', 'service', '--set', 'http://203.0.113.5'],
      /^cosigner: wallet service: --set: The wallet talks to 203\.0\.113\.5 only over https:\/\//,
    ],
    [
      ['wallet', 'import', '--data-dir', dir],
      /^cosigner: wallet import: --keystore FILE is required/,
    ],
    [
      ['wallet', 'accounts', '--passphrase', 'secret words'],
      /^cosigner: wallet accounts: the passphrase is never taken on the command line/,
    ],
    [
      ['wallet', 'accounts', '--data-dir', join(dir, 'none')],
      /^cosigner: wallet accounts: There is no wallet in .*none yet: import an account with "cosigner wallet import --keystore FILE"/,
    ],
    [
      ['wallet', 'accounts', '--data-dir', dir, '--api', 'http://203.0.113.5'],
      /^cosigner: wallet accounts: --api: The wallet talks to 203\.0\.113\.5 only over https:\/\//,
    ],
    [
      ['wallet', 'accounts', '--data-dir', dir, '--api', 'not a url'],
      /^cosigner: wallet accounts: --api: /,
    ],
    // Signing and unlocking ask on a terminal; without one only --yes with a --dry-run's digest will do, and nothing is opened first.
    [
      ['wallet', 'sign', REQUEST, '--data-dir', dir],
      /^cosigner: wallet sign: Nothing was done: the summary must be confirmed, and there is no terminal to ask on\. Check it with "cosigner wallet sign 7f1c0a52-0000-4000-8000-000000000001 --dry-run", then run ".* --yes --digest DIGEST" with the digest it printed\.\n$/,
    ],
    [
      ['wallet', 'sign', REQUEST, '--yes', '--data-dir', dir],
      /^cosigner: wallet sign: --yes signs without asking, so it needs --digest DIGEST: the summary digest "cosigner wallet sign 7f1c0a52-0000-4000-8000-000000000001 --dry-run" prints/,
    ],
    [
      ['wallet', 'unlock', REQUEST, '--yes', '--data-dir', dir],
      /^cosigner: wallet unlock: --yes unlocks without asking, so it needs --digest DIGEST/,
    ],
    [
      ['wallet', 'sign', REQUEST, '--yes', '--digest', 'ab12', '--data-dir', dir],
      /^cosigner: wallet sign: --digest: expected the 64 hex digits of the summary digest/,
    ],
    [
      ['wallet', 'sign', REQUEST, '--dry-run', '--yes', '--data-dir', dir],
      /^cosigner: wallet sign: --dry-run signs nothing, so it takes neither --yes nor --digest\.\n$/,
    ],
  ])('refuses %j in one line', async (argv, expected) => {
    const r = await run(argv)
    expect(r.code).toBe(1)
    expect(r.out).toBe('')
    expect(r.err).toMatch(expected)
    if (!argv.includes('spend')) expect(r.err.trimEnd().split('\n')).toHaveLength(1)
    expect(r.err).not.toContain('secret words')
  })

  it('prints a refusal as an error object with --json', async () => {
    const r = await run(['wallet', 'accounts', '--json', '--data-dir', join(dir, 'none')])
    expect(r.code).toBe(1)
    expect(JSON.parse(r.out)).toEqual({
      error: { code: 'no-wallet', message: expect.stringContaining('There is no wallet in') },
    })
  })
})
