/**
 * `cosigner wallet sign` and `unlock` show the request before they act, against a real sequencer,
 * SQLite and keychain: the summary a person reads (names, amounts with symbols, the memo, the
 * account, what was proven, the digest) comes first, and nothing is signed or revoked until it is
 * confirmed — "yes" on the terminal, or, for a script, --yes with the digest a --dry-run printed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inKeyring, type Harness, type User } from '../../../../harness/wallet-network'
import {
  closeAll,
  jsonOf,
  payBooth,
  preparedWallet,
  startTreasury,
  untilSent,
  wallet,
  type CliWallet,
} from './helpers'

describe.runIf(inKeyring)(
  'cosigner wallet sign and unlock act only on what was shown and confirmed',
  () => {
    let h: Harness
    let alice: User, bob: User, carol: User
    let aliceWallet: CliWallet, bobWallet: CliWallet
    let account: string[]
    const pay = (amount: string) => payBooth(h, aliceWallet, account, carol.userId, amount)
    /** The request as Bob's queue has it after a sync: its state and how many have signed. */
    const inQueue = async (requestId: string) => {
      const listed = jsonOf<{ items: { request_id: string; state: string; signers: string[] }[] }>(
        await wallet(h, bobWallet, 'requests', ['--json']),
      )
      const item = listed.items.find((i) => i.request_id === requestId)!
      return { state: item.state, signed: new Set(item.signers).size }
    }
    /** A terminal that answers `answer` and keeps what it was asked. */
    const terminal = (answer: string) => {
      const asked: string[] = []
      return { asked, io: { ask: async (question: string) => (asked.push(question), answer) } }
    }

    beforeAll(async () => {
      ;({ h, alice, bob, carol, members: account } = await startTreasury())
      aliceWallet = await preparedWallet(h, 'alice', [alice], [{ members: account, threshold: 2 }])
      bobWallet = await preparedWallet(h, 'bob', [bob], [{ members: account, threshold: 2 }])
    })
    afterAll(() => closeAll(h))

    it('shows the summary the review screen shows, asks on the terminal, and signs nothing unless the answer is yes', async () => {
      const requestId = await pay('1.5')
      const declined = terminal('no')
      const no = await wallet(h, bobWallet, 'sign', [requestId], declined.io)
      expect([no.code, no.out, no.err]).toEqual([
        1,
        '',
        'cosigner: wallet sign: You did not confirm, so nothing was done.\n',
      ])
      expect(await inQueue(requestId)).toEqual({ state: 'needs-signature', signed: 1 })
      const lines = declined.asked[0]!.split('\n')
      const named = new Map([
        [alice.userId, `Alice (${alice.userId})`],
        [bob.userId, `you (${bob.userId})`],
        [carol.userId, `Carol (${carol.userId})`],
      ])
      // The account's members in the service's order (sorted ids), each by name.
      const members = [...account].sort().map((id) => named.get(id))
      expect(lines.slice(0, 9)).toEqual([
        `Request ${requestId}: Needs your signature`,
        `  from the 2-of-3 account of ${members.join(', ')}`,
        `  proposed by Alice (${alice.userId})`,
        `  pays 1.5 XIN to Carol (${carol.userId})`,
        // As the review screen's callout: Carol is a member of the account that pays her.
        `  note: it pays Carol (${carol.userId}), one of its signers`,
        '  change 8.5 XIN back to the account (2 of 3)',
        '  memo: "Booth"',
        `  signatures: 1 of 2; signed: Alice (${alice.userId}); not yet: ${members.filter((m) => !m!.startsWith('Alice')).join(', ')}`,
        // A deposit: the public API shows no transaction by its hash but a request's, so this input stays unproven, and the summary says so.
        '  Not proven: 1 of 1 input could not be checked against the transaction that created it (the service shows one only to its senders), so its amount is as the service reports.',
      ])
      expect(lines.slice(9)).toEqual([
        '  Receivers and change are shown as the service reports them: one-time keys cannot be tied to user ids without the sender’s secret.',
        expect.stringMatching(/^ {2}transaction [0-9a-f]{64}$/),
        expect.stringMatching(/^ {2}summary digest [0-9a-f]{64}$/),
        'Sign this request? Type "yes" to go ahead: ',
      ])

      const agreed = terminal('yes')
      const yes = await wallet(h, bobWallet, 'sign', [requestId], agreed.io)
      expect(yes).toMatchObject({ code: 0, err: '' })
      expect(yes.out.split('\n')).toEqual([
        `Signed request ${requestId}: 1.5 XIN to Carol · memo "Booth".`,
        // Who signed, in the account's order, by the names a person knows them by.
        `2 of 2 signed: ${[...account]
          .sort()
          .flatMap((id) => (id === alice.userId ? ['Alice'] : id === bob.userId ? ['you'] : []))
          .join(
            ', ',
          )}. Every signature is in: the transaction is being sent, and "cosigner wallet requests" shows it as sent once it is final.`,
        expect.stringMatching(/^ {2}transaction [0-9a-f]{64}$/),
        '',
      ])
      expect(agreed.asked).toHaveLength(1)
      await untilSent(h, bobWallet, requestId)
      expect(await inQueue(requestId)).toEqual({ state: 'done', signed: 2 })
    })

    it('without a terminal, refuses unless --yes comes with the digest a --dry-run printed, which signs nothing', async () => {
      const requestId = await pay('0.5')
      const bare = await wallet(h, bobWallet, 'sign', [requestId])
      expect([bare.code, bare.err]).toEqual([
        1,
        `cosigner: wallet sign: Nothing was done: the summary must be confirmed, and there is no terminal to ask on. Check it with "cosigner wallet sign ${requestId} --dry-run", then run "cosigner wallet sign ${requestId} --yes --digest DIGEST" with the digest it printed.\n`,
      ])
      const blind = await wallet(h, bobWallet, 'sign', [requestId, '--yes'])
      expect(blind.err).toMatch(
        /^cosigner: wallet sign: --yes signs without asking, so it needs --digest DIGEST: the summary digest ".*--dry-run" prints/,
      )

      const dry = await wallet(h, bobWallet, 'sign', [requestId, '--dry-run'])
      expect(dry).toMatchObject({ code: 0, err: '' })
      expect(dry.out).toContain(`  pays 0.5 XIN to Carol (${carol.userId})\n`)
      const digest = /^ {2}summary digest ([0-9a-f]{64})$/m.exec(dry.out)![1]!
      expect(dry.out).toMatch(
        new RegExp(
          `\\nNothing was signed \\(--dry-run\\)\\. To sign exactly this from a script: cosigner wallet sign ${requestId} --yes --digest ${digest}\\n$`,
        ),
      )
      expect(
        jsonOf(await wallet(h, bobWallet, 'sign', [requestId, '--dry-run', '--json'])),
      ).toMatchObject({ request_id: requestId, digest, can_sign: true, blocked_reason: null })
      expect(await inQueue(requestId)).toEqual({ state: 'needs-signature', signed: 1 })

      const other = await wallet(h, bobWallet, 'sign', [
        requestId,
        '--yes',
        '--digest',
        'ab'.repeat(32),
      ])
      expect(other.err).toBe(
        `cosigner: wallet sign: The request is no longer the summary with that digest, so nothing was done. Check it again with --dry-run. [digest now ${digest}]\n`,
      )
      expect(await inQueue(requestId)).toEqual({ state: 'needs-signature', signed: 1 })

      const signed = await wallet(h, bobWallet, 'sign', [
        requestId,
        '--yes',
        '--digest',
        digest,
        '--json',
      ])
      expect(signed).toMatchObject({ code: 0, err: '' })
      expect(jsonOf(signed)).toMatchObject({
        request_id: requestId,
        digest,
        signatures: { signed: 2, threshold: 2 },
      })
      // Complete now: a dry run says it is being sent until the wallet has seen it final, and nothing asks to sign it again.
      expect((await wallet(h, bobWallet, 'sign', [requestId, '--dry-run'])).out).toContain(
        'Nothing was signed (--dry-run). It cannot be signed: it already has every signature it needs and is being sent.',
      )
      await untilSent(h, bobWallet, requestId)
      expect((await wallet(h, bobWallet, 'sign', [requestId, '--dry-run'])).out).toContain(
        'Nothing was signed (--dry-run). It cannot be signed: it already has every signature it needs and was sent.',
      )
      expect((await wallet(h, bobWallet, 'sign', [requestId], terminal('yes').io)).err).toBe(
        'cosigner: wallet sign: Nothing was signed: it already has every signature it needs and was sent.\n',
      )
    })

    it('shows and asks before unlocking too, and takes --yes only with the digest', async () => {
      const requestId = await pay('2')
      expect((await wallet(h, bobWallet, 'unlock', [requestId])).err).toMatch(
        /^cosigner: wallet unlock: Nothing was done: the summary must be confirmed, and there is no terminal to ask on\./,
      )
      expect((await wallet(h, bobWallet, 'unlock', [requestId, '--yes'])).err).toMatch(
        /^cosigner: wallet unlock: --yes unlocks without asking, so it needs --digest DIGEST/,
      )
      const declined = terminal('')
      expect((await wallet(h, bobWallet, 'unlock', [requestId], declined.io)).err).toBe(
        'cosigner: wallet unlock: You did not confirm, so nothing was done.\n',
      )
      expect(declined.asked[0]).toContain(`  pays 2 XIN to Carol (${carol.userId})\n`)
      expect(declined.asked[0]).toMatch(
        /\nUnlock \(revoke\) this request for everyone\? Its signatures stop counting, and what it locks can be spent again\. Type "yes" to go ahead: $/,
      )
      expect(await inQueue(requestId)).toEqual({ state: 'needs-signature', signed: 1 })

      const dry = await wallet(h, bobWallet, 'unlock', [requestId, '--dry-run'])
      const digest = /^ {2}summary digest ([0-9a-f]{64})$/m.exec(dry.out)![1]!
      expect(dry.out).toContain(
        `Nothing was unlocked (--dry-run). To unlock exactly this from a script: cosigner wallet unlock ${requestId} --yes --digest ${digest}`,
      )
      expect(
        (await wallet(h, bobWallet, 'unlock', [requestId, '--yes', '--digest', 'cd'.repeat(32)]))
          .code,
      ).toBe(1)
      expect(await inQueue(requestId)).toEqual({ state: 'needs-signature', signed: 1 })
      const unlocked = await wallet(h, bobWallet, 'unlock', [
        requestId,
        '--yes',
        '--digest',
        digest,
      ])
      expect(unlocked).toMatchObject({ code: 0, err: '' })
      expect(unlocked.out).toBe(
        `Unlocked request ${requestId}: 2 XIN to Carol · memo "Booth", 1 of 2 signed: Alice. Its signatures no longer count, and what it locked can be spent again.\n`,
      )
      expect((await inQueue(requestId)).state).toBe('unlocked')
    })
  },
)
