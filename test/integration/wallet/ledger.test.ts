/**
 * What the wallet gives the accountant, against a real sequencer: one ledger per shared account —
 * one row per movement in (a deposit, a payment from Dave with its memo) and out (120 USDT to Carol,
 * not the 2,500 output it spent; its change kept out; a pending request left out), counterparties
 * by name and id, one time format — whose amounts add up to what the account holds; and the
 * activity log as an audit trail with names instead of ids, labelled as such.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LEDGER_COLUMNS, AUDIT_TRAIL_COLUMNS } from '../../../src/shared/bridge'
import { formatAmount, membersHash, parseAmount } from '../../../src/shared/kernel'
import { depositOutput } from '../../../src/sequencer/ledger/deposit'
import { createBridgeHandlers } from '../../../src/main/core/bridge-handlers'
import type { Core } from '../../../src/main/core'
import {
  follow,
  fund,
  inKeyring,
  newCore,
  newUser,
  startHarness,
  untilSent,
  XIN,
  type Harness,
  type User,
} from '../../../harness/wallet-network'
import { importAccount, proposeWithGrant, signWithGrant } from '../../../harness/wallet-lock'
import { parseCsv } from '../../helpers/csv'

const USDT = '4d8c508b-91c5-375b-92b0-ee702ed2dac5'
const ISO_LOCAL = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/

describe.runIf(inKeyring)('the ledger and the audit trail', () => {
  let h: Harness
  let alice: User, bob: User, carol: User, dave: User
  let aliceCore: Core
  let key: { members_hash: string; threshold: number }
  let booth: { request_id: string; transaction_hash: string }
  let pending: string
  let dues: string

  beforeAll(async () => {
    h = await startHarness()
    ;[alice, bob, carol, dave] = ['Alice', 'Bob', 'Carol', 'Dave'].map((n) =>
      newUser(h, n, true),
    ) as [User, User, User, User]
    const members = [alice.userId, bob.userId, carol.userId]
    key = { members_hash: membersHash(members), threshold: 2 }
    depositOutput(h.server.ctx, {
      members,
      threshold: 2,
      assetId: USDT,
      amount: 2500_00000000n,
      extra: new TextEncoder().encode('Top-up from the exchange'),
    })
    aliceCore = newCore(h, 'alice')
    const bobCore = newCore(h, 'bob')
    const daveCore = newCore(h, 'dave')
    await importAccount(aliceCore, alice.text)
    await importAccount(bobCore, bob.text)
    await importAccount(daveCore, dave.text)
    await aliceCore.treasury.addAccount(alice.userId, { members, threshold: 2 }, 'Treasury')
    await follow(bobCore, bob.userId, members, 2)

    // Dave pays the treasury 3 XIN of his own, with a memo.
    fund(h, [dave.userId], 1, 10_00000000n)
    await follow(daveCore, dave.userId, [dave.userId], 1)
    const paid = await proposeWithGrant(daveCore, dave.userId, {
      members_hash: membersHash([dave.userId]),
      threshold: 1,
      asset_id: XIN,
      to: members,
      to_threshold: 2,
      amount: '3',
      memo: 'Dues for March',
    })
    if (paid.status !== 'proposed') throw new Error(JSON.stringify(paid.errors))
    dues = paid.transaction_hash
    await untilSent(daveCore, dave.userId, paid.request.request_id)

    // The treasury pays Carol 120 USDT, signed by Alice and Bob; then Alice proposes 50 USDT to Dave, still pending.
    const r = await proposeWithGrant(aliceCore, alice.userId, {
      ...key,
      asset_id: USDT,
      to: [carol.userId],
      amount: '120',
      memo: 'Booth, invoice 42',
    })
    if (r.status !== 'proposed') throw new Error(JSON.stringify(r.errors))
    booth = { request_id: r.request.request_id, transaction_hash: r.transaction_hash }
    await bobCore.requests.sync(bob.userId)
    const review = await bobCore.requests.review(bob.userId, booth.request_id)
    if (review.status !== 'ok') throw new Error('refused')
    await signWithGrant(bobCore, bob.userId, booth.request_id, review.digest)
    await untilSent(aliceCore, alice.userId, booth.request_id)
    await aliceCore.treasury.sync(alice.userId)
    const later = await proposeWithGrant(aliceCore, alice.userId, {
      ...key,
      asset_id: USDT,
      to: [dave.userId],
      amount: '50',
      memo: 'Refund',
    })
    if (later.status !== 'proposed') throw new Error(JSON.stringify(later.errors))
    pending = later.request.request_id
    await aliceCore.requests.sync(alice.userId)
    await aliceCore.treasury.sync(alice.userId)
    await aliceCore.people.get(alice.userId, [alice.userId, bob.userId, carol.userId, dave.userId])
  }, 30_000)
  afterAll(async () => h?.close())

  it('lists each movement once, the payment as what it paid and to whom, and adds up to the balance', () => {
    const ledger = aliceCore.ledger.exportLedger(alice.userId, key)
    const rows = ledger.rows.map((r) => [
      r.direction,
      r.kind,
      r.symbol,
      r.amount,
      r.counterparty,
      r.counterparty_ids,
      r.memo,
      r.request_id,
    ])
    expect(rows).toEqual([
      [
        'in',
        'deposit',
        'USDT',
        '2500',
        'Deposit from outside the network',
        [],
        'Top-up from the exchange',
        null,
      ],
      ['in', 'received', 'XIN', '3', 'Dave', [dave.userId], 'Dues for March', null],
      [
        'out',
        'payment',
        'USDT',
        '120',
        'Carol',
        [carol.userId],
        'Booth, invoice 42',
        booth.request_id,
      ],
    ])
    expect(ledger.rows.map((r) => r.transaction_hash)).toEqual([
      expect.any(String),
      dues,
      booth.transaction_hash,
    ])
    expect(
      ledger.rows.every(
        (r) => ISO_LOCAL.test(r.time) && Date.parse(r.time) === Math.floor(r.at / 1000) * 1000,
      ),
    ).toBe(true)
    expect(ledger.rows.map((r) => r.request_id)).not.toContain(pending)

    // In less out, per asset, is what the account holds (what a pending request locks included).
    const held = aliceCore.treasury.get(alice.userId, key).balances
    for (const asset of [USDT, XIN]) {
      const net = ledger.rows
        .filter((r) => r.asset_id === asset)
        .reduce((sum, r) => sum + (r.direction === 'in' ? 1n : -1n) * parseAmount(r.amount), 0n)
      const b = held.find((x) => x.asset_id === asset)!
      expect(formatAmount(net)).toBe(formatAmount(parseAmount(b.balance) + parseAmount(b.locked)))
    }
    expect(ledger.account).toMatchObject({ ...key, name: 'Treasury' })
    expect(ledger.file_name).toMatch(/^cosigner-ledger-treasury-\d{4}-\d\d-\d\d\.csv$/)
  })

  it('writes the same as CSV, one header, one time format, ids beside names', () => {
    const ledger = aliceCore.ledger.exportLedger(alice.userId, key)
    expect(ledger.csv.startsWith('\uFEFF')).toBe(true)
    const [header, ...lines] = parseCsv(ledger.csv)
    expect(header).toEqual([...LEDGER_COLUMNS])
    expect(lines).toHaveLength(3)
    expect(lines[2]).toEqual([
      ledger.rows[2]!.time,
      'Out',
      'Payment',
      'USDT',
      '120',
      'Carol',
      carol.userId,
      'Booth, invoice 42',
      booth.request_id,
      booth.transaction_hash,
      USDT,
    ])
    expect(lines.every((l) => ISO_LOCAL.test(l[0]!))).toBe(true)
    // The header in the reader's language (Traditional Chinese here); the data as it is.
    const zhTW = aliceCore.ledger.exportLedger(alice.userId, key, { locale: 'zh-TW' })
    const [headerTW, ...linesTW] = parseCsv(zhTW.csv)
    expect(headerTW).toEqual([
      '時間',
      '方向',
      '類型',
      '資產',
      '金額',
      '對方',
      '對方 ID',
      '備註',
      '請求 ID',
      '交易雜湊',
      '資產 ID',
    ])
    expect(zhTW.columns).toEqual(headerTW)
    expect(linesTW).toEqual(lines)
    expect(parseCsv(aliceCore.ledger.auditTrail({ locale: 'zh-CN' }).csv)[0]).toEqual([
      '时间',
      '账号',
      '账号 ID',
      '操作',
      '对象',
      '对象 ID',
      '结果',
      '详情',
      '交易哈希',
    ])
    // One asset, one time range.
    expect(
      aliceCore.ledger.exportLedger(alice.userId, key, { assetId: XIN }).rows.map((r) => r.amount),
    ).toEqual(['3'])
    expect(
      aliceCore.ledger
        .exportLedger(alice.userId, key, { since: ledger.rows[2]!.at })
        .rows.map((r) => r.kind),
    ).toEqual(['payment'])
  })

  it('gives the activity log as an audit trail: names, not ids; one time format; labelled', async () => {
    const trail = aliceCore.ledger.auditTrail({ actor: alice.userId })
    expect(trail.label).toBe('Audit trail')
    const proposals = trail.rows.filter((r) => r.action === 'propose')
    expect(
      proposals.map((r) => [
        r.actor,
        r.actor_id,
        r.action_name,
        r.subject,
        r.subject_id,
        r.result_name,
        r.detail,
      ]),
    ).toEqual([
      [
        'Alice',
        alice.userId,
        'Proposed a payment',
        '50 USDT to Dave · “Refund”',
        pending,
        'Done',
        '50 USDT',
      ],
      [
        'Alice',
        alice.userId,
        'Proposed a payment',
        '120 USDT to Carol · “Booth, invoice 42”',
        booth.request_id,
        'Done',
        '120 USDT',
      ],
    ])
    for (const r of trail.rows) {
      expect(r.time).toMatch(ISO_LOCAL)
      expect(`${r.actor} ${r.subject} ${r.detail}`).not.toMatch(UUID)
    }
    const [header, ...lines] = parseCsv(trail.csv)
    expect(header).toEqual([...AUDIT_TRAIL_COLUMNS])
    expect(lines).toHaveLength(trail.rows.length)
    expect(trail.file_name).toMatch(/^cosigner-audit-trail-\d{4}-\d\d-\d\d\.csv$/)

    // A group change names the members it added; a failure says what happened, its code kept.
    const group = await aliceCore.groups.create(alice.userId, {
      name: 'Payroll',
      participants: [bob.userId],
    })
    await aliceCore.groups.addMembers(alice.userId, group.conversation_id, [
      carol.userId,
      dave.userId,
    ])
    await aliceCore.groups
      .addMembers(alice.userId, group.conversation_id, ['6a1b2c3d-0000-4000-8000-0000000000ee'])
      .catch(() => undefined)
    const added = aliceCore.ledger.auditTrail({ actor: alice.userId, action: 'group.add' }).rows
    expect(added.map((r) => [r.subject, r.result_name, r.detail])).toEqual([
      [
        'Group “Payroll”',
        'Failed',
        '6a1b2c3d-0000-4000-8000-0000000000ee; the service refused a field of it [ApiClientError:invalid-field]',
      ],
      ['Group “Payroll”', 'Done', 'Carol, Dave'],
    ])
    expect(
      aliceCore.ledger
        .auditTrail({ actor: alice.userId, result: 'failed' })
        .rows.map((r) => r.action),
    ).toEqual(['group.add'])
  })

  it('answers through the bridge, offline from the cache, and refuses an account it does not follow', async () => {
    const handlers = createBridgeHandlers(aliceCore, { log: { warn: () => {}, error: () => {} } })
    const ledger = (await handlers['treasury.exportLedger']({
      account: alice.userId,
      ...key,
      asset_id: USDT,
    })) as { ok: boolean; value: { rows: unknown[]; label: string } }
    expect([ledger.ok, ledger.value.label, ledger.value.rows.length]).toEqual([true, 'Ledger', 2])
    expect(
      await handlers['audit.trail']({ account: alice.userId, action: 'propose' }),
    ).toMatchObject({ ok: true, value: { label: 'Audit trail', truncated: false } })
    expect(
      await handlers['treasury.exportLedger']({
        account: alice.userId,
        members_hash: 'ab'.repeat(32),
        threshold: 2,
      }),
    ).toMatchObject({ ok: false, error: { code: 'shared-account-not-found' } })
  })
})
