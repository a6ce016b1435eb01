/**
 * A run's requests as they stand: what each moves, its signatures, who it still waits for (by name),
 * and its transaction once it exists.
 * @module
 */
import type { ReviewedRunRequest, RunRequest } from '../../shared/bridge'
import { formatAmount, shortHash, shortId } from '../base/format'
import type { MessageId } from '../base/words'
import { NameList } from '../components/UserRef'
import { useT } from '../components/words'
import { REQUEST_KIND_WORDS } from './run-words'

const PROGRESS_WORDS: Readonly<Record<ReviewedRunRequest['progress'], MessageId>> = {
  open: 'runs.requests.open',
  complete: 'runs.requests.complete',
  sent: 'runs.requests.sent',
  unlocked: 'runs.requests.unlocked',
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
  const t = useT()
  const byId = new Map(reviewed?.map((r) => [r.request_id, r]))
  return (
    <table className="run-requests" aria-label={t('runs.requests.label')}>
      <thead>
        <tr>
          <th scope="col">{t('runs.requests.request')}</th>
          <th scope="col">{t('runs.requests.moves')}</th>
          <th scope="col" className="num">
            {t('runs.requests.amount')}
          </th>
          <th scope="col">{t('runs.requests.signatures')}</th>
          <th scope="col">{t('runs.requests.state')}</th>
          <th scope="col">{t('runs.requests.stillToSign')}</th>
          <th scope="col">{t('runs.requests.transaction')}</th>
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
              <td>{t(REQUEST_KIND_WORDS[q.kind])}</td>
              <td className="num">
                {q.kind === 'collectible'
                  ? t('runs.requests.collectibles', { count: 1 })
                  : `${formatAmount(q.amount)} ${q.symbol}`}
                {q.kind === 'pay' ? (
                  <span className="muted">
                    {t('runs.requests.payees', {
                      count: q.outputs - (q.change === '0' ? 0 : 1),
                    })}
                  </span>
                ) : null}
              </td>
              <td>
                {t('runs.requests.signed', {
                  signed: r ? r.signed_count : q.signers.length,
                  threshold: r?.threshold ?? q.threshold,
                })}
                {r?.i_have_signed ? (
                  <span className="muted">{t('runs.requests.youSigned')}</span>
                ) : null}
              </td>
              <td>{progress ? t(PROGRESS_WORDS[progress]) : t('runs.requests.notCreated')}</td>
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
