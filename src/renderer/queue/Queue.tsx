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
import { filterStatus, LIST_NAME, matchText, type QueueItem } from './queue-item'
import { actions, appState, QUEUE_TABS, tabTotal, useApp, type QueueTab } from '../store'
import { QueueOpen } from './QueueOpen'
import { QueueRow } from './QueueRow'
import { SyncButton, SyncStatus } from './SyncStatus'
import { useT } from '../components/words'
import type { MessageId } from '../base/words'

const ROW_HEIGHT = 60
const EMPTY_TEXT: Record<QueueTab, MessageId> = {
  'needs-signature': 'queue.empty.needsSignature',
  waiting: 'queue.empty.waiting',
  done: 'queue.empty.done',
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
  const t = useT()
  const listName = (tab: QueueTab) => t(LIST_NAME[tab])
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
    () => new Map((found?.items ?? []).map((i) => [i.request_id, matchText(i.matched, t)])),
    [found, t],
  )
  const searching = needle !== '' && (found === null || found.loading)
  const matches = current?.counts ?? null
  const countOf = (list: QueueTab) => tabTotal(matches ?? counts, list)
  const elsewhere =
    matches && !current!.loading
      ? QUEUE_TABS.filter((list) => list !== tab && tabTotal(matches, list) > 0)
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
        <h1 id="queue-title">{t('queue.title')}</h1>
        <div className="action-row">
          <button
            type="button"
            className="button"
            disabled={exporting.busy}
            onClick={() => void exportCsv()}
          >
            {exporting.busy ? t('queue.export.busy') : t('queue.export.button')}
          </button>
          <SyncButton />
        </div>
      </div>
      <ErrorNotice error={exporting.error} />
      <SyncStatus />
      <QueueOpen />
      <div role="tablist" aria-label={t('queue.tabs.label')} className="tabs" onKeyDown={onTabKey}>
        {QUEUE_TABS.map((list) => (
          <button
            key={list}
            id={`${tabIds}-${list}`}
            type="button"
            role="tab"
            aria-selected={list === tab}
            aria-controls={`${tabIds}-panel`}
            tabIndex={list === tab ? 0 : -1}
            className={list === tab ? 'tab tab-selected' : 'tab'}
            onClick={() => actions.setTab(list)}
          >
            {listName(list)}{' '}
            <span
              className="count"
              aria-label={matches ? t('queue.tab.matching', { count: countOf(list) }) : undefined}
            >
              {t.number(countOf(list))}
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
            <span>{t('queue.filter.label')}</span>
            <input
              type="search"
              value={filter}
              placeholder={t('queue.filter.placeholder')}
              onChange={(e) => actions.setFilter(e.currentTarget.value)}
              aria-label={t('queue.filter.aria')}
            />
          </label>
          <span className="muted" role="status" aria-live="polite" data-testid="queue-count">
            {needle !== ''
              ? searching
                ? t('queue.filter.searchingAll')
                : filterStatus(
                    {
                      query: needle,
                      matches: countOf(tab),
                      inList: tabTotal(counts, tab),
                      shown: items.length,
                      elsewhere: elsewhere.map((list) => ({
                        name: listName(list),
                        matches: countOf(list),
                      })),
                    },
                    t,
                  )
              : data.loading
                ? t('queue.loadingCount', { loaded: data.items.length, total: data.total })
                : t('queue.count', { count: items.length })}
          </span>
          {needle !== '' ? (
            <button
              type="button"
              className="button button-small"
              onClick={() => actions.setFilter('')}
            >
              {t('queue.filter.clear')}
            </button>
          ) : null}
        </div>
        {data.loading && data.items.length < data.total ? (
          <progress
            className="load-bar"
            aria-label={t('queue.loadingBar')}
            max={data.total}
            value={data.items.length}
          />
        ) : null}
        <VirtualList
          count={items.length}
          rowHeight={ROW_HEIGHT}
          label={listName(tab)}
          renderRow={renderRow}
          rowKey={rowKey}
          testId="queue-list"
          empty={
            <div className="empty">
              {needle !== '' ? (
                searching ? (
                  <p>{t('queue.filter.searching')}</p>
                ) : (
                  <p>
                    {t('queue.filter.noMatch', { list: listName(tab), query: needle })}{' '}
                    {elsewhere.map((list) => (
                      <button
                        key={list}
                        type="button"
                        className="link-button"
                        onClick={() => actions.setTab(list)}
                      >
                        {t('queue.filter.showIn', { count: countOf(list), list: listName(list) })}
                      </button>
                    ))}
                  </p>
                )
              ) : (
                <p>{data.loading ? t('common.loading') : t(EMPTY_TEXT[tab])}</p>
              )}
            </div>
          }
        />
      </div>
    </section>
  )
}
