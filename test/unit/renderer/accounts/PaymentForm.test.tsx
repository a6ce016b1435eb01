// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { BridgeInput, ProposalResult } from '../../../../src/shared/bridge'
import { pageOn } from '../page'
import { requestItem } from '../request-item'
import { BOB, CAROL, ME, REQUEST, XIN, XIN_INFO } from '../review/summary'
import { account, FAKE_PASSPHRASE, fakeWallet, sharedAccount } from '../store/fake-bridge'
import { words } from '../../../../src/shared/i18n/words'

const proposed = (): ProposalResult => ({
  status: 'proposed',
  request: requestItem({ request_id: REQUEST, signers: [ME], threshold: 2 }),
  transaction_hash: 'a'.repeat(64),
  signed_by_me: true,
  shared_in: null,
})

/** ME's wallet following a 2-of-3 account with 10 XIN, whose core answers proposals with `propose`. */
async function paymentForm(
  propose: (input: BridgeInput<'payments.propose'>) => ProposalResult,
  language: 'en' | 'zh-CN' = 'en',
) {
  const w = fakeWallet()
  w.settings.language = language
  w.accounts = [{ ...account(false), user_id: ME }]
  w.assets.set(XIN, XIN_INFO)
  const shared = {
    ...sharedAccount([ME, BOB, CAROL], 2),
    balances: [
      { asset_id: XIN, balance: '10', locked: '0', outputs: 1, locked_outputs: 0, collectibles: 0 },
    ],
  }
  w.sharedAccounts.set(ME, [shared])
  w.answers.set('payments.propose', propose as (input: never) => ProposalResult)
  const page = await pageOn(w, async () => ({
    ...(await import('../../../../src/renderer/accounts/PaymentForm')),
    ...(await import('../../../../src/renderer/lock/ReauthDialog')),
  }))
  const { store, PaymentForm, ReauthDialog } = page
  await store.actions.boot()
  store.actions.navigate({ name: 'pay', membersHash: shared.members_hash, threshold: 2 })
  render(
    <>
      <PaymentForm membersHash={shared.members_hash} threshold={2} />
      <ReauthDialog />
    </>,
  )
  const zh = language === 'zh-CN'
  await screen.findByRole('form', { name: zh ? '新建付款' : 'New payment' })
  await screen.findByRole('option', { name: zh ? /^XIN — 可用 10$/ : /^XIN — 10 available/ })
  const proposals = () =>
    w.calls
      .filter((c) => c.method === 'payments.propose')
      .map((c) => c.input as BridgeInput<'payments.propose'>)
  return { w, store, proposals }
}

const field = (label: string) =>
  screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement

