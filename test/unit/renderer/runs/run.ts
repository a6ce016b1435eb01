/**
 * Runs as the core answers them, for the renderer's tests and the run-table bench: a payroll of a
 * 2-of-3 account (ME, BOB, CAROL) proposed by BOB, paying `rows` payees in XIN (and, from the
 * second half on, USDT), one request per asset.
 * @module
 */
import type { RunDetail, RunReview, RunRow } from '../../../../src/shared/bridge'

export const ME = '11111111-1111-4111-8111-111111111111'
export const BOB = '22222222-2222-4222-8222-222222222222'
export const CAROL = '33333333-3333-4333-8333-333333333333'
export const XIN = 'c94ac88f-4671-3976-b60a-09064f1811e8'
export const USDT = '4d8c508b-91c5-375b-92b0-ee702ed2dac5'
export const RUN = '55555555-5555-4555-8555-555555555555'
export const XIN_REQUEST = '66666666-6666-4666-8666-666666666666'
export const USDT_REQUEST = '77777777-7777-4777-8777-777777777777'
export const MEMBERS_HASH = 'e'.repeat(64)
export const RUN_DIGEST = 'f'.repeat(64)

const payee = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`

export function runRows(count: number, state: RunRow['state'] = 'waiting'): RunRow[] {
  const half = Math.ceil(count / 2)
  return Array.from({ length: count }, (_, i) => {
    const xin = i < half
    return {
      row: i + 2,
      payee_text: i === 0 ? '37160854' : payee(i),
      payee: { kind: 'users', members: [payee(i)], threshold: 1 },
      name: `Payee ${String(i + 1).padStart(3, '0')}`,
      amount: xin ? '0.5' : String(100 + i),
      asset_id: xin ? XIN : USDT,
      symbol: xin ? 'XIN' : 'USDT',
      note: i === 0 ? 'Salary, November' : '',
      request_id: state === 'draft' ? null : xin ? XIN_REQUEST : USDT_REQUEST,
      output_index: xin ? i : i - half,
      first_payment: i > 0,
      not_in_contacts: i > 1,
      state,
      transaction_hash: state === 'draft' ? null : (xin ? 'a' : 'b').repeat(64),
    }
  })
}

/** A payroll of `count` rows; `state` is each row's (and the run's, `paid` reading `done`). */
export function payrollRun(
  count: number,
  state: RunRow['state'] = 'waiting',
  over: Partial<RunDetail> = {},
): RunDetail {
  const rows = runRows(count, state)
  const sum = (asset: string) =>
    rows.filter((r) => r.asset_id === asset).reduce((s, r) => s + Number(r.amount), 0)
  const half = Math.ceil(count / 2)
  const requestOf = (id: string, asset: string, symbol: string, n: number) => ({
    request_id: id,
    asset_id: asset,
    symbol,
    kind: 'pay' as const,
    amount: String(sum(asset)),
    change: '1',
    inputs: 1,
    outputs: n + 1,
    inscription_hash: null,
    state: state === 'draft' ? null : ('needs-signature' as const),
    progress: state === 'draft' ? null : state === 'paid' ? ('sent' as const) : ('open' as const),
    signers: [BOB],
    threshold: 2,
    waiting_for: state === 'paid' ? [] : [ME, CAROL],
    transaction_hash: state === 'draft' ? null : (asset === XIN ? 'a' : 'b').repeat(64),
  })
  return {
    run_id: RUN,
    kind: 'payroll',
    status: state === 'draft' ? 'draft' : 'received',
    state: state === 'paid' ? 'done' : state === 'draft' ? 'draft' : 'waiting',
    name: 'Payroll November',
    memo: 'Payroll 2026-11',
    members_hash: MEMBERS_HASH,
    threshold: 2,
    members: [ME, BOB, CAROL],
    proposer: state === 'draft' ? null : BOB,
    created_at: 1_700_000_000_000,
    updated_at: 1_700_000_000_000,
    finished_at: null,
    shared_in: null,
    row_count: count,
    totals: [
      {
        asset_id: XIN,
        symbol: 'XIN',
        total: String(sum(XIN)),
        rows: half,
        requests: 1,
        available: '100',
        stays: String(100 - sum(XIN)),
      },
      ...(count > half
        ? [
            {
              asset_id: USDT,
              symbol: 'USDT',
              total: String(sum(USDT)),
              rows: count - half,
              requests: 1,
              available: '100000',
              stays: String(100000 - sum(USDT)),
            },
          ]
        : []),
    ],
    requests: [
      requestOf(XIN_REQUEST, XIN, 'XIN', half),
      ...(count > half ? [requestOf(USDT_REQUEST, USDT, 'USDT', count - half)] : []),
    ],
    target: null,
    rows,
    source: null,
    ...over,
  }
}

/** The core's review of {@link payrollRun}: every request proven, ME able to sign each. */
export function reviewed(
  run: RunDetail,
  over: { signed?: boolean } = {},
): Extract<RunReview, { status: 'ok' }> {
  const signed = over.signed ?? false
  return {
    status: 'ok',
    run,
    requests: run.requests.map((q) => ({
      request_id: q.request_id,
      digest: 'c'.repeat(64),
      signed_count: signed ? 2 : 1,
      threshold: 2,
      progress: run.state === 'done' ? 'sent' : signed ? 'complete' : 'open',
      i_have_signed: signed,
      can_sign: !signed && run.state !== 'done',
      inputs_proven: true,
      proposer: BOB,
      warnings: [],
    })),
    flags: {
      first_payments: run.rows.filter((r) => r.first_payment).length,
      not_in_contacts: run.rows.filter((r) => r.not_in_contacts).length,
      lowers_threshold: false,
      outside_contacts: [],
      joins: [],
      leaves: [],
    },
    can_sign: !signed && run.state !== 'done',
    warnings: [],
    digest: RUN_DIGEST,
  }
}
