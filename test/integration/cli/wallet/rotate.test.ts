/**
 * `cosigner wallet rotate` against a real sequencer, SQLite and keychain: the plan of moving a
 * shared account to new members with --dry-run (creating nothing), the move started only once it is
 * confirmed on the terminal, the same command run again showing where the move stands instead of
 * starting another, the co-signer opening the move from its group and signing it as one, and the old account found empty and
 * retired.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inKeyring, newUser, type Harness, type User } from '../../../../harness/wallet-network'
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

describe.runIf(inKeyring)('cosigner wallet rotate', () => {
  let h: Harness
  let alice: User, bob: User, dave: User
  let w: CliWallet, bobWallet: CliWallet
  let members: string[]
  let move: string[]
  let moveId: string
  const requestsInSequencer = () =>
    h.server.ctx.db.prepare('SELECT count(*) FROM multisig_requests').pluck().get() as number
  /** `rotate` on Alice's wallet, a terminal answering `answer` to its question (the questions asked are kept in `asked`). */
  const onTerminal = (args: string[], answer: string, asked: string[] = []) =>
    wallet(h, w, 'rotate', args, {
      ask: async (q: string) => {
        asked.push(q)
        return answer
      },
    })

  beforeAll(async () => {
    let carol: User
    ;({ h, alice, bob, carol, members } = await startTreasury())
    dave = newUser(h, 'Dave', true)
    w = await preparedWallet(h, 'alice', [alice])
    bobWallet = await preparedWallet(h, 'bob', [bob], [{ members, threshold: 2 }])
    // The account's group, where the move's file is shared for Bob's wallet to open.
    await withCore(h, w, async (core) => {
      await core.groups.create(alice.userId, {
        name: 'Treasury',
        participants: [bob.userId, carol.userId],
      })
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
    move = ['--account', 'Treasury', '--to-members', `Bob,${dave.userId}`, '--to-threshold', '2']
  })
  afterAll(() => closeAll(h))

  it('prints the plan with --dry-run and creates nothing', async () => {
    const before = requestsInSequencer()
    const r = await wallet(h, w, 'rotate', [...move, '--dry-run'])
    expect([r.code, r.err]).toEqual([0, ''])
    const lines = r.out.trimEnd().split('\n')
    expect(lines[0]).toMatch(
      /^Moves everything in the 2-of-3 account of .+ \(12\.5 XIN\) to a new set of members: (Bob and Dave|Dave and Bob), 2 of them to sign\. .*Dave joins\.$/,
    )
    expect(lines).toContain('Note: Dave is not among your contacts.')
    expect(lines).toContainEqual(
      expect.stringMatching(/^ {2}sweep [0-9a-f-]{36} {2}12\.5 XIN \(2 outputs\)$/),
    )
    expect(lines.at(-1)).toMatch(
      /^Nothing was created \(--dry-run\)\. To start exactly this move from a script: cosigner wallet rotate --account Treasury --to-members Bob,[0-9a-f-]{36} --to-threshold 2 --rotation-id [0-9a-f-]{36} --yes$/,
    )
    expect(requestsInSequencer()).toBe(before)
    const plan = jsonOf<{
      status: string
      run: { requests: unknown[]; target: { threshold: number } }
    }>(await wallet(h, w, 'rotate', [...move, '--dry-run', '--json']))
    expect([plan.status, plan.run.requests.length, plan.run.target.threshold]).toEqual(['ok', 1, 2])
  })

  it('refuses new members it cannot name, and starts nothing unless the plan is confirmed', async () => {
    const before = requestsInSequencer()
    const nobody = await wallet(h, w, 'rotate', [
      '--account',
      'Treasury',
      '--to-members',
      'Bob,Zed',
      '--to-threshold',
      '2',
      '--dry-run',
    ])
    expect(refusal(nobody)).toMatch(
      /^cosigner: wallet rotate: --to-members: nobody you know is named “Zed”/,
    )
    const asked: string[] = []
    const declined = await onTerminal(move, 'no', asked)
    expect(refusal(declined)).toBe(
      'cosigner: wallet rotate: You did not confirm, so nothing was done.',
    )
    expect(asked[0]).toMatch(
      /^Moves everything in the 2-of-3 account[\s\S]*\nStart this move, signing its 1 sweep as the proposer\? Type "yes" to go ahead: $/,
    )
    expect(requestsInSequencer()).toBe(before)
  })

  it('starts the move once confirmed; run again, it shows where the move stands; the co-signer signs it as one', async () => {
    const before = requestsInSequencer()
    const r = await onTerminal(move, 'yes')
    expect([r.code, r.err]).toEqual([0, ''])
    expect(r.out).toMatch(
      /^Proposed 1 sweep from the 2-of-3 account “Treasury”, each signed by you as the proposer; this wallet now follows the new account\.$/m,
    )
    moveId = /^ {2}move ([0-9a-f-]{36})$/m.exec(r.out)![1]!
    expect(r.out).toMatch(
      /^ {2}sweep [0-9a-f-]{36} {2}12\.5 XIN \(2 outputs\) {2}waiting for signatures {2}1 of 2 signatures, 1 more of .+$/m,
    )
    expect(requestsInSequencer()).toBe(before + 1)

    // The same command again asks nothing and creates nothing: it shows the move.
    const asked: string[] = []
    const again = await onTerminal(move, 'yes', asked)
    expect([again.code, again.err, asked]).toEqual([0, '', []])
    expect(again.out).toMatch(
      /^Moving the 2-of-3 account “Treasury”.* to .*:\n {2}sweep [0-9a-f-]{36} {2}12\.5 XIN \(2 outputs\) {2}waiting for signatures/,
    )
    expect(again.out).toContain('Left in the old account: 12.5 XIN locked.')
    expect(requestsInSequencer()).toBe(before + 1)

    // Bob's wallet opens the move from the file shared in the group, reviews it and signs it as one…
    const dry = await wallet(h, bobWallet, 'sign', [moveId, '--dry-run'])
    expect([dry.code, dry.err]).toEqual([0, ''])
    expect(dry.out).toMatch(
      /^Move “.+” from the 2-of-3 account .+, proposed by Alice: 12\.5 XIN, in 1 request\.$/m,
    )
    expect(dry.out).toContain('every sweep sends everything to the new account')
    const digest = /--yes --digest ([0-9a-f]{64})$/m.exec(dry.out)![1]!
    const signed = await wallet(h, bobWallet, 'sign', [moveId, '--yes', '--digest', digest])
    expect([signed.code, signed.err]).toEqual([0, ''])
    expect(signed.out).toMatch(
      /^Signed the 1 request of the move to new members “.+” left for you\.$/m,
    )

    // …and the move finishes: the old account is empty and retired.
    const deadline = Date.now() + 10_000
    let last = ''
    while (!last.includes('Done: the old account is empty and retired') && Date.now() < deadline) {
      last = (await wallet(h, w, 'rotate', ['--status', moveId])).out
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(last).toMatch(/^ {2}sweep [0-9a-f-]{36} {2}12\.5 XIN \(2 outputs\) {2}moved/m)
    expect(last).toMatch(
      /Done: the old account is empty and retired; the new one is “Treasury”\.$/m,
    )
  })
})
