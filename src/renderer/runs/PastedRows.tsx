/**
 * The pasted rows as read, each refusal beside its row: what a person fixes, where the text says
 * it. Only rows with a refusal are shown, so a long payroll does not hide them.
 * @module
 */
import { useMemo } from 'react'
import type { RunFieldError } from '../../shared/bridge'
import { readCsv } from '../../shared/csv'
import { useT } from '../components/words'

/** See the module comment. */
export function PastedRows({
  text,
  refusals,
}: {
  text: string
  refusals: ReadonlyMap<number, readonly RunFieldError[]>
}) {
  const t = useT()
  const rows = useMemo(() => {
    const read = readCsv(text)
    return new Map(read.ok ? read.records.map((r) => [r.row, r.fields]) : [])
  }, [text])
  const refused = [...refusals.keys()].sort((a, b) => a - b)
  return (
    <table className="run-table" aria-label={t('runs.pasted.label')}>
      <thead>
        <tr>
          <th scope="col" className="num">
            {t('runs.pasted.row')}
          </th>
          <th scope="col">{t('runs.pasted.written')}</th>
          <th scope="col">{t('runs.pasted.change')}</th>
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
                  {t.say(e.message)}
                </p>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
