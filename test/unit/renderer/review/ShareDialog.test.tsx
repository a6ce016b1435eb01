// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { BridgeInput } from '../../../../src/shared/bridge'
import { pageOn } from '../page'
import { account, fakeWallet, group } from '../store/fake-bridge'
import { BOB, CAROL, ME, REQUEST, summary, XIN_INFO } from './summary'

describe('Share to a group', () => {
  it('chooses the only group there is, and shares there on Share', async () => {
    const w = fakeWallet()
    w.accounts = [{ ...account(false), user_id: ME }]
    w.assets.set(XIN_INFO.asset_id, XIN_INFO)
    const g = group('Treasury', [ME, BOB, CAROL])
    w.groups.push(g)
    const page = await pageOn(
      w,
      async () => await import('../../../../src/renderer/review/ShareDialog'),
    )
    await page.store.actions.boot()
    render(<page.ShareDialog summary={summary()} onClose={() => {}} />)
    const only = (await screen.findByRole('radio', { name: /Treasury/ })) as HTMLInputElement
    expect(only.checked).toBe(true)
    const share = screen.getByRole('button', { name: 'Share' }) as HTMLButtonElement
    expect(share.disabled).toBe(false)
    fireEvent.click(share)
    await waitFor(() =>
      expect(w.calls.some((c) => c.method === 'messages.shareRequest')).toBe(true),
    )
    const input = w.calls.find((c) => c.method === 'messages.shareRequest')!
      .input as BridgeInput<'messages.shareRequest'>
    expect(input).toMatchObject({ conversation_id: g.conversation_id, request_id: REQUEST })
    // Said once, not by the dialog and the store both.
    await waitFor(() =>
      expect(page.store.appState().notices.map((n) => n.title)).toEqual(['Shared in Treasury.']),
    )
  })
})
