// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { CodeResolution } from '../../../../src/shared/bridge'
import { pageOn } from '../page'
import { requestItem } from '../request-item'
import { ME, REQUEST, XIN, XIN_INFO } from '../review/summary'
import { account, fakeWallet } from '../store/fake-bridge'

async function card() {
  const w = fakeWallet()
  w.accounts = [{ ...account(false), user_id: ME }]
  w.assets.set(XIN, XIN_INFO)
  const page = await pageOn(
    w,
    async () => await import('../../../../src/renderer/open/ResolutionCard'),
  )
  await page.store.actions.boot()
  return page.ResolutionCard
}

const code = (
  state: 'initial' | 'signed',
  request_action: 'sign' | 'unlock' = 'sign',
): CodeResolution => ({
  kind: 'multisig_request',
  action: 'review-request',
  code_id: '55555555-5555-4555-8555-555555555555',
  request_id: REQUEST,
  asset_id: XIN,
  amount: '1.5',
  request_action,
  state,
})

describe('what a link resolves to', () => {
  it('does not ask to sign a request that every signature is in for', async () => {
    const ResolutionCard = await card()
    render(<ResolutionCard opened={{ kind: 'code', code: 'c', resolution: code('signed') }} />)
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'Multisig request, fully signed',
    )
  })

  it('asks to sign or unlock an open one, as its link says', async () => {
    const ResolutionCard = await card()
    const { unmount } = render(
      <ResolutionCard opened={{ kind: 'code', code: 'c', resolution: code('initial') }} />,
    )
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Multisig request to sign')
    unmount()
    render(
      <ResolutionCard
        opened={{
          kind: 'request',
          item: requestItem({ state: 'done', progress: 'sent' }),
          action: 'unlock',
        }}
      />,
    )
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Multisig request')
  })
})
