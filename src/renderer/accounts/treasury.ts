/**
 * The shared accounts as a screen gets them: the wallet's cache at once (it works offline), then
 * again after a sync with the service, which each screen starts when it opens.
 * @module
 */
import { useCallback, useEffect, useState } from 'react'
import type { SharedAccount, TreasuryList } from '../../shared/bridge'
import { call } from '../app/bridge'
import type { Explained } from '../app/errors'
import { useAction, useLoad } from '../components/hooks'
import { currentAccount, useApp } from '../store'

export interface Treasury {
  data: TreasuryList | undefined
  error: Explained | null
  loading: boolean
  /** Syncs with the service, then reads the cache again. */
  sync: () => Promise<unknown>
  syncing: boolean
  /** Why the last sync failed (what is shown is then the wallet's last copy). */
  syncError: Explained | null
  /** Reads the cache again (after a label or a threshold changed). */
  reload: () => void
}

/** See the module comment; syncs when the screen opens and when the account changes. */
export function useTreasury(): Treasury {
  const accountId = useApp((s) => s.accountId)
  const [round, setRound] = useState(0)
  const list = useLoad(`treasury:${accountId ?? ''}:${round}`, () => call('treasury.list', { account: currentAccount() }))
  const [run, syncing] = useAction(async () => {
    await call('treasury.sync', { account: currentAccount() })
    setRound((n) => n + 1)
  })
  useEffect(() => {
    void run()
  }, [run, accountId])
  const reload = useCallback(() => setRound((n) => n + 1), [])
  return { data: list.data, error: list.error, loading: list.loading, sync: run, syncing: syncing.busy, syncError: syncing.error, reload }
}

/** The shared account named by its members hash and threshold, if the list has it. */
export function findAccount(list: TreasuryList | undefined, membersHash: string, threshold: number): SharedAccount | undefined {
  return list?.accounts.find((a) => a.members_hash === membersHash && a.threshold === threshold)
}
