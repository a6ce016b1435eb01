/**
 * The people slice: who each user id is (name, identity number, avatar as a `data:` URL), as the
 * wallet's users cache holds them. Screens ask for the ids they show; asks within one tick go to
 * the wallet as one call per hundred ids, each id once. The core decides when a record is stale and
 * answers from its cache when the service is out of reach; `refreshPeople` asks it to fetch anew.
 * Searching the contacts and finding people by id or link keep whom they find here too.
 * @module
 */
import type { Person } from '../../shared/bridge'
import { BridgeFailure } from '../base/bridge-caller'
import { isOffline } from '../base/errors'
import type { PeopleActions } from './actions'
import { idBatch } from './batch'
import { currentAccountIn, type Slice, type SliceContext } from './slice'
import type { PeopleState } from './types'

/** Ids per `people.get`: the service's own limit per call. */
const PER_CALL = 100

const USER_ID = /^[0-9a-f-]{36}$/

export function peopleSlice({
  set,
  get,
  call,
  actions,
}: SliceContext<PeopleActions>): Slice<PeopleState, PeopleActions> {
  /** Asks the core who `ids` are, in batches; with `refresh`, read afresh from the service. */
  async function load(ids: readonly string[], { refresh }: { refresh: boolean }): Promise<void> {
    const account = get().accountId
    if (account === null) return
    for (let i = 0; i < ids.length; i += PER_CALL) {
      try {
        actions.peopleLoaded(
          await call('people.get', {
            account,
            user_ids: ids.slice(i, i + PER_CALL),
            ...(refresh ? { refresh } : {}),
          }),
        )
      } catch {
        // Ids still read in their short form; a later screen asks again.
      }
    }
  }
  const batch = idBatch(
    (id) => id in get().people,
    (ids) => load(ids, { refresh: false }),
  )

  return {
    initial: { people: {} },
    actions: {
      needPeople: batch.need,

      async refreshPeople(userIds) {
        await load([...new Set(userIds)], { refresh: true })
      },

      peopleLoaded(people: readonly Person[]) {
        if (people.length === 0) return
        set((s) => ({
          people: { ...s.people, ...Object.fromEntries(people.map((p) => [p.user_id, p])) },
        }))
      },

      async searchPeople(query, limit) {
        const found = await call('people.search', { account: currentAccountIn(get), query, limit })
        actions.peopleLoaded(found)
        return found
      },

      async lookupPerson(ref) {
        const p = await call('people.lookup', { account: currentAccountIn(get), ref })
        actions.peopleLoaded([p])
        return p
      },

      async findPeople(refs) {
        const found: Array<{ userId: string; person: Person | null }> = []
        let failure: unknown = null
        for (const ref of refs) {
          try {
            const person = await actions.lookupPerson(ref)
            found.push({ userId: person.user_id, person })
          } catch (e) {
            // Out of reach, a pasted id is still taken as it is: the service checks it when it is used.
            if (e instanceof BridgeFailure && isOffline(e) && USER_ID.test(ref))
              found.push({ userId: ref, person: null })
            else failure ??= e
          }
        }
        return { found, failure }
      },
    },
    dispose: batch.dispose,
  }
}
