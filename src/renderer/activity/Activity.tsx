/**
 * The audit log: every signature, unlock, registration, backup and group change the wallet made or
 * refused, newest first, filterable by action, result, account and date. People read by name: the
 * account an account action was about, the group a group change was about, the members it named,
 * amounts by their asset's symbol and failures in words (their codes in the title).
 * @module
 */
import { useCallback, useEffect, useId, useState } from 'react'
import {
  ACCOUNT_SUBJECT_ACTIONS,
  AUDIT_ACTIONS,
  type AuditAction,
  type AuditEntry,
} from '../../shared/bridge'
import { UUID_PATTERN } from '../../shared/api/uuid'
import { explain, type Explained } from '../base/errors'
import { shortHash, shortId } from '../base/format'
import type { MessageId } from '../base/words'
import { AssetAmount } from '../components/AssetAmount'
import { ErrorNotice } from '../components/ErrorNotice'
import { useGroups } from '../components/groups'
import { useAction } from '../components/hooks'
import { Clamped } from '../components/LongText'
import { UserRef } from '../components/UserRef'
import { useT } from '../components/words'
import { actions, AUDIT_PAGE, useApp, type AuditQuery } from '../store'
import { actionWords, detailParts } from './detail-words'

const KNOWN_ACTIONS: ReadonlySet<string> = new Set(AUDIT_ACTIONS)

/** A stored action in words; one this wallet does not know (from a newer one) as it is stored. */
function ActionName({ action }: { action: string }) {
  const t = useT()
  return <>{KNOWN_ACTIONS.has(action) ? t(actionWords(action as AuditAction)) : action}</>
}

const RESULT_WORDS: Readonly<Record<AuditEntry['result'], MessageId>> = {
  ok: 'activity.entryResult.ok',
  refused: 'activity.entryResult.refused',
  failed: 'activity.entryResult.failed',
}
/** A detail in words (src/renderer/activity/detail-words): names, symbols, durations, failures. */
function Detail({ entry, me }: { entry: AuditEntry; me: string | null }) {
  const t = useT()
  return (
    <>
      {detailParts(entry.action, entry.detail).map((p, i) =>
        p.kind === 'user' ? (
          <UserRef key={i} userId={p.id} me={me} />
        ) : p.kind === 'asset' ? (
          <AssetAmount key={i} amount={p.amount} assetId={p.id} />
        ) : p.kind === 'error' ? (
          <span key={i} title={p.code}>
            {t.say(p.words)}
          </span>
        ) : (
          p.text
        ),
      )}
    </>
  )
}

/** A group change's subject: the group by its name when the wallet knows it, else its short id. */
function GroupSubject({ id, names }: { id: string; names: ReadonlyMap<string, string> }) {
  const name = names.get(id)
  return name ? <Clamped text={name} lines={1} /> : <code title={id}>{shortId(id)}</code>
}

/** ms of a `yyyy-mm-dd` date input at local midnight, or undefined when empty. */
function dayStart(value: string): number | undefined {
  if (value === '') return undefined
  const t = new Date(`${value}T00:00:00`).getTime()
  return Number.isFinite(t) ? t : undefined
}

