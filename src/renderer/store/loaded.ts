/**
 * Reading something of the current account from the wallet's cache into the state ({@link Loaded}):
 * the newest read wins, and a copy read for another account is replaced, never shown as this one's.
 * @module
 */
import { explain } from '../base/errors'
import type { Loaded } from './types'

export const notLoaded = <T>(): Loaded<T> => ({
  account: null,
  value: null,
  loading: false,
  error: null,
})

/**
 * A reader of `fetch`'s answer for an account into the state through `patch`; `owner` says whose
 * copy the state holds now.
 */
export function latestRead<T>(
  patch: (p: Partial<Loaded<T>>) => void,
  owner: () => string | null,
  fetch: (account: string) => Promise<T>,
): (account: string) => Promise<void> {
  let generation = 0
  return async (account) => {
    const g = ++generation
    patch(
      owner() === account
        ? { loading: true }
        : { account, value: null, loading: true, error: null },
    )
    try {
      const value = await fetch(account)
      if (g === generation) patch({ account, value, loading: false, error: null })
    } catch (e) {
      if (g === generation) patch({ loading: false, error: explain(e) })
    }
  }
}
