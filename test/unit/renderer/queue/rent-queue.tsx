import { render, screen, waitFor } from '@testing-library/react'
import { expect } from 'vitest'
import type { BridgeInput, QueueSearchPage, QueueState } from '../../../../src/shared/bridge'
import type { Language } from '../../../../src/shared/i18n/locales'
import { pageOn } from '../page'
import { requestItem } from '../request-item'
import { ME, XIN_INFO } from '../review/summary'
import { account, fakeWallet } from '../store/fake-bridge'

export const requestId = (n: number) => `44444444-4444-4444-8444-${String(n).padStart(12, '0')}`

/**
 * ME's queue on screen: two requests need a signature; the one paying "March rent" is done, and the
 * core's search finds it by "rent", in the done list only.
 */
export async function rentQueue({
  language = 'en',
  registered = false,
}: { language?: Language; registered?: boolean } = {}) {
  const w = fakeWallet()
  w.settings = { ...w.settings, language }
  w.accounts = [{ ...account(registered), user_id: ME }]
  w.assets.set(XIN_INFO.asset_id, XIN_INFO)
  const rent = requestItem({
    request_id: requestId(3),
    state: 'done',
    memo: 'March rent',
    updated_at: Date.UTC(2024, 2, 5),
  })
  w.requests.set(ME, [
    requestItem({ request_id: requestId(1) }),
    requestItem({ request_id: requestId(2) }),
    rent,
  ])
  w.answers.set('requests.search', ((input: BridgeInput<'requests.search'>): QueueSearchPage => {
    const hit = input.query.toLowerCase() === 'rent'
    const counts: Record<QueueState, number> = {
      'needs-signature': 0,
      waiting: 0,
      sending: 0,
      done: hit ? 1 : 0,
      unlocked: 0,
    }
    const inStates = hit && (input.state ?? ['done']).includes('done')
    return {
      query: input.query,
      items: inStates
        ? [{ ...rent, matched: [{ field: 'memo', text: 'March rent', user_id: null }] }]
        : [],
      counts,
      total: hit ? 1 : 0,
    }
  }) as (input: never) => unknown)
  const page = await pageOn(w, async () => await import('../../../../src/renderer/queue/Queue'))
  await page.store.actions.boot()
  const view = render(<page.Queue />)
  await waitFor(() => expect(screen.getAllByTestId('queue-row')).toHaveLength(2))
  return { w, store: page.store, view, Queue: page.Queue }
}
