/**
 * The open slice: what a text pasted, dropped or met in a message stands for, and opening it. A link
 * is read strictly by the one link reader (src/shared/links) and opens what it names: a request, a
 * code, a person, or a payment to fill in; a malformed link is refused with the reader's reason. A
 * bare UUID may be a code, a request, a person or a group: each is asked in turn until one is known.
 * A transaction hash is a request's. Nothing here signs, unlocks, joins or pays: a request opens in
 * review, anything else in Open anything, where the user picks what to do.
 * @module
 */
import { ANY_CASE_UUID_PATTERN } from '../../shared/api/uuid'
import { looksLikeLink, readLink } from '../../shared/links'
import { BridgeFailure } from '../base/bridge-caller'
import { isOffline } from '../base/errors'
import type { NavigationActions, OpenActions, PeopleActions } from './actions'
import { currentAccountIn, type Slice, type SliceContext } from './slice'
import type { Opened } from './types'

const HASH = /^[0-9a-f]{64}$/i

/** Failures that mean "not this kind of thing", so the next kind is asked. */
const NOT_IT = new Set([
  'not-found',
  'invalid-code',
  'wrong-code-kind',
  'request-not-found',
  'user-not-found',
  'conversation-not-found',
  'forbidden',
])

/** `ask`'s answer, or undefined when the service does not know the id as that kind. */
async function unlessUnknown<T>(ask: () => Promise<T>): Promise<T | undefined> {
  try {
    return await ask()
  } catch (e) {
    if (e instanceof BridgeFailure && NOT_IT.has(e.code)) return undefined
    throw e
  }
}

export function openSlice({
  get,
  call,
  actions,
}: SliceContext<OpenActions & PeopleActions & NavigationActions>): Slice<object, OpenActions> {
  const person = async (ref: string): Promise<Opened> => ({
    kind: 'person',
    person: await actions.lookupPerson(ref),
  })

  /**
   * A bare id: a code, a request, a person or a group, whichever the service (or the cache, for a
   * request or a group) knows. Out of reach, codes cannot be asked, but a request or a group saved on
   * this computer still opens (marked as the saved copy); only when none is saved does the failure show.
   */
  async function byId(account: string, id: string): Promise<Opened> {
    let offline: BridgeFailure | null = null
    /** Asks, and on an offline failure remembers it and goes on to the next kind. */
    const ask = async <T>(fn: () => Promise<T>): Promise<T | undefined> => {
      try {
        return await unlessUnknown(fn)
      } catch (e) {
        if (e instanceof BridgeFailure && isOffline(e)) {
          offline ??= e
          return undefined
        }
        throw e
      }
    }
    const code = await ask(() => call('codes.resolve', { account, code: id }))
    if (code) return { kind: 'code', code: id, resolution: code }
    const item = await ask(() => call('requests.open', { account, ref: id }))
    if (item) return { kind: 'request', item }
    const someone = await ask(() => person(id))
    if (someone) return someone
    const group = await ask(() => call('groups.open', { account, conversation_id: id }))
    if (group) return { kind: 'group', group }
    if (offline) throw offline
    throw new BridgeFailure('not-found', { id: 'errors.nothingWithId' })
  }

  /**
   * A code link, as the official clients share a request: a multisig request's code opens its review
   * at once, as a request link does. Any other code (a group to join, a person, a payment) is shown
   * in Open anything, and so is one the service cannot resolve now: that screen asks again and says why.
   */
  async function openCode(url: string, codeId: string): Promise<void> {
    try {
      const r = await call('codes.resolve', { account: currentAccountIn(get), code: codeId })
      if (r.kind === 'multisig_request') {
        actions.navigate({
          name: 'review',
          source: { kind: 'request', requestId: r.request_id, action: r.request_action },
        })
        return
      }
    } catch {
      // Open anything shows the failure in its own words.
    }
    actions.navigate({ name: 'open', text: url })
  }

  return {
    initial: {},
    actions: {
      async resolveText(text) {
        const account = currentAccountIn(get)
        const t = text.trim()
        if (looksLikeLink(t)) {
          const r = readLink(t)
          if (!r.ok)
            throw new BridgeFailure('invalid-code', {
              id: 'errors.linkCannotOpen',
              values: { reason: r.reason },
            })
          const link = r.link
          switch (link.kind) {
            case 'request':
              return {
                kind: 'request',
                item: await call('requests.open', { account, ref: link.requestId }),
                ...(link.action ? { action: link.action } : {}),
              }
            case 'code':
              return {
                kind: 'code',
                code: link.codeId,
                resolution: await call('codes.resolve', { account, code: link.codeId }),
              }
            case 'user':
              return person(link.userId)
            case 'pay':
              return { kind: 'pay', link }
          }
        }
        if (ANY_CASE_UUID_PATTERN.test(t)) return byId(account, t.toLowerCase())
        if (HASH.test(t))
          return { kind: 'request', item: await call('requests.open', { account, ref: t }) }
        // Neither link, id nor hash: the codes service says why in its own words.
        return {
          kind: 'code',
          code: t,
          resolution: await call('codes.resolve', { account, code: t }),
        }
      },

      async openRequest(ref, action) {
        const item = await call('requests.open', { account: currentAccountIn(get), ref })
        actions.navigate({
          name: 'review',
          source: { kind: 'request', requestId: item.request_id, ...(action ? { action } : {}) },
        })
      },

      openLink(url) {
        const r = readLink(url)
        if (!r.ok) return false
        const link = r.link
        if (link.kind === 'request')
          actions.navigate({
            name: 'review',
            source: {
              kind: 'request',
              requestId: link.requestId,
              ...(link.action ? { action: link.action } : {}),
            },
          })
        else if (link.kind === 'code') void openCode(url, link.codeId)
        else actions.navigate({ name: 'open', text: url })
        return true
      },
    },
  }
}
