/**
 * What a run does, in one sentence with names: the sentence a reviewer confirms before signing a
 * payroll or a move to new members. Worded by the host that shows it (the window, the command line)
 * in its reader's language, from the run's own data; names come from the host, who knows them.
 * @module
 */
import type { RunInfo } from './bridge-payroll'
import type { MessageId, MessageValues } from './i18n/catalog'
import { formatAmount, parseAmount } from './kernel'

/** Words a message in the host's language (a translator's `t`, or the window's). */
export type Wording = (id: MessageId, values?: MessageValues) => string

type StatedRun = Pick<
  RunInfo,
  'kind' | 'members' | 'threshold' | 'target' | 'totals' | 'requests' | 'row_count' | 'memo'
>

/** "a", "a and b", "a, b and c", in the host's language. */
export function listWords(t: Wording, xs: readonly string[]): string {
  return xs.length <= 1
    ? xs.join('')
    : `${xs.slice(0, -1).join(t('runs.list.comma'))}${t('runs.list.and')}${xs.at(-1)}`
}

/**
 * What a run pays or moves per asset ("2800 USDT", "7.5 XIN"), and how many collectibles it moves:
 * a rotation's collectibles are counted apart, not as amounts of their collection.
 */
export function runAmounts(run: Pick<RunInfo, 'kind' | 'totals' | 'requests'>): {
  amounts: string[]
  collectibles: number
} {
  if (run.kind === 'payroll')
    return { amounts: run.totals.map((x) => `${x.total} ${x.symbol}`), collectibles: 0 }
  const sums = new Map<string, { symbol: string; total: bigint }>()
  for (const q of run.requests.filter((x) => x.kind === 'sweep')) {
    const s = sums.get(q.asset_id) ?? { symbol: q.symbol, total: 0n }
    sums.set(q.asset_id, { symbol: s.symbol, total: s.total + parseAmount(q.amount) })
  }
  return {
    amounts: [...sums.values()].map((s) => `${formatAmount(s.total)} ${s.symbol}`),
    collectibles: run.requests.filter((q) => q.kind === 'collectible').length,
  }
}

/** What the run moves, in the host's language. */
function amountsOf(t: Wording, run: StatedRun): string[] {
  const { amounts, collectibles } = runAmounts(run)
  return collectibles > 0
    ? [...amounts, t('runs.core.statement.collectibles', { count: collectibles })]
    : amounts
}

/**
 * The run's statement. `name` gives a member's name; the host's own account is "you"
 * (`common.you`), which `name` should give for it.
 */
export function runStatement(t: Wording, run: StatedRun, name: (id: string) => string): string {
  const owners = listWords(t, run.members.map(name))
  const amounts = listWords(t, amountsOf(t, run))
  if (run.kind === 'payroll' || run.target === null) {
    return t('runs.core.statement.payroll', {
      payees: run.row_count,
      amounts,
      threshold: run.threshold,
      members: run.members.length,
      owners,
      requests: run.requests.length,
      memo: run.memo,
    })
  }
  const target = run.target
  const joins = target.members.filter((m) => !run.members.includes(m))
  const leaves = run.members.filter((m) => !target.members.includes(m))
  const change =
    leaves.length > 0 && joins.length > 0
      ? t('runs.core.statement.leaveJoin', {
          leaving: listWords(t, leaves.map(name)),
          leaveCount: leaves.length,
          joining: listWords(t, joins.map(name)),
          joinCount: joins.length,
        })
      : leaves.length > 0
        ? t('runs.core.statement.leave', {
            names: listWords(t, leaves.map(name)),
            count: leaves.length,
          })
        : joins.length > 0
          ? t('runs.core.statement.join', {
              names: listWords(t, joins.map(name)),
              count: joins.length,
            })
          : ''
  return t('runs.core.statement.rotation', {
    threshold: run.threshold,
    members: run.members.length,
    owners,
    amounts: amounts || t('runs.core.statement.holds'),
    newMembers: listWords(t, target.members.map(name)),
    newThreshold: target.threshold,
    // A sentence starts with a capital where the language has them ("You leave; Dave joins.").
    change: change.charAt(0).toUpperCase() + change.slice(1),
  }).trim()
}