describe('the New payment form', () => {
  it('shows each field the wallet refuses beside that field, focused, and proposes nothing', async () => {
    const { w, store, proposals } = await paymentForm(() => ({
      status: 'invalid',
      errors: [
        { field: 'to', message: words('accounts.field.notAReceiver', { text: 'nobody' }) },
        { field: 'amount', message: words('accounts.field.amount', { reason: 'format' }) },
      ],
    }))
    fireEvent.change(field('To'), { target: { value: 'nobody' } })
    fireEvent.change(field('Amount'), { target: { value: 'abc' } })
    fireEvent.click(screen.getByRole('button', { name: 'Propose and sign' }))

    const amountError = await screen.findByText(
      'Enter the amount as a number, such as 1.5 (a dot before the decimals, no spaces or commas), or “max”.',
    )
    const toError = screen.getByText(
      '“nobody” is not a user id, a user or code link, or a XIN or MIX address.',
    )
    // Each refusal is read with its field, which is marked invalid; the first takes the focus.
    expect(field('Amount').getAttribute('aria-describedby')?.split(' ')).toContain(amountError.id)
    expect(field('Amount').getAttribute('aria-invalid')).toBe('true')
    expect(field('To').getAttribute('aria-describedby')?.split(' ')).toContain(toError.id)
    expect(field('Memo (optional)').getAttribute('aria-invalid')).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(field('To')))

    expect(proposals()).toHaveLength(1)
    expect(w.calls.some((c) => c.method === 'lock.reauthenticate')).toBe(false)
    expect(store.appState().reauth).toBeNull()
    expect(store.appState().route.name).toBe('pay')
    expect(store.appState().notices).toEqual([])
  })

  it('proposes what was typed, asks for the passphrase only once the fields are right, and opens the proposal in review', async () => {
    const { proposals, store } = await paymentForm((input) => {
      if (input.grant === undefined)
        throw { code: 'reauth-required', message: 'Enter your passphrase to sign.' }
      return proposed()
    })
    fireEvent.change(field('To'), { target: { value: `${CAROL}\n` } })
    fireEvent.change(field('Amount'), { target: { value: ' 1.5 ' } })
    fireEvent.change(field('Memo (optional)'), { target: { value: 'Invoice 42' } })
    fireEvent.click(screen.getByRole('button', { name: 'Propose and sign' }))

    const prompt = await screen.findByRole('dialog', { name: 'Confirm it is you' })
    expect(store.appState().reauth).toMatchObject({
      purpose: 'sign',
      what: 'Signing the payment you propose',
    })
    fireEvent.change(prompt.querySelector('input[type="password"]')!, {
      target: { value: FAKE_PASSPHRASE },
    })
    fireEvent.submit(prompt.querySelector('form')!)

    await waitFor(() => expect(store.appState().route.name).toBe('review'))
    const [first, second] = proposals()
    expect(first).toMatchObject({
      account: ME,
      asset_id: XIN,
      to: [CAROL],
      amount: '1.5',
      memo: 'Invoice 42',
    })
    expect(first!.request_id).toMatch(/^[0-9a-f-]{36}$/)
    // The retry with the grant finishes the same request, never a second one.
    expect(second).toMatchObject({ ...first, grant: expect.stringMatching(/^sign:/) })
    expect(store.appState().route).toEqual({
      name: 'review',
      source: { kind: 'request', requestId: REQUEST, proposed: { sharedIn: null } },
    })
    expect(store.appState().notices.map((n) => n.title)).toContain(
      'Proposed and signed by you: 1 of 2 signatures.',
    )
  })

  it('has one To field that takes a contact by name, an id or an address, and sends what is typed there', async () => {
    const { w, proposals } = await paymentForm(() => ({
      status: 'invalid',
      errors: [
        {
          field: 'memo',
          message: words('accounts.field.memoTooLong', { bytes: '300', max: '255' }),
        },
      ],
    }))
    const carol = {
      user_id: CAROL,
      full_name: 'Carol',
      identity_number: '7000002',
      avatar: null,
      fetched_at: 1,
    }
    w.answers.set('people.search', (() => [carol]) as (input: never) => unknown)
    expect(screen.queryByLabelText('Pay contacts')).toBeNull()
    expect(screen.getAllByRole('textbox').filter((el) => el.id === field('To').id)).toHaveLength(1)
    fireEvent.change(field('To'), { target: { value: 'car' } })
    fireEvent.click(await screen.findByRole('button', { name: 'Pick Carol' }))
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'To: chosen' }).textContent).toContain('Carol'),
    )
    expect(field('To').value).toBe('')
    const address =
      'XIN8AJMgQUD11jZYN9ggbQDqkmozrha3zPEZxEkKxVFBufZpEVMtrR6PjtmgtNAH6jrg8dTUQFb9waqqw9euU7Ea8AC6DEu9'
    fireEvent.change(field('To'), { target: { value: address } })
    expect(screen.getByText('A XIN address: it receives the payment as typed.')).toBeTruthy()
    fireEvent.change(field('Amount'), { target: { value: '1' } })
    fireEvent.click(screen.getByRole('button', { name: 'Propose and sign' }))
    await screen.findByText('The memo is 300 bytes; it must be under 256 bytes (at most 255).')
    expect(proposals()[0]!.to).toEqual([CAROL, address])
  })
})