/** See the module comment. */
export function Activity() {
  const t = useT()
  const accountId = useApp((s) => s.accountId)
  const [action, setAction] = useState('')
  const [result, setResult] = useState('')
  const [mine, setMine] = useState(true)
  const [from, setFrom] = useState('')
  const [to, setTo] = useState('')
  const [entries, setEntries] = useState<AuditEntry[]>([])
  const [more, setMore] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<Explained | null>(null)
  const id = useId()

  /** What the filters ask of the log (the result filter is applied on the page). */
  const query = useCallback((): AuditQuery => {
    const since = dayStart(from)
    const untilDay = dayStart(to)
    return {
      ...(mine && accountId ? { account: accountId } : {}),
      ...(action ? { action } : {}),
      ...(since !== undefined ? { since } : {}),
      ...(untilDay !== undefined ? { until: untilDay + 24 * 3600 * 1000 } : {}),
    }
  }, [action, mine, from, to, accountId])

  const load = useCallback(
    async (beforeId?: number) => {
      setBusy(true)
      setError(null)
      try {
        const page = await actions.auditPage(query(), beforeId)
        setEntries((old) => (beforeId === undefined ? page : [...old, ...page]))
        setMore(page.length === AUDIT_PAGE)
      } catch (e) {
        setError(explain(e))
      } finally {
        setBusy(false)
      }
    },
    [query],
  )
  const [exportCsv, exporting] = useAction(() =>
    actions.exportAuditTrail({
      ...query(),
      ...(result === 'ok' || result === 'failed' || result === 'refused' ? { result } : {}),
    }),
  )

  useEffect(() => {
    void load()
  }, [load])

  const shown = result ? entries.filter((e) => e.result === result) : entries
  const groups = useGroups()
  const groupNames = new Map((groups.list ?? []).map((g) => [g.conversation_id, g.name]))
  return (
    <section className="screen activity" aria-labelledby="activity-title">
      <h1 id="activity-title">{t('activity.title')}</h1>
      <div className="screen-head">
        <p className="lead">{t('activity.lead')}</p>
        <button
          type="button"
          className="button"
          disabled={exporting.busy}
          onClick={() => void exportCsv()}
        >
          {exporting.busy ? t('activity.exporting') : t('activity.export')}
        </button>
      </div>
      <ErrorNotice error={exporting.error} />
      <div className="filters" role="group" aria-label={t('activity.filters')}>
        <label htmlFor={`${id}-a`}>{t('activity.filter.action')}</label>
        <select id={`${id}-a`} value={action} onChange={(e) => setAction(e.currentTarget.value)}>
          <option value="">{t('activity.filter.allActions')}</option>
          {AUDIT_ACTIONS.map((value) => (
            <option key={value} value={value}>
              {t(actionWords(value))}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-r`}>{t('activity.filter.result')}</label>
        <select id={`${id}-r`} value={result} onChange={(e) => setResult(e.currentTarget.value)}>
          <option value="">{t('activity.filter.anyResult')}</option>
          <option value="ok">{t('activity.result.ok')}</option>
          <option value="refused">{t('activity.result.refused')}</option>
          <option value="failed">{t('activity.result.failed')}</option>
        </select>
        <label htmlFor={`${id}-f`}>{t('activity.filter.from')}</label>
        <input
          id={`${id}-f`}
          type="date"
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value)}
        />
        <label htmlFor={`${id}-t`}>{t('activity.filter.to')}</label>
        <input
          id={`${id}-t`}
          type="date"
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
        />
        <label className="checkbox">
          <input
            type="checkbox"
            checked={mine}
            onChange={(e) => setMine(e.currentTarget.checked)}
          />
          {t('activity.filter.mine')}
        </label>
      </div>
      <ErrorNotice error={error} onRetry={() => void load()} />
      <table className="audit" aria-label={t('activity.log')}>
        <thead>
          <tr>
            <th scope="col">{t('activity.column.time')}</th>
            <th scope="col">{t('activity.column.action')}</th>
            <th scope="col">{t('activity.column.subject')}</th>
            <th scope="col">{t('activity.column.result')}</th>
            <th scope="col">{t('activity.column.detail')}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((e) => (
            <tr key={e.id} className={`result-${e.result}`}>
              <td>{t.dateTime(e.at)}</td>
              <td>
                <ActionName action={e.action} />
              </td>
              <td>
                {ACCOUNT_SUBJECT_ACTIONS.has(e.action) && UUID_PATTERN.test(e.subject) ? (
                  <UserRef userId={e.subject} me={accountId} />
                ) : e.action.startsWith('group.') && UUID_PATTERN.test(e.subject) ? (
                  <GroupSubject id={e.subject} names={groupNames} />
                ) : (
                  <code title={e.subject}>
                    {e.subject.length > 12 ? shortId(e.subject) : e.subject}
                  </code>
                )}
                {e.transaction_hash
                  ? t.rich('activity.transaction', {
                      hash: (
                        <code key="hash" title={e.transaction_hash}>
                          {shortHash(e.transaction_hash)}
                        </code>
                      ),
                    })
                  : null}
              </td>
              <td>
                <span className={`result result-${e.result}`}>{t(RESULT_WORDS[e.result])}</span>
              </td>
              <td className="detail">
                <Detail entry={e} me={accountId} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {!busy && shown.length === 0 ? <p className="empty">{t('activity.empty')}</p> : null}
      {busy ? <p role="status">{t('common.loading')}</p> : null}
      {more && !busy ? (
        <button type="button" className="button" onClick={() => void load(entries.at(-1)?.id)}>
          {t('activity.loadOlder')}
        </button>
      ) : null}
    </section>
  )
}
