import type { Db } from '../../node/sqlite/open'
import { sql, sqlBig } from '../../node/sqlite/statements'

/** A row of `payments` (migration 0050); `receivers` is a JSON array of sorted user ids. */
export interface PaymentRow {
  trace_id: string
  user_id: string
  asset_id: string
  amount: string
  threshold: bigint
  receivers: string
  memo: string
  status: string
  code_id: string
  created_at: bigint
}

export function findPayment(db: Db, traceId: string): PaymentRow | undefined {
  return sqlBig<[string], PaymentRow>(
    db,
    'SELECT trace_id, user_id, asset_id, amount, threshold, receivers, memo, status, code_id, created_at FROM payments WHERE trace_id = ?',
  ).get(traceId)
}

export function insertPayment(
  db: Db,
  row: Omit<PaymentRow, 'threshold' | 'status'> & { threshold: number },
): void {
  sql(
    db,
    `INSERT INTO payments (trace_id, user_id, asset_id, amount, threshold, receivers, memo, code_id, created_at)
     VALUES (@trace_id, @user_id, @asset_id, @amount, @threshold, @receivers, @memo, @code_id, @created_at)`,
  ).run(row)
}
