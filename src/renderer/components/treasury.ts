/**
 * The shared accounts as a screen gets them: the store's copy, read from the wallet's cache at once
 * (it works offline), then again after a sync with the service, which each screen starts when it
 * opens (../store/treasury).
 * @module
 */
import { useEffect } from 'react'
import type { SharedAccount, TreasuryList } from '../../shared/bridge'
import type { Explained } from '../base/errors'
import { actions, useApp } from '../store'

export interface Treasury {
  /** Undefined until read for the current account. */
  data: TreasuryList | undefined
  error: Explained | null
  loading: boolean
  /** Syncs with the service, then reads the cache again. */
  sync: () => Promise<void>
  syncing: boolean
  /** Why the last sync failed (what is shown is then the wallet's last copy). */
  syncError: Explained | null
}

/** See the module comment; syncs when the screen opens and when the account changes. */
export function useTreasury(): Treasury {
  const accountId = useApp((s) => s.accountId)
  const { account, value, loading, error, syncing, syncError } = useApp((s) => s.treasury)
  useEffect(() => {
    void actions.loadTreasury().then(() => actions.syncTreasury())
  }, [accountId])
  const mine = account === accountId
  return {
    data: mine ? (value ?? undefined) : undefined,
    error: mine ? error : null,
    loading,
    sync: actions.syncTreasury,
    syncing,
    syncError: mine ? syncError : null,
  }
}

/** The shared account named by its members hash and threshold, if the list has it. */
export function findAccount(
  list: TreasuryList | undefined,
  membersHash: string,
  threshold: number,
): SharedAccount | undefined {
  return list?.accounts.find((a) => a.members_hash === membersHash && a.threshold === threshold)
}

/**
 * The shared account a screen is about (by its members' hash and threshold), the treasury it is read
 * from, and which account the wallet is: what every screen of one shared account starts from.
 */
export function useSharedAccount(
  membersHash: string,
  threshold: number,
): { me: string | null; treasury: Treasury; account: SharedAccount | undefined } {
  const me = useApp((s) => s.accountId)
  const treasury = useTreasury()
  return { me, treasury, account: findAccount(treasury.data, membersHash, threshold) }
}

/** What names a shared account on a screen's route: its members' hash and its threshold. */
export interface SharedAccountRef {
  readonly membersHash: string
  readonly threshold: number
}
