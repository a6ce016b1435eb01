/**
 * The request queue: three lists (needs my signature, waiting for others, done), each windowed so
 * ten thousand rows stay smooth — a request whose last signature is in moves to Done at once, its
 * row saying "Sending" until its transaction is final, since nobody can do anything more with it —,
 * a filter searched in every list (each tab counts its matches, each row says what matched, and a
 * filter left from before shows with a way to clear it), the sync state, and ways to open a request
 * that is not listed (an id or code link, or a file).
 * @module
 */
import { useCallback, useEffect, useId, useMemo, type KeyboardEvent } from 'react'
import { VirtualList } from '../components/VirtualList'
import { useAction, useFirstRowsMark, useNow } from '../components/hooks'
import { ErrorNotice } from '../components/ErrorNotice'
import { useAccountLabels } from '../components/shared-account'
import { filterStatus, matchText, type QueueItem } from './queue-item'
import { actions, appState, QUEUE_TABS, tabTotal, useApp, type QueueTab } from '../store'
import { QueueOpen } from './QueueOpen'
import { QueueRow } from './QueueRow'
import { SyncButton, SyncStatus } from './SyncStatus'

const ROW_HEIGHT = 60
const TAB_LABEL: Record<QueueTab, string> = {
  'needs-signature': 'Needs your signature',
  waiting: 'Waiting for others',
  done: 'Done',
}
const EMPTY_TEXT: Record<QueueTab, string> = {
  'needs-signature': 'Nothing needs your signature right now.',
  waiting: 'No request is waiting for others.',
  done: 'No finished requests yet.',
}

