/**
 * A payroll end to end against the real sequencer: 40 payees in two assets from one CSV, named by
 * user id, link, identity number and contact name. Bad rows are refused by row and field with nothing
 * created; the preview shows totals, what stays and the flags; proposing makes one request per asset,
 * signed by the proposer under one passphrase and shared with its file in the account's group; the
 * co-signer's wallet opens the file, reviews the run from the raws and signs both requests after one
 * confirmation; the rows read Paid with their transaction, and the run exports as CSV. A run whose
 * rows do not match its requests is refused; a draft is saved and reopened.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CoreWithInternals } from '../../../src/main/core'
import { runGrantSubject, type RunDetail, type RunReview } from '../../../src/shared/bridge'
import { membersHash } from '../../../src/shared/kernel'
import { translator } from '../../../src/shared/i18n/translate'
import { runStatement } from '../../../src/shared/run-statement'
import { depositOutput } from '../../../src/sequencer/ledger/deposit'
import { parseCsv } from '../../helpers/csv'
import { grant, importAccount, proposeWithGrant, signWithGrant } from '../../../harness/wallet-lock'
import {
  follow,
  fund,
  inKeyring,
  newCore,
  newUser,
  startHarness,
  until,
  untilSent,
  XIN,
  type Harness,
  type User,
} from '../../../harness/wallet-network'
import { inEnglish } from '../../helpers/english'

const USDT = '4d8c508b-91c5-375b-92b0-ee702ed2dac5'
const MEMO = 'Payroll 2026-11'

describe.runIf(inKeyring)('payroll runs', () => {
  let h: Harness
  let alice: User, bob: User, carol: User, erin: User
  let payees: User[]
  let core: CoreWithInternals, bobCore: CoreWithInternals
  let members: string[]
  let watcher: { stop(): void; mode(): string }
  let csv: string
  let proposed: RunDetail
  const runId = randomUUID()
  const requestsInSequencer = () =>
    h.server.ctx.db.prepare('SELECT count(*) FROM multisig_requests').pluck().get() as number
  const input = (
    over: Partial<{ csv: string; memo: string; name: string; run_id: string }> = {},
  ) => ({
    members_hash: membersHash(members),
    threshold: 2,
    csv,
    memo: MEMO,
    name: 'Payroll November',
    run_id: runId,
    ...over,
  })

  beforeAll(async () => {
    h = await startHarness()
    ;[alice, bob, carol] = ['Alice', 'Bob', 'Carol'].map((n) => newUser(h, n, true)) as [
      User,
      User,
      User,
    ]
    erin = newUser(h, 'Erin', false)
    payees = Array.from({ length: 40 }, (_, i) =>
      newUser(h, `Payee ${String(i + 1).padStart(2, '0')}`, true),
    )
    members = [alice.userId, bob.userId, carol.userId]
    core = newCore(h, 'alice')
    bobCore = newCore(h, 'bob')
    await importAccount(core, alice.text)
    await importAccount(bobCore, bob.text)
    for (let i = 0; i < 3; i++) fund(h, members, 2, 40_00000000n)
    depositOutput(h.server.ctx, { members, threshold: 2, assetId: USDT, amount: 5000_00000000n })
    await follow(core, alice.userId, members, 2)
    await follow(bobCore, bob.userId, members, 2)
    await core.groups.create(alice.userId, {
      name: 'Treasury',
      participants: [bob.userId, carol.userId],
    })
    watcher = bobCore.watch.start(bob.userId, { pollMs: 60_000, reconnectMs: 50 })
    await until(() => (watcher.mode() === 'blaze' ? true : undefined), 'Bob’s socket')
    // Payees 1 to 3 are Alice's contacts; payee 1 was paid before, in a payment Bob signed.
    for (const p of payees.slice(0, 3)) await core.people.lookup(alice.userId, p.userId)
    const paid = await proposeWithGrant(core, alice.userId, {
      members_hash: membersHash(members),
      threshold: 2,
      asset_id: XIN,
      to: [payees[0]!.userId],
      amount: '1',
      memo: 'Advance',
    })
    if (paid.status !== 'proposed') throw new Error(JSON.stringify(paid.errors))
    await bobCore.requests.sync(bob.userId)
    const r = await bobCore.requests.review(bob.userId, paid.request.request_id)
    if (r.status !== 'ok') throw new Error('refused')
    await signWithGrant(bobCore, bob.userId, paid.request.request_id, r.digest)
    await untilSent(core, alice.userId, paid.request.request_id)

    // 40 payees: 25 in USDT, 15 in XIN; by identity number, contact name, link and id.
    const payeeText = (p: User, i: number) =>
      i === 1
        ? String(p.identityNumber)
        : i === 2
          ? 'payee 03'
          : i === 3
            ? `https://mixin.one/users/${p.userId}`
            : p.userId
    const lines = payees.map((p, i) =>
      i < 25
        ? `${payeeText(p, i)},${100 + i},USDT,"Salary, ${i + 1}"`
        : `${payeeText(p, i)},0.5,${XIN},Bonus`,
    )
    csv = ['Payee,Amount,Asset,Note,Department', ...lines.map((l) => `${l},ops`)].join('\r\n')
  })
  afterAll(async () => {
    watcher?.stop()
    await h?.close()
  })

  it('refuses bad rows by row and field, in words, and creates nothing', async () => {
    const before = requestsInSequencer()
    const stranger = randomUUID()
    const bad = [
      'payee,amount,asset,note',
      `${stranger},1,USDT,`,
      `${payees[5]!.userId},1.123456789,USDT,`,
      `${payees[6]!.userId},1,BTC,`,
      `${payees[7]!.userId},2,USDT,`,
      `${payees[7]!.userId},3,USDT,again`,
      `${payees[8]!.userId},6000,USDT,`,
      `Nobody Known,1,USDT,`,
      `${payees[9]!.userId},max,XIN,`,
    ].join('\n')
    const r = await core.payroll.preview(alice.userId, input({ csv: bad, memo: 'm'.repeat(256) }))
    expect(r.status).toBe('invalid')
    if (r.status !== 'invalid') return
    expect(inEnglish(r.errors)).toEqual([
      {
        row: null,
        field: 'memo',
        message:
          'The memo is 256 bytes; it must be under 256 bytes (at most 255). Every payee’s transaction carries it.',
      },
      { row: 2, field: 'payee', message: `Row 2: no user ${stranger} is known to the service.` },
      {
        row: 3,
        field: 'amount',
        message: 'Row 3: at most 8 decimal places: the smallest amount is 0.00000001.',
      },
      {
        row: 4,
        field: 'asset',
        message:
          'Row 4: this account holds no BTC; name an asset it holds, by its symbol or asset id.',
      },
      {
        row: 6,
        field: 'payee',
        message:
          'Row 6: this pays the same payee in the same asset as row 5: merge the two rows into one, or remove one.',
      },
      {
        row: 7,
        field: 'amount',
        message:
          'Row 7 takes the USDT total to 6002, above the 5000 USDT this account has to spend. The 2 USDT rows come to 6002.',
      },
      {
        row: 8,
        field: 'payee',
        message:
          'Row 8: no contact goes by the name “Nobody Known”. Use their identity number, user id or link instead.',
      },
      {
        row: 9,
        field: 'amount',
        message:
          'Row 9: a payroll pays set amounts; enter the amount, such as 1.5 (“max” is for a single payment).',
      },
    ])
    // A payee without a Safe account is told once every other row passes: by the service, asked for keys.
    const unregistered = await core.payroll.preview(
      alice.userId,
      input({ csv: `payee,amount,asset\n${payees[10]!.userId},1,USDT\n${erin.userId},2,USDT\n` }),
    )
    expect(unregistered.status).toBe('invalid')
    expect(unregistered.status === 'invalid' && inEnglish(unregistered.errors)).toEqual([
      {
        row: 3,
        field: 'payee',
        message:
          'Row 3: Erin has no Safe account yet, so nothing sent there could be spent. Ask them to set up their wallet, or take the row out.',
      },
    ])
    const header = await core.payroll.preview(alice.userId, input({ csv: 'who,amount\nBob,1\n' }))
    expect(header.status === 'invalid' && inEnglish(header.errors)).toEqual([
      {
        row: 1,
        field: 'header',
        message:
          'The header row has no “payee” and “asset” columns: the first row must name the columns payee, amount, asset and note (in any order).',
      },
    ])
    expect(requestsInSequencer()).toBe(before)
    expect(core.cache.runs.get(alice.userId, runId)).toBeUndefined()
  })

  it('previews 40 payees in two assets: names, totals, what stays, and the flags; nothing is created', async () => {
    const before = requestsInSequencer()
    const r = await core.payroll.preview(alice.userId, input())
    if (r.status !== 'ok') throw new Error(JSON.stringify(r.errors))
    const run = r.run
    expect([run.row_count, run.requests.length, run.state, run.status]).toEqual([
      40,
      2,
      'draft',
      'draft',
    ])
    expect(run.totals).toEqual([
      {
        asset_id: USDT,
        symbol: 'USDT',
        total: '2800',
        rows: 25,
        requests: 1,
        available: '5000',
        stays: '2200',
      },
      {
        asset_id: XIN,
        symbol: 'XIN',
        total: '7.5',
        rows: 15,
        requests: 1,
        available: '119',
        stays: '111.5',
      },
    ])
    expect(run.rows[0]).toMatchObject({
      row: 2,
      name: 'Payee 01',
      amount: '100',
      symbol: 'USDT',
      note: 'Salary, 1',
      first_payment: false,
      not_in_contacts: false,
      state: 'draft',
      request_id: run.requests[0]!.request_id,
      output_index: 0,
    })
    expect(
      run.rows
        .slice(1, 4)
        .map((x) => [
          x.payee_text.startsWith('https') ? 'link' : x.payee_text,
          x.name,
          x.first_payment,
          x.not_in_contacts,
        ]),
    ).toEqual([
      [String(payees[1]!.identityNumber), 'Payee 02', true, false],
      ['payee 03', 'Payee 03', true, false],
      ['link', 'Payee 04', true, true],
    ])
    expect(run.rows.filter((x) => x.not_in_contacts)).toHaveLength(37)
    expect(run.requests.map((q) => [q.symbol, q.amount, q.outputs, q.state])).toEqual([
      ['USDT', '2800', 26, null],
      ['XIN', '7.5', 16, null],
    ])
    expect(requestsInSequencer()).toBe(before)
  })

  it('proposes one request per asset, each signed by the proposer under one passphrase, and shares the run with its file', async () => {
    // Without the passphrase nothing is created.
    await expect(core.payroll.propose(alice.userId, input())).rejects.toMatchObject({
      code: 'reauth-required',
    })
    const before = requestsInSequencer()
    const r = await core.payroll.propose(
      alice.userId,
      input(),
      await grant(core, 'sign', runGrantSubject(runId)),
    )
    if (r.status !== 'proposed') throw new Error(JSON.stringify(r.errors))
    proposed = r.run
    expect(requestsInSequencer()).toBe(before + 2)
    expect(r.shared_in).not.toBeNull()
    expect(
      proposed.requests.map((q) => [q.symbol, q.state, q.signers, q.waiting_for.sort()]),
    ).toEqual([
      ['USDT', 'waiting', [alice.userId], [bob.userId, carol.userId].sort()],
      ['XIN', 'waiting', [alice.userId], [bob.userId, carol.userId].sort()],
    ])
    expect(
      core.audit
        .list({ action: 'propose' })
        .filter((e) => e.detail.includes(runId))
        .map((e) => e.result),
    ).toEqual(['ok', 'ok'])
    expect(
      core.audit
        .list({ action: 'sign' })
        .slice(0, 2)
        .map((e) => e.result),
    ).toEqual(['ok', 'ok'])
    // Proposed again (a retry), it finishes the same run and creates nothing more.
    const again = await core.payroll.propose(
      alice.userId,
      input(),
      await grant(core, 'sign', runGrantSubject(runId)),
    )
    expect(again.status === 'proposed' && again.run.requests.map((q) => q.request_id)).toEqual(
      proposed.requests.map((q) => q.request_id),
    )
    expect(requestsInSequencer()).toBe(before + 2)
  })

  it('lets the co-signer open the shared file, review the run from the raws and sign it after one confirmation', async () => {
    const shared = await until(
      () => bobCore.runs.list(bob.userId).shared.find((f) => f.user_id === alice.userId),
      'the run file at Bob’s',
    )
    expect(shared.name).toBe('Payroll-November.cosigner-run.json')
    const opened = await bobCore.runs.openShared(
      bob.userId,
      shared.conversation_id,
      shared.message_id,
    )
    expect([opened.status, opened.row_count, opened.proposer, opened.memo]).toEqual([
      'received',
      40,
      alice.userId,
      MEMO,
    ])
    expect(bobCore.runs.list(bob.userId).shared).toEqual([])

    const review = await bobCore.runs.review(bob.userId, runId)
    if (review.status !== 'ok') throw new Error(JSON.stringify(review.reasons))
    const names = [...members]
      .sort()
      .map((m) => ({ [alice.userId]: 'Alice', [bob.userId]: 'you', [carol.userId]: 'Carol' })[m]!)
    const name = (id: string) =>
      ({ [alice.userId]: 'Alice', [bob.userId]: 'you', [carol.userId]: 'Carol' })[id] ?? id
    expect(runStatement(translator('en').t, review.run, name)).toBe(
      `Pays 40 payees 2800 USDT and 7.5 XIN from the 2-of-3 account of ${names[0]}, ${names[1]} and ${names[2]}, in 2 requests with the memo “${MEMO}”.`,
    )
    expect(review.run.rows.map((x) => x.name)).toEqual(
      payees.map((_, i) => `Payee ${String(i + 1).padStart(2, '0')}`),
    )
    expect(review.run.rows[0]).toMatchObject({ first_payment: false, note: 'Salary, 1' })
    expect(review.flags).toMatchObject({ first_payments: 39, lowers_threshold: false })
    expect(review.requests.map((q) => [q.signed_count, q.can_sign, q.proposer])).toEqual([
      [1, true, alice.userId],
      [1, true, alice.userId],
    ])
    expect(review.can_sign).toBe(true)

    await expect(bobCore.runs.sign(bob.userId, runId, review.digest, true)).rejects.toMatchObject({
      code: 'reauth-required',
    })
    await expect(
      bobCore.runs.sign(
        bob.userId,
        runId,
        'ab'.repeat(32),
        true,
        await grant(bobCore, 'sign', runGrantSubject(runId)),
      ),
    ).rejects.toMatchObject({ code: 'summary-changed' })
    const signed = await bobCore.runs.sign(
      bob.userId,
      runId,
      review.digest,
      true,
      await grant(bobCore, 'sign', runGrantSubject(runId)),
    )
    expect(signed.signed.sort()).toEqual(proposed.requests.map((q) => q.request_id).sort())
    const after = signed.review as Extract<RunReview, { status: 'ok' }>
    expect(after.requests.map((q) => [q.signed_count, q.progress])).toEqual([
      [2, 'complete'],
      [2, 'complete'],
    ])
  })

  it('shows each row Paid with its transaction once sent, and exports the run as CSV', async () => {
    for (const q of proposed.requests) await untilSent(core, alice.userId, q.request_id)
    const run = core.runs.get(alice.userId, runId)
    expect(run.state).toBe('done')
    expect(new Set(run.rows.map((r) => r.state))).toEqual(new Set(['paid']))
    expect(run.rows[0]!.transaction_hash).toBe(proposed.requests[0]!.transaction_hash)
    const file = core.runs.export(alice.userId, runId)
    expect(file.file_name).toBe('Payroll-November.csv')
    const records = parseCsv(file.text)
    expect(records[0]).toEqual([
      'row',
      'payee',
      'payee_id',
      'amount',
      'asset',
      'asset_id',
      'memo',
      'note',
      'request_id',
      'transaction_hash',
      'state',
    ])
    expect(records[1]).toEqual([
      '2',
      'Payee 01',
      payees[0]!.userId,
      '100',
      'USDT',
      USDT,
      MEMO,
      'Salary, 1',
      proposed.requests[0]!.request_id,
      proposed.requests[0]!.transaction_hash,
      'paid',
    ])
    expect(records).toHaveLength(41)
  })

  it('refuses a run whose rows do not match its requests', async () => {
    const shared = bobCore.cache.runs.get(bob.userId, runId)!
    const file = await bobCore.messages.attachment(
      bob.userId,
      shared.shared_in!,
      shared.file_message_id!,
    )
    const text = Buffer.from(file.base64, 'base64').toString('utf8')
    const forged = JSON.parse(text) as { run_id: string; rows: { amount: string }[] }
    forged.run_id = randomUUID()
    forged.rows[3]!.amount = '1000'
    const taken = bobCore.runs.importFile(bob.userId, JSON.stringify(forged))
    const review = await bobCore.runs.review(bob.userId, taken.run_id)
    expect(review.status).toBe('refused')
    if (review.status !== 'refused') return
    expect(review.reasons.map((r) => ({ ...r, detail: translator('en').say(r.detail) }))).toEqual([
      {
        request_id: proposed.requests[0]!.request_id,
        row: 5,
        detail: 'row 5 says 1000, output 3 pays 103',
      },
    ])
    // A Chinese reader reads the same refusal in Chinese.
    expect(translator('zh-CN').say(review.reasons[0]!.detail)).toBe(
      '第 5 行写的是 1000，交易输出 3 支付的是 103',
    )
    await expect(
      bobCore.runs.sign(
        bob.userId,
        taken.run_id,
        'ab'.repeat(32),
        true,
        await grant(bobCore, 'sign', runGrantSubject(taken.run_id)),
      ),
    ).rejects.toMatchObject({ code: 'request-mismatch' })
    expect(() => bobCore.runs.importFile(bob.userId, '{"cosigner_run":2}')).toThrow(
      /newer Cosigner/,
    )
  })

  it('saves a draft with its rows as pasted and reopens it', async () => {
    const draft = core.payroll.saveDraft(
      alice.userId,
      input({ run_id: undefined, name: 'December' }),
    )
    expect([draft.status, draft.state, draft.source, draft.name]).toEqual([
      'draft',
      'draft',
      csv,
      'December',
    ])
    expect(core.runs.get(alice.userId, draft.run_id).source).toBe(csv)
    expect(core.runs.list(alice.userId).runs.map((r) => [r.name, r.status])).toContainEqual([
      'December',
      'draft',
    ])
    core.payroll.discard(alice.userId, draft.run_id)
    expect(() => core.runs.get(alice.userId, draft.run_id)).toThrow(/no run with this id/)
  })
})
