/**
 * The pasted rows as read, each refusal beside its row: what a person fixes, where the text says
 * it. Only rows with a refusal are shown, so a long payroll does not hide them.
 * @module
 */
import { useMemo } from 'react'
import type { RunFieldError } from '../../shared/bridge'
import { readCsv } from '../../shared/csv'

/** See the module comment. */
export function PastedRows({
  text,
  refusals,
}: {
  text: string
  refusals: ReadonlyMap<number, readonly RunFieldError[]>
}) {
  const rows = useMemo(() => {
    const read = readCsv(text)
    return new Map(read.ok ? read.records.map((r) => [r.row, r.fields]) : [])
  }, [text])
  const refused = [...refusals.keys()].sort((a, b) => a - b)
  return (
    <table className="run-table" aria-label="Rows refused">
      <thead>
        <tr>
          <th scope="col" className="num">
            Row
          </th>
          <th scope="col">As written</th>
          <th scope="col">What to change</th>
        </tr>
      </thead>
      <tbody>
        {refused.map((row) => (
          <tr key={row} data-testid="refused-row" data-row={row}>
            <td className="num">{row}</td>
            <td>
              <code className="clamp clamp-1">{(rows.get(row) ?? []).join(', ')}</code>
            </td>
            <td>
              {refusals.get(row)!.map((e, i) => (
                <p key={i} className="field-error" data-field={e.field}>
                  {e.message}
                </p>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
