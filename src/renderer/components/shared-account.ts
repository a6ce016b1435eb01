/**
 * Which shared account a request spends from, in words: its label from the treasury cache, else its
 * threshold and members by name, so two 2-of-3 accounts in one queue read apart.
 * @module
 */
import { useCallback, useEffect, useMemo } from 'react'
import { accountName } from '../base/account-name'
import { useNames } from './person'
import { actions, useApp } from '../store'

const keyOf = (members: readonly string[], threshold: number) =>
  `${[...members].sort().join(',')}/${threshold}`

/**
 * The labels this wallet gave its shared accounts, from the store's copy of the treasury (read when
 * no screen has read it for this account yet, and again after each rename); '' when none. The queue
 * and the review still work without labels: a failed read leaves names.
 */
export function useAccountLabels(): (members: readonly string[], threshold: number) => string {
  const accountId = useApp((s) => s.accountId)
  const { account, value } = useApp((s) => s.treasury)
  const read = account === accountId
  useEffect(() => {
    if (!read) void actions.loadTreasury()
  }, [read])
  const labels = useMemo(
    () =>
      new Map(
        (read ? (value?.accounts ?? []) : [])
          .filter((a) => a.label.trim() !== '')
          .map((a) => [keyOf(a.members, a.threshold), a.label]),
      ),
    [read, value],
  )
  return useCallback((members, threshold) => labels.get(keyOf(members, threshold)) ?? '', [labels])
}

/** The account's name: `label` when set, else "2-of-3: you, Bob, Carol". */
export function useAccountName(
  members: readonly string[],
  threshold: number,
  label: string,
): string {
  const me = useApp((s) => s.accountId)
  const nameOf = useNames(label === '' ? members : [])
  return accountName({ label, threshold, members }, me, nameOf)
}
