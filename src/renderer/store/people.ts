/**
 * The people slice: who each user id is (name, identity number, avatar as a `data:` URL), as the
 * wallet's users cache holds them. Screens ask for the ids they show; asks within one tick go to
 * the wallet as one call per hundred ids, each id once; when the service is unreachable the cache
 * answers alone. The wallet decides when a record is stale; `refreshPeople` asks it to fetch anew.
 * @module
 */
import type { Person } from '../../shared/bridge'
import type { PeopleActions } from './actions'
import type { Slice, SliceContext } from './slice'
import type { PeopleState } from './types'

/** Ids per `people.get`: the service's own limit per call. */
const PER_CALL = 100

export function peopleSlice({ set, get, call, actions }: SliceContext<PeopleActions>): Slice<PeopleState, PeopleActions> {
  const asked = new Set<string>()
  let batch: string[] = []
  let timer: ReturnType<typeof setTimeout> | undefined

  async function load(account: string, ids: string[], refresh: boolean): Promise<void> {
    try {
      actions.peopleLoaded(await call('people.get', { account, user_ids: ids, ...(refresh ? { refresh } : {}) }))
    } catch {
      try {
        actions.peopleLoaded(await call('people.get', { account, user_ids: ids, offline: true }))
      } catch {
        // Ids still read in their short form; a later screen asks again.
      }
    }
  }

  async function flush(): Promise<void> {
    timer = undefined
    const ids = batch
    batch = []
    const account = get().accountId
    try {
      if (account !== null) for (let i = 0; i < ids.length; i += PER_CALL) await load(account, ids.slice(i, i + PER_CALL), false)
    } finally {
      for (const id of ids) if (!(id in get().people)) asked.delete(id)
    }
  }

  return {
    initial: { people: {} },
    actions: {
      needPeople(userIds) {
        const known = get().people
        for (const id of userIds) {
          if (id in known || asked.has(id)) continue
          asked.add(id)
          batch.push(id)
        }
        if (batch.length > 0 && timer === undefined) timer = setTimeout(() => void flush(), 0)
      },

      async refreshPeople(userIds) {
        const account = get().accountId
        const ids = [...new Set(userIds)]
        if (account === null) return
        for (let i = 0; i < ids.length; i += PER_CALL) await load(account, ids.slice(i, i + PER_CALL), true)
      },

      peopleLoaded(people: readonly Person[]) {
        if (people.length === 0) return
        set((s) => ({ people: { ...s.people, ...Object.fromEntries(people.map((p) => [p.user_id, p])) } }))
      },
    },
    dispose() {
      if (timer !== undefined) clearTimeout(timer)
      timer = undefined
    },
  }
}