describe('the New payment form in Simplified Chinese', () => {
  it('labels every field, says what is available and who still signs, in Chinese', async () => {
    const { proposals } = await paymentForm(proposed, 'zh-CN')
    expect(screen.getByRole('heading', { name: '新建付款' })).toBeTruthy()
    const lead = document.querySelector('.lead')!.textContent
    expect(lead).toMatch(/^付款账户：.+ · .+。您在发起时即签名；之后还需等待 1 位共管人签名。$/)
    expect(screen.getByText(/^可用 10 XIN。/).textContent).toBe(
      '可用 10 XIN。最多 8 位小数；填写“max”可支付单笔交易所能付出的全部金额。',
    )
    expect(screen.getByText('0/255 字节')).toBeTruthy()
    fireEvent.change(field('备注（可选）'), { target: { value: '三月房租' } })
    expect(screen.getByText('12/255 字节')).toBeTruthy()

    // Two people receive together: how many of them must sign is asked, in Chinese.
    fireEvent.change(field('收款人'), { target: { value: `${BOB}, ${CAROL}` } })
    await screen.findByLabelText('2 位收款人中需要几位签名才能动用这笔资金')
    fireEvent.change(field('金额'), { target: { value: '1' } })

    // Every sentence of the form is Chinese (ids and the word “max” are data).
    const text = document.querySelector('section.pay')!.textContent.replace(/“max”/g, '')
    expect(text.match(/[A-Za-z]{3,} [A-Za-z]{3,}/)).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: '发起并签名' }))
    await waitFor(() => expect(proposals()).toHaveLength(1))
    expect(proposals()[0]).toMatchObject({ to: [BOB, CAROL], amount: '1', memo: '三月房租' })
  })

  it('says each field the wallet refuses in Chinese, beside its field, with no English left', async () => {
    const { proposals } = await paymentForm(
      () => ({
        status: 'invalid',
        errors: [
          {
            field: 'to',
            message: words('accounts.field.refUnusable', {
              text: 'https://mixin.one/pay/x',
              reason: words('common.link.payParam', { name: 'foo' }),
            }),
          },
          {
            field: 'amount',
            message: words('accounts.field.atMostLocked', {
              most: '8',
              symbol: 'XIN',
              locked: '2',
            }),
          },
          {
            field: 'memo',
            message: words('accounts.field.memoTooLong', { bytes: '300', max: '255' }),
          },
        ],
      }),
      'zh-CN',
    )
    fireEvent.change(field('收款人'), { target: { value: CAROL } })
    fireEvent.change(field('金额'), { target: { value: '9' } })
    fireEvent.click(screen.getByRole('button', { name: '发起并签名' }))

    const amountError = await screen.findByText(
      '此账户可支付 8 XIN，另有 2 XIN 被待处理请求锁定。请填写不超过 8 的金额。',
    )
    expect(field('金额').getAttribute('aria-describedby')?.split(' ')).toContain(amountError.id)
    expect(field('金额').getAttribute('aria-invalid')).toBe('true')
    // A reason inside the refusal is worded in the same language.
    const toError = screen.getByText(/^“https:\/\/mixin\.one\/pay\/x”无法使用：/)
    expect(toError.textContent).toBe('“https://mixin.one/pay/x”无法使用：付款链接不带“foo”参数。')
    expect(field('收款人').getAttribute('aria-describedby')?.split(' ')).toContain(toError.id)
    expect(screen.getByText('备注为 300 字节，必须少于 256 字节（最多 255 字节）。')).toBeTruthy()
    const refusals = [...document.querySelectorAll('[data-testid="field-error"]')]
    expect(refusals).toHaveLength(3)
    for (const r of refusals) expect(r.textContent.match(/[A-Za-z]{3,} [A-Za-z]{3,}/)).toBeNull()
    expect(proposals()).toHaveLength(1)
  })
})
