/**
 * The request queue: three lists (needs my signature, waiting for others, done), each windowed so
 * ten thousand rows stay smooth — a request whose last signature is in moves to Done at once, its
 * row saying "Sending" until its transaction is final, since nobody can do anything more with it —, a filter, the sync state, and ways to open a request that is not
 * listed (an id or code link, or a file).
 * @module
 */
import { useCallback, useEffect, useId, useMemo, type KeyboardEvent } from 'react'
import { VirtualList } from '../components/VirtualList'
import { assetLabel } from '../base/format'
import { useAction, useFirstRowsMark, useNow } from '../components/hooks'
import { ErrorNotice } from '../components/ErrorNotice'
import { useAccountLabels } from '../components/shared-account'
import { searchText, type QueueItem } from './queue-item'
import { actions, QUEUE_TABS, tabTotal, useApp, type QueueTab } from '../store'
import { QueueOpen } from './QueueOpen'
import { QueueRow } from './QueueRow'
import { SyncButton, SyncStatus } from './SyncStatus'

const ROW_HEIGHT = 60
const TAB_LABEL: Record<QueueTab, string> = { 'needs-signature': 'Needs your signature', waiting: 'Waiting for others', done: 'Done' }
const EMPTY_TEXT: Record<QueueTab, string> = {
  'needs-signature': 'Nothing needs your signature right now.',
  waiting: 'No request is waiting for others.',
  done: 'No finished requests yet.',
}

/** See the module comment. */
export function Queue() {
  const { tab, filter, data, counts, assets } = useApp((s) => ({ tab: s.tab, filter: s.filter, data: s.queue[s.tab], counts: s.counts, assets: s.assets }))
  const now = useNow()
  const tabIds = useId()
  const needle = filter.trim().toLowerCase()
  const labelOf = useAccountLabels()
  const items: QueueItem[] = useMemo(
    () =>
      needle === ''
        ? data.items
        : data.items.filter((i) => searchText(i, assetLabel(i.asset_id, assets[i.asset_id]).symbol, [labelOf(i.senders, i.threshold)]).includes(needle)),
    [data.items, needle, assets, labelOf],
  )
  // For the renderer bench (bench/renderer.bench.ts): cosigner:queue-first-render.
  useFirstRowsMark('queue', items.length)
  const [exportCsv, exporting] = useAction(() => actions.exportRequestHistory())

  useEffect(() => {
    const d = data
    if (!d.loading && !d.complete && d.items.length === 0) void actions.loadTab(tab)
    // Loads the open list when the screen appears (and after an account change emptied it).
  }, [tab, data])

  const onTabKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const i = QUEUE_TABS.indexOf(tab)
    const next = e.key === 'ArrowRight' ? QUEUE_TABS[(i + 1) % 3] : e.key === 'ArrowLeft' ? QUEUE_TABS[(i + 2) % 3] : undefined
    if (!next) return
    e.preventDefault()
    actions.setTab(next)
    document.getElementById(`${tabIds}-${next}`)?.focus()
  }
  const renderRow = useCallback(
    (i: number) => <QueueRow item={items[i]!} now={now} accountLabel={labelOf(items[i]!.senders, items[i]!.threshold)} />,
    [items, now, labelOf],
  )
  const rowKey = useCallback((i: number) => items[i]!.request_id, [items])

  return (
    <section className="screen queue" aria-labelledby="queue-title">
      <div className="screen-head">
        <h1 id="queue-title">Requests</h1>
        <div className="action-row">
          <button type="button" className="button" disabled={exporting.busy} onClick={() => void exportCsv()}>
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
            {TAB_LABEL[t]} <span className="count">{tabTotal(counts, t).toLocaleString()}</span>
          </button>
        ))}
      </div>
      <div id={`${tabIds}-panel`} role="tabpanel" aria-labelledby={`${tabIds}-${tab}`} className="queue-panel">
        <div className="queue-tools">
          <label className="filter">
            <span>Filter</span>
            <input type="search" value={filter} placeholder="Amount, asset, memo, id or hash" onChange={(e) => actions.setFilter(e.currentTarget.value)} aria-label="Filter requests" />
          </label>
          <span className="muted" role="status" aria-live="polite">
            {data.loading ? `Loading ${data.items.length.toLocaleString()} of ${data.total.toLocaleString()}…` : needle ? `${items.length.toLocaleString()} of ${data.items.length.toLocaleString()} match` : `${items.length.toLocaleString()} request${items.length === 1 ? '' : 's'}`}
          </span>
        </div>
        {data.loading && data.items.length < data.total ? <progress className="load-bar" aria-label="Loading requests" max={data.total} value={data.items.length} /> : null}
        <VirtualList
          count={items.length}
          rowHeight={ROW_HEIGHT}
          label={TAB_LABEL[tab]}
          renderRow={renderRow}
          rowKey={rowKey}
          testId="queue-list"
          empty={<p className="empty">{data.loading ? 'Loading…' : needle ? 'No request matches the filter.' : EMPTY_TEXT[tab]}</p>}
        />
      </div>
    </section>
  )
}
