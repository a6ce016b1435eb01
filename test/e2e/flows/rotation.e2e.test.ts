/**
 * A move to new members in two windows: the 2-of-3 account of Alice, Bob and Carol moves to a new
 * 2-of-3 of Alice, Bob and Dave. In Alice's window, "Move to new members…": Carol removed, Dave
 * found by his id, the plan shown (a sweep per asset, who leaves and joins) before anything is
 * created; she starts it (each sweep signed by her, one passphrase). Bob signs the USDT sweep with
 * the official SDK, as a bot co-signer would, and the rest in his window, where the move reads as
 * one thing that moves everything to new members, names them and flags Dave as outside his
 * contacts. Both windows follow the move until the old account is empty and retired.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { depositOutput } from '../../../src/sequencer/ledger/deposit'
import { membersHash } from '../../../src/shared/kernel'
import { fund, newUser, type User } from '../../../harness/wallet-network'
import { sdkSigns } from '../../integration/wallet/sdk-cosign'
import { withAccount } from '../harness/accounts'
import { confirmPassphrase } from '../harness/page-helpers'
import { openSharedRun, signRun } from '../harness/runs'
import { openSuite, type Suite } from '../harness/suite'
import { openAccount, USDT } from '../harness/treasury'
import { hostKinds, type Wallet } from '../harness/wallet'

describe.each(hostKinds())('a move to new members in two windows (%s host)', (kind) => {
  let suite: Suite
  let alice: User, bob: User, carol: User, dave: User
  let aliceW: Wallet, bobW: Wallet
  let hash: string
  let sweeps: { requestId: string; text: string }[]
  let watcher: { stop(): void } | undefined
  const requests = () =>
    suite.net.server.ctx.db
      .prepare('SELECT count(*) FROM multisig_requests')
      .pluck()
      .get() as number

  beforeAll(async () => {
    suite = await openSuite(kind)
    const net = suite.net
    ;[alice, bob, carol, dave] = ['Alice', 'Bob', 'Carol', 'Dave'].map((n) =>
      newUser(net, n, true),
    ) as [User, User, User, User]
    const members = [alice.userId, bob.userId, carol.userId]
    hash = membersHash(members)
    fund(net, members, 2, 10_00000000n)
    fund(net, members, 2, 10_00000000n)
    depositOutput(net.server.ctx, { members, threshold: 2, assetId: USDT, amount: 500_00000000n })
    const follow = [{ members, threshold: 2 }]
    aliceW = await suite.wallet('alice', {
      prepare: async (core) => {
        await withAccount(alice.text, { follow })(core)
        core.treasury.setLabel(alice.userId, { members_hash: hash, threshold: 2 }, 'Treasury')
        await core.groups.create(alice.userId, {
          name: 'Treasury',
          participants: [bob.userId, carol.userId],
        })
      },
    })
    bobW = await suite.wallet('bob', { prepare: withAccount(bob.text, { follow }) })
    watcher = bobW.core?.watch.start(bob.userId, { pollMs: 60_000, reconnectMs: 100 })
  })
  afterAll(async () => {
    watcher?.stop()
    await suite?.close()
  })

  it('Alice picks the new members, sees the plan before anything is created, and starts the move', async () => {
    const a = aliceW.page
    const before = requests()
    await openAccount(a, hash)
    await a.getByRole('button', { name: 'Move to new members…' }).click()
    await a.getByRole('heading', { level: 1, name: 'Move to new members' }).waitFor()
    await a.getByRole('button', { name: 'Remove Carol' }).click()
    const find = a.getByLabel('New members', { exact: true })
    await find.fill(dave.userId)
    await find.press('Enter')
    await a.getByRole('button', { name: 'Remove Dave' }).waitFor()
    await a.getByRole('button', { name: 'Plan the move' }).click()

    const plan = a.getByTestId('rotation-plan')
    await plan.waitFor()
    await expect(plan.locator('p.lead').textContent()).resolves.toMatch(
      /^Moves everything in the 2-of-3 account of .* \(20 XIN and 500 USDT\) to a new set of members: .*, 2 of them to sign\. Carol leaves; Dave joins\.$/,
    )
    await expect(plan.getByTestId('rotation-flags').textContent()).resolves.toContain(
      'Leaving: Carol.',
    )
    await expect(
      plan
        .getByTestId('run-request')
        .evaluateAll((trs) =>
          trs.map((tr) => [...tr.querySelectorAll('td')].slice(1, 3).map((td) => td.textContent)),
        ),
    ).resolves.toEqual([
      ['Sweep', '20 XIN'],
      ['Sweep', '500 USDT'],
    ])
    expect(requests()).toBe(before)

    await plan.getByRole('button', { name: 'Start the move…' }).click()
    const confirm = a.getByRole('dialog', { name: 'Move everything to these members?' })
    await confirm.getByRole('button', { name: 'Start the move' }).click()
    await confirmPassphrase(a)
    await a.getByTestId('rotation-progress').waitFor()
    await a
      .getByRole('status')
      .filter({ hasText: 'Move started: 2 requests, each signed by you.' })
      .waitFor()
    expect(requests()).toBe(before + 2)
    sweeps = await a.getByTestId('run-request').evaluateAll((trs) =>
      trs.map((tr) => ({
        requestId: tr.getAttribute('data-request-id')!,
        text: tr.textContent ?? '',
      })),
    )
    expect(sweeps.map((s) => s.text)).toEqual([
      expect.stringContaining('20 XIN'),
      expect.stringContaining('500 USDT'),
    ])
  })

  it('Bob signs the USDT sweep with the official SDK and the rest of the move in his window', async () => {
    const byTheSdk = await sdkSigns(suite.net, bob, sweeps[1]!.requestId)
    expect([...byTheSdk.signers].sort()).toEqual([alice.userId, bob.userId].sort())

    const b = bobW.page
    await openSharedRun(b, hash, /^Open .*\.cosigner-run\.json$/)
    await b.getByTestId('rotation-flags').waitFor()
    await expect(b.getByTestId('run-statement').textContent()).resolves.toMatch(
      /^Moves everything in the 2-of-3 account of .* to a new set of members: .*Dave.*, 2 of them to sign\. Carol leaves; Dave joins\.$/,
    )
    const flags = b.getByTestId('rotation-flags')
    await expect(flags.textContent()).resolves.toContain(
      'This moves everything in the account to a new set of members:',
    )
    await expect(flags.getByTestId('flag-outside-contacts').textContent()).resolves.toContain(
      'Dave',
    )
    await expect(flags.getByTestId('flag-lowers-threshold').count()).resolves.toBe(0)

    // The sweep the SDK signed is complete; one is left for Bob's wallet.
    await signRun(b, 1, 'I checked the new members and their threshold')
    await b.getByRole('status').filter({ hasText: 'Signed 1 of the run’s 2 requests.' }).waitFor()
    await expect
      .poll(() => b.getByTestId('run-state').textContent(), { timeout: 20_000 })
      .toBe('Moved')
    await expect.poll(() => b.getByTestId('rotation-done').count(), { timeout: 20_000 }).toBe(1)
  })

  it('Alice’s window shows the move done: the old account empty and retired', async () => {
    const a = aliceW.page
    await expect
      .poll(
        async () => {
          await a.getByRole('button', { name: 'Sync and check again' }).click()
          await a.getByTestId('rotation-progress').waitFor()
          return a.getByTestId('rotation-done').count()
        },
        { timeout: 20_000 },
      )
      .toBe(1)
    await expect(a.getByTestId('run-state').textContent()).resolves.toBe('Moved')
  })
})
