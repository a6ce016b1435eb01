/**
 * A run's requests as they stand: what each moves, its signatures, who it still waits for (by name),
 * and its transaction once it exists.
 * @module
 */
import type { ReviewedRunRequest, RunRequest } from '../../shared/bridge'
import { formatAmount, shortHash, shortId } from '../base/format'
import { NameList } from '../components/UserRef'
import { requestKindWord } from './run-words'

const progressWord: Record<ReviewedRunRequest['progress'], string> = {
  open: 'Waiting for signatures',
  complete: 'Sending',
  sent: 'Sent',
  unlocked: 'Unlocked',
}

/** See the module comment; `reviewed` gives each request's signatures as review found them. */
export function RunRequests({
  requests,
  reviewed,
  me,
}: {
  requests: readonly RunRequest[]
  reviewed: readonly ReviewedRunRequest[] | null
  me: string | null
}) {
  const byId = new Map(reviewed?.map((r) => [r.request_id, r]))
  return (
    <table className="run-requests" aria-label="Requests">
      <thead>
        <tr>
          <th scope="col">Request</th>
          <th scope="col">Moves</th>
          <th scope="col" className="num">
            Amount
          </th>
          <th scope="col">Signatures</th>
          <th scope="col">State</th>
          <th scope="col">Still to sign</th>
          <th scope="col">Transaction</th>
        </tr>
      </thead>
      <tbody>
        {requests.map((q) => {
          const r = byId.get(q.request_id)
          const progress = r?.progress ?? q.progress
          return (
            <tr
              key={q.request_id}
              data-testid="run-request"
              data-request-id={q.request_id}
              data-progress={progress ?? ''}
            >
              <td>
                <code title={q.request_id}>{shortId(q.request_id)}</code>
              </td>
              <td>{requestKindWord(q.kind)}</td>
              <td className="num">
                {q.kind === 'collectible'
                  ? '1 collectible'
                  : `${formatAmount(q.amount)} ${q.symbol}`}
                {q.kind === 'pay' ? (
                  <span className="muted"> · {q.outputs - (q.change === '0' ? 0 : 1)} payees</span>
                ) : null}
              </td>
              <td>
                {r ? r.signed_count : q.signers.length} of {r?.threshold ?? q.threshold}
                {r?.i_have_signed ? <span className="muted"> · you signed</span> : null}
              </td>
              <td>{progress ? progressWord[progress] : 'Not created'}</td>
              <td>
                {progress === 'open' ? (
                  <NameList userIds={q.waiting_for} me={me} empty="—" />
                ) : (
                  <span className="muted">—</span>
                )}
              </td>
              <td>
                {q.transaction_hash ? (
                  <code title={q.transaction_hash}>{shortHash(q.transaction_hash)}</code>
                ) : (
                  <span className="muted">—</span>
                )}
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
