// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { BridgeInput, GroupDetail } from '../../../../src/shared/bridge'
import { pageOn } from '../page'
import { BOB, CAROL, ME } from '../review/summary'
import { account, fakeWallet, group } from '../store/fake-bridge'

describe('a group’s members', () => {
  it('names the person just added in the notice, not by id', async () => {
    const w = fakeWallet()
    w.accounts = [{ ...account(false), user_id: ME }]
    w.people.set(CAROL, {
      user_id: CAROL,
      full_name: 'Carol',
      identity_number: '7000002',
      avatar: null,
      fetched_at: 1,
    })
    const g: GroupDetail = {
      ...group('Treasury', [ME, BOB]),
      my_role: 'OWNER',
      participants: [ME, BOB].map((user_id, i) => ({
        user_id,
        role: i === 0 ? 'OWNER' : '',
        created_at: '2026-01-01T00:00:00Z',
      })),
    }
    w.groups.push(g)
    w.answers.set('people.search', (() => [w.people.get(CAROL)!]) as (input: never) => unknown)
    w.answers.set('groups.addMembers', ((i: BridgeInput<'groups.addMembers'>) => ({
      ...g,
      participants: [
        ...g.participants,
        ...i.user_ids.map((user_id) => ({ user_id, role: '', created_at: '2026-01-02T00:00:00Z' })),
      ],
    })) as (input: never) => unknown)
    const page = await pageOn(
      w,
      async () => await import('../../../../src/renderer/groups/GroupMembers'),
    )
    await page.store.actions.boot()
    await page.store.actions.showGroup(g.conversation_id)
    render(<page.GroupMembers group={page.store.appState().group.value!} />)
    fireEvent.change(screen.getByLabelText('Add members'), { target: { value: 'car' } })
    fireEvent.click(await screen.findByRole('button', { name: 'Pick Carol' }))
    fireEvent.click(screen.getByRole('button', { name: 'Add' }))
    await waitFor(() =>
      expect(page.store.appState().notices.map((n) => n.title)).toContain('Added Carol.'),
    )
  })
})