/** See the module comment. */
export function Queue() {
  const { tab, filter, data, counts, search } = useApp((s) => ({
    tab: s.tab,
    filter: s.filter,
    data: s.queue[s.tab],
    counts: s.counts,
    search: s.search,
  }))
  const now = useNow()
  const tabIds = useId()
  const needle = filter.trim()
  const labelOf = useAccountLabels()
  // With a filter, the core's matches in this list (searched in every list); else the list as loaded.
  // Only an answer to this very query: while a newer one is searched, the last one's counts would mislead.
  const current = needle !== '' && search?.query === needle ? search : null
  const found = current?.tab === tab ? current : null
  const items: QueueItem[] = useMemo(
    () => (needle === '' ? data.items : (found?.items ?? [])),
    [needle, data.items, found],
  )
  const matched = useMemo(
    () => new Map((found?.items ?? []).map((i) => [i.request_id, matchText(i.matched)])),
    [found],
  )
  const searching = needle !== '' && (found === null || found.loading)
  const matches = current?.counts ?? null
  const countOf = (t: QueueTab) => tabTotal(matches ?? counts, t)
  const elsewhere =
    matches && !current!.loading
      ? QUEUE_TABS.filter((t) => t !== tab && tabTotal(matches, t) > 0)
      : []
  // For the renderer bench (bench/renderer.bench.ts): cosigner:queue-first-render.
  useFirstRowsMark('queue', items.length)
  const [exportCsv, exporting] = useAction(() => actions.exportRequestHistory())

  useEffect(() => {
    const d = data
    if (!d.loading && !d.complete && d.items.length === 0) void actions.loadTab(tab)
    // Loads the open list when the screen appears (and after an account change emptied it).
  }, [tab, data])

  // A filter left from before is searched again when the screen comes back: the lists may have moved.
  useEffect(() => {
    if (appState().filter.trim() !== '') void actions.searchQueue()
  }, [])

  const onTabKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const i = QUEUE_TABS.indexOf(tab)
    const next =
      e.key === 'ArrowRight'
        ? QUEUE_TABS[(i + 1) % 3]
        : e.key === 'ArrowLeft'
          ? QUEUE_TABS[(i + 2) % 3]
          : undefined
    if (!next) return
    e.preventDefault()
    actions.setTab(next)
    document.getElementById(`${tabIds}-${next}`)?.focus()
  }
  const renderRow = useCallback(
    (i: number) => (
      <QueueRow
        item={items[i]!}
        now={now}
        accountLabel={labelOf(items[i]!.senders, items[i]!.threshold)}
        matched={matched.get(items[i]!.request_id) ?? ''}
      />
    ),
    [items, now, labelOf, matched],
  )
  const rowKey = useCallback((i: number) => items[i]!.request_id, [items])

  return (
    <section className="screen queue" aria-labelledby="queue-title">
      <div className="screen-head">
        <h1 id="queue-title">Requests</h1>
        <div className="action-row">
          <button
            type="button"
            className="button"
            disabled={exporting.busy}
            onClick={() => void exportCsv()}
          >
            {exporting.busy ? 'Exporting…' : 'Export history (CSV)'}
          </button>
          <SyncButton />
        </div>
      </div>
      <ErrorNotice error={exporting.error} />
      <SyncStatus />
      <QueueOpen />
      <div role="tablist" aria-label="Request lists" className="tabs" onKeyDown={onTabKey}>
        {QUEUE_TABS.map((t) => (
          <button
            key={t}
            id={`${tabIds}-${t}`}
            type="button"
            role="tab"
            aria-selected={t === tab}
            aria-controls={`${tabIds}-panel`}
            tabIndex={t === tab ? 0 : -1}
            className={t === tab ? 'tab tab-selected' : 'tab'}
            onClick={() => actions.setTab(t)}
          >
            {TAB_LABEL[t]}{' '}
            <span
              className="count"
              aria-label={matches ? `${countOf(t).toLocaleString()} matching` : undefined}
            >
              {countOf(t).toLocaleString()}
            </span>
          </button>
        ))}
      </div>
      <div
        id={`${tabIds}-panel`}
        role="tabpanel"
        aria-labelledby={`${tabIds}-${tab}`}
        className={`queue-panel queue-panel-${tab}`}
      >
        <div className="queue-tools">
          <label className="filter">
            <span>Filter</span>
            <input
              type="search"
              value={filter}
              placeholder="Amount, asset, memo, a name, id or hash"
              onChange={(e) => actions.setFilter(e.currentTarget.value)}
              aria-label="Filter requests"
            />
          </label>
          <span className="muted" role="status" aria-live="polite" data-testid="queue-count">
            {needle !== ''
              ? searching
                ? 'Searching every list…'
                : filterStatus({
                    query: needle,
                    matches: countOf(tab),
                    inList: tabTotal(counts, tab),
                    shown: items.length,
                    elsewhere: elsewhere.map((t) => ({ name: TAB_LABEL[t], matches: countOf(t) })),
                  })
              : data.loading
                ? `Loading ${data.items.length.toLocaleString()} of ${data.total.toLocaleString()}…`
                : `${items.length.toLocaleString()} request${items.length === 1 ? '' : 's'}`}
          </span>
          {needle !== '' ? (
            <button
              type="button"
              className="button button-small"
              onClick={() => actions.setFilter('')}
            >
              Clear filter
            </button>
          ) : null}
        </div>
        {data.loading && data.items.length < data.total ? (
          <progress
            className="load-bar"
            aria-label="Loading requests"
            max={data.total}
            value={data.items.length}
          />
        ) : null}
        <VirtualList
          count={items.length}
          rowHeight={ROW_HEIGHT}
          label={TAB_LABEL[tab]}
          renderRow={renderRow}
          rowKey={rowKey}
          testId="queue-list"
          empty={
            <div className="empty">
              {needle !== '' ? (
                searching ? (
                  <p>Searching…</p>
                ) : (
                  <p>
                    No request in {TAB_LABEL[tab]} matches “{needle}”.{' '}
                    {elsewhere.map((t) => (
                      <button
                        key={t}
                        type="button"
                        className="link-button"
                        onClick={() => actions.setTab(t)}
                      >
                        {`Show ${countOf(t).toLocaleString()} in ${TAB_LABEL[t]}`}
                      </button>
                    ))}
                  </p>
                )
              ) : (
                <p>{data.loading ? 'Loading…' : EMPTY_TEXT[tab]}</p>
              )}
            </div>
          }
        />
      </div>
    </section>
  )
}
