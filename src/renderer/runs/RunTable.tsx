/**
 * A run's rows: who each pays, by name (as the CSV named them beside it when that differs), the
 * amount with its asset's symbol, the flags — a payee this account never paid, one not among the
 * contacts —, and the proposer's note, marked as their word (nothing proves it). Once proposed, each
 * row's state (Paid, …) and the transaction that pays it. Rows are plain and memoised: a 255-row run
 * renders at once (the payroll-render bench holds it to that).
 * @module
 */
import { memo } from 'react'
import { ANY_CASE_UUID_PATTERN } from '../../shared/api/uuid'
import type { RunRow } from '../../shared/bridge'
import { formatAmount, shortHash } from '../base/format'
import { rowStateWord } from './run-words'

export interface RunTableProps {
  rows: readonly RunRow[]
  /** Shows each row's state and transaction (a proposed run). */
  states?: boolean
  /** The table's accessible name. */
  label?: string
}

const Flags = ({ row }: { row: RunRow }) =>
  row.first_payment || row.not_in_contacts ? (
    <span className="run-flags">
      {row.first_payment ? <span className="badge badge-warn">First payment</span> : null}
      {row.not_in_contacts ? <span className="badge badge-warn">Not in contacts</span> : null}
    </span>
  ) : null

const Row = memo(function Row({ row, states }: { row: RunRow; states: boolean }) {
  // What the CSV said, beside the name, when it says more than an id (a number, a link, another name).
  const named = row.name.trim().toLowerCase() !== row.payee_text.trim().toLowerCase() && !ANY_CASE_UUID_PATTERN.test(row.payee_text.trim())
  return (
    <tr data-testid="run-row" data-row={row.row} data-state={row.state}>
      <td className="num muted">{row.row}</td>
      <th scope="row" className="run-payee">
        <span className="clamp clamp-1" title={row.payee_text}>
          {row.name}
        </span>
        {named ? (
          <span className="muted clamp clamp-1" title={row.payee_text}>
            {row.payee_text}
          </span>
        ) : null}
      </th>
      <td className="num">
        {formatAmount(row.amount)} {row.symbol}
      </td>
      <td>
        <Flags row={row} />
      </td>
      <td className="run-note">{row.note ? <span title="The proposer’s note: their word, not proven">{row.note}</span> : <span className="muted">—</span>}</td>
      {states ? (
        <>
          <td data-testid="row-state">{rowStateWord(row.state)}</td>
          <td>{row.transaction_hash ? <code title={row.transaction_hash}>{shortHash(row.transaction_hash)}</code> : <span className="muted">—</span>}</td>
        </>
      ) : null}
    </tr>
  )
})

/** See the module comment. */
export function RunTable({ rows, states = false, label = 'Payees' }: RunTableProps) {
  return (
    <div className="run-table-wrap">
      <table className="run-table" aria-label={label}>
        <thead>
          <tr>
            <th scope="col" className="num">
              Row
            </th>
            <th scope="col">Payee</th>
            <th scope="col" className="num">
              Amount
            </th>
            <th scope="col">Flags</th>
            <th scope="col">Proposer’s note (their word)</th>
            {states ? (
              <>
                <th scope="col">State</th>
                <th scope="col">Transaction</th>
              </>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <Row key={r.row} row={r} states={states} />
          ))}
        </tbody>
      </table>
    </div>
  )
}
