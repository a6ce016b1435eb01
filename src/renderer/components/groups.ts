/**
 * The account's groups as a screen reads them: from the store, read again from the wallet's cache
 * when the screen opens (or the account changes).
 * @module
 */
import { useEffect } from 'react'
import type { GroupSummary } from '../../shared/bridge'
import type { Explained } from '../base/errors'
import { actions, useApp } from '../store'

export interface Groups {
  /** Undefined until read for the current account. */
  list: GroupSummary[] | undefined
  loading: boolean
  error: Explained | null
}

/** See the module comment. */
export function useGroups(): Groups {
  const accountId = useApp((s) => s.accountId)
  const { account, value, loading, error } = useApp((s) => s.groups)
  useEffect(() => {
    void actions.loadGroups()
  }, [accountId])
  // Until the first read for this account begins, it is as good as loading.
  const mine = account === accountId
  return {
    list: mine ? (value ?? undefined) : undefined,
    loading: loading || !mine,
    error: mine ? error : null,
  }
}
