/**
 * A run's rows: who each pays, by name (as the CSV named them beside it when that differs), the
 * amount with its asset's symbol, the flags — a payee this account never paid, one not among the
 * contacts —, and the proposer's note, marked as their word (nothing proves it). Once proposed, each
 * row's state (Paid, …) and the transaction that pays it. Rows have one height and only those in
 * view (and a few more) are mounted, with a fixed column layout, so a 255-row run shows at once
 * (the payroll-render bench holds it to that); the table's row count tells assistive technology
 * how long it really is.
 * @module
 */
import { memo, useRef, useState } from 'react'
import { ANY_CASE_UUID_PATTERN } from '../../shared/api/uuid'
import type { RunRow } from '../../shared/bridge'
import { formatAmount, shortHash } from '../base/format'
import { useFirstRowsMark, useViewportHeight } from '../components/hooks'
import { visibleRange } from '../components/windowing'
import { useT } from '../components/words'
import { ROW_STATE_WORDS } from './run-words'

export interface RunTableProps {
  rows: readonly RunRow[]
  /** Shows each row's state and transaction (a proposed run). */
  states?: boolean
  /** The table's accessible name (Payees when not given). */
  label?: string
}

function Flags({ row }: { row: RunRow }) {
  const t = useT()
  return row.first_payment || row.not_in_contacts ? (
    <span className="run-flags">
      {row.first_payment ? (
        <span className="badge badge-warn">{t('runs.table.firstPayment')}</span>
      ) : null}
      {row.not_in_contacts ? (
        <span className="badge badge-warn">{t('runs.table.notInContacts')}</span>
      ) : null}
    </span>
  ) : null
}

/** Every row's height, pixels (the stylesheet's `.run-table tbody tr` agrees): rows are windowed. */
const ROW_HEIGHT = 48

const Row = memo(function Row({
  row,
  index,
  states,
}: {
  row: RunRow
  index: number
  states: boolean
}) {
  const t = useT()
  // What the CSV said, beside the name, when it says more than an id (a number, a link, another name).
  const named =
    row.name.trim().toLowerCase() !== row.payee_text.trim().toLowerCase() &&
    !ANY_CASE_UUID_PATTERN.test(row.payee_text.trim())
  return (
    <tr data-testid="run-row" data-row={row.row} data-state={row.state} aria-rowindex={index + 2}>
      <td className="num muted">{row.row}</td>
      <th scope="row" className="run-payee">
        <span className="ellipsis" title={row.payee_text}>
          {row.name}
        </span>
        {named ? (
          <span className="muted ellipsis" title={row.payee_text}>
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
      <td className="run-note">
        {row.note ? (
          <span className="ellipsis" title={t('runs.table.noteTitle', { note: row.note })}>
            {row.note}
          </span>
        ) : (
          <span className="muted">—</span>
        )}
      </td>
      {states ? (
        <>
          <td data-testid="row-state">{t(ROW_STATE_WORDS[row.state])}</td>
          <td>
            {row.transaction_hash ? (
              <code title={row.transaction_hash}>{shortHash(row.transaction_hash)}</code>
            ) : (
              <span className="muted">—</span>
            )}
          </td>
        </>
      ) : null}
    </tr>
  )
})

/** See the module comment. */
export function RunTable({ rows, states = false, label }: RunTableProps) {
  const t = useT()
  useFirstRowsMark('run-table', rows.length)
  const wrap = useRef<HTMLDivElement>(null)
  const height = useViewportHeight(wrap)
  const [top, setTop] = useState(0)
  const { start, end } = visibleRange({
    scrollTop: top,
    viewportHeight: height,
    rowHeight: ROW_HEIGHT,
    count: rows.length,
    overscan: 10,
  })
  return (
    <div
      ref={wrap}
      className="run-table-wrap"
      data-testid="run-table"
      onScroll={(e) => setTop(e.currentTarget.scrollTop)}
    >
      <table
        className="run-table"
        aria-label={label ?? t('runs.table.payees')}
        aria-rowcount={rows.length + 1}
      >
        <colgroup>
          <col className="col-row" />
          <col className="col-payee" />
          <col className="col-amount" />
          <col className="col-flags" />
          <col className="col-note" />
          {states ? (
            <>
              <col className="col-state" />
              <col className="col-tx" />
            </>
          ) : null}
        </colgroup>
        <thead>
          <tr>
            <th scope="col" className="num">
              {t('runs.table.row')}
            </th>
            <th scope="col">{t('runs.table.payee')}</th>
            <th scope="col" className="num">
              {t('runs.table.amount')}
            </th>
            <th scope="col">{t('runs.table.flags')}</th>
            <th scope="col">{t('runs.table.note')}</th>
            {states ? (
              <>
                <th scope="col">{t('runs.table.state')}</th>
                <th scope="col">{t('runs.table.transaction')}</th>
              </>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {start > 0 ? (
            <tr
              className="run-table-gap"
              aria-hidden="true"
              style={{ height: start * ROW_HEIGHT }}
            />
          ) : null}
          {rows.slice(start, end).map((r, i) => (
            <Row key={r.row} row={r} index={start + i} states={states} />
          ))}
          {end < rows.length ? (
            <tr
              className="run-table-gap"
              aria-hidden="true"
              style={{ height: (rows.length - end) * ROW_HEIGHT }}
            />
          ) : null}
        </tbody>
      </table>
    </div>
  )
}
