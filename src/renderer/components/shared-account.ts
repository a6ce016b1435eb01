/**
 * Which shared account a request spends from, in words: its label from the treasury cache, else its
 * threshold and members by name, so two 2-of-3 accounts in one queue read apart.
 * @module
 */
import { useCallback } from 'react'
import { call } from '../app/bridge'
import { accountName } from '../accounts/account-name'
import { useLoad } from './hooks'
import { useNames } from './person'
import { currentAccount, useApp } from '../store'

const keyOf = (members: readonly string[], threshold: number) => `${[...members].sort().join(',')}/${threshold}`

/** The labels this wallet gave its shared accounts (read from the cache once per screen); '' when none. */
export function useAccountLabels(): (members: readonly string[], threshold: number) => string {
  const accountId = useApp((s) => s.accountId)
  // The queue and the review still work without labels: a failed read leaves names.
  const { data } = useLoad(`account-labels:${accountId ?? ''}`, () =>
    call('treasury.list', { account: currentAccount() }).then(
      (list) => new Map(list.accounts.filter((a) => a.label.trim() !== '').map((a) => [keyOf(a.members, a.threshold), a.label])),
      () => new Map<string, string>(),
    ),
  )
  return useCallback((members, threshold) => data?.get(keyOf(members, threshold)) ?? '', [data])
}

/** The account's name: `label` when set, else "2-of-3: you, Bob, Carol". */
export function useAccountName(members: readonly string[], threshold: number, label: string): string {
  const me = useApp((s) => s.accountId)
  const nameOf = useNames(label === '' ? members : [])
  return accountName({ label, threshold, members }, me, nameOf)
}
