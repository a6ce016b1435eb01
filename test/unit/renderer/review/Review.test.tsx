// @vitest-environment happy-dom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  REVIEW_CHECKS,
  type BridgeInput,
  type ReviewCheck,
  type ReviewResult,
  type SignResult,
} from '../../../../src/shared/bridge'
import { words, type Words } from '../../../../src/shared/i18n/words'
import { pageOn } from '../page'
import { requestItem } from '../request-item'
import { account, FAKE_PASSPHRASE, fakeWallet, lockStatus, settle } from '../store/fake-bridge'
import { BOB, CAROL, DIGEST, ME, REQUEST, reviewed, XIN_INFO } from './summary'

/** A wallet whose account is ME, knowing Bob, Carol and XIN, whose core reviews the request as `review` says. */
function wallet(review: () => ReviewResult) {
  const w = fakeWallet()
  w.accounts = [{ ...account(false), user_id: ME }]
  w.people.set(BOB, {
    user_id: BOB,
    full_name: 'Bob',
    identity_number: '7000001',
    avatar: null,
    fetched_at: 1,
  })
  w.people.set(CAROL, {
    user_id: CAROL,
    full_name: 'Carol',
    identity_number: '7000002',
    avatar: null,
    fetched_at: 1,
  })
  w.assets.set(XIN_INFO.asset_id, XIN_INFO)
  w.answers.set('requests.review', review)
  return w
}

/** The review screen (and the passphrase prompt) on `w`, booted. */
async function reviewScreen(w: ReturnType<typeof fakeWallet>) {
  const page = await pageOn(w, async () => ({
    ...(await import('../../../../src/renderer/review/Review')),
    ...(await import('../../../../src/renderer/lock/ReauthDialog')),
  }))
  await page.store.actions.boot()
  const { Review, ReauthDialog } = page
  render(
    <>
      <Review source={{ kind: 'request', requestId: REQUEST }} />
      <ReauthDialog />
    </>,
  )
  return page.store
}

describe('the review screen', () => {
  it('shows the amount with its asset’s symbol, the receiver by name and the memo', async () => {
    await reviewScreen(wallet(() => reviewed()))
    const headline = await screen.findByText('1.5', { selector: '.asset-amount-large .amount' })
    expect(headline.parentElement?.textContent).toContain('1.5 XIN')
    const receivers = await screen.findByRole('list', { name: 'Receiver members' })
    await waitFor(() => expect(within(receivers).getByText('Carol')).toBeTruthy())
    expect(screen.getByText('Invoice 42')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign request')
  })

  it('shows a refused request’s mismatches in words, and nothing to sign', async () => {
    await reviewScreen(
      wallet(() => ({
        status: 'refused',
        request_id: REQUEST,
        reasons: [
          { kind: 'outputs', detail: words('review.check.withdrawalDiffers', { output: 0 }) },
          {
            kind: 'proofs',
            detail: words('review.check.proof.amount', { input: 0, service: '20', proven: '2' }),
          },
        ],
      })),
    )
    await screen.findByRole('heading', { level: 1, name: 'Do not sign this request' })
    const items = within(screen.getByRole('list', { name: 'Mismatches' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent)
    expect(items).toEqual([
      'Receivers: output 0: the withdrawal address or tag differs from the JSON',
      'Proof of the funds spent: input 0: the service says the output it spends holds 20, the transaction that created it says 2',
    ])
    expect(screen.queryByRole('button', { name: /^Sign/ })).toBeNull()
  })

  it('signs only after the confirmation and the passphrase, sending the digest the user saw, and shows the review the core answered', async () => {
    const w = wallet(() => reviewed())
    const signed: SignResult = {
      request: requestItem({ request_id: REQUEST, state: 'waiting', signers: [ME], threshold: 2 }),
      transaction_hash: 'a'.repeat(64),
      review: reviewed({
        signed_count: 1,
        i_have_signed: true,
        can_sign: false,
        senders: [{ user_id: ME, signed: true, is_me: true }],
      }),
    }
    w.answers.set('requests.sign', () => signed)
    const store = await reviewScreen(w)
    fireEvent.click(await screen.findByRole('button', { name: 'Sign…' }))
    const dialog = await screen.findByRole('dialog', { name: 'Sign this request?' })
    expect(within(dialog).getByText('1.5 XIN to Carol')).toBeTruthy()
    // The memo the checkbox asks about is in the confirmation too.
    expect(within(dialog).getByTestId('confirm-memo').textContent).toBe('Memo: “Invoice 42”')
    const confirm = within(dialog).getByRole('button', { name: 'Sign' }) as HTMLButtonElement
    expect(confirm.disabled).toBe(true)
    fireEvent.click(within(dialog).getByRole('checkbox'))
    expect(confirm.disabled).toBe(false)
    fireEvent.click(confirm)

    // Outside the re-auth window the passphrase comes first; nothing is signed before it.
    const prompt = await screen.findByRole('dialog', { name: 'Confirm it is you' })
    expect(store.appState().reauth).toMatchObject({ purpose: 'sign', what: 'Signing this request' })
    expect(w.calls.some((c) => c.method === 'requests.sign')).toBe(false)
    fireEvent.change(within(prompt).getByLabelText('Wallet passphrase'), {
      target: { value: FAKE_PASSPHRASE },
    })
    fireEvent.click(within(prompt).getByRole('button', { name: 'Confirm' }))

    await waitFor(() => expect(w.calls.filter((c) => c.method === 'requests.sign')).toHaveLength(1))
    const input = w.calls.find((c) => c.method === 'requests.sign')!
      .input as BridgeInput<'requests.sign'>
    expect(input).toMatchObject({
      account: ME,
      request_id: REQUEST,
      summary_digest: DIGEST,
      confirmed: true,
    })
    expect(input.grant).toMatch(/^sign:44444444/)
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Sign this request?' })).toBeNull(),
    )
    expect(screen.getByText('Your signature is already on it.')).toBeTruthy()
    expect(store.appState().notices.map((n) => n.title)).toContain(
      'Signed. 1 of 2 signatures so far.',
    )
    // Shown as the core answered it: not reviewed again after the signature.
    expect(w.calls.filter((c) => c.method === 'requests.review')).toHaveLength(2)
  })

  it('says in the unlock confirmation what the request pays, and that all it locks, change included, comes back', async () => {
    await reviewScreen(wallet(() => reviewed()))
    fireEvent.click(await screen.findByRole('button', { name: 'Unlock (revoke)…' }))
    const dialog = await screen.findByRole('dialog', { name: 'Unlock (revoke) this request?' })
    await waitFor(() =>
      expect(dialog.textContent).toContain(
        'nothing is paid: not the 1.5 XIN to Carol it asks for.',
      ),
    )
    expect(dialog.textContent).toContain(
      'All 2 XIN it locks is available again for a new request: what it would pay and the 0.5 XIN of change.',
    )
  })

  it('titles the review by what can be done with it, and gives an unlocked request its own style', async () => {
    await reviewScreen(
      wallet(() =>
        reviewed({ progress: 'unlocked', revoked_by: BOB, can_sign: false, can_unlock: false }),
      ),
    )
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Unlocked request'),
    )
    const pill = screen.getByTestId('state-pill')
    expect(pill.textContent).toBe('Unlocked (revoked)')
    expect(pill.className).toContain('state-pill-unlocked')
    await reviewScreen(
      wallet(() => reviewed({ signed_count: 1, i_have_signed: true, can_sign: false })),
    )
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Request you signed'),
    )
    expect(screen.getByTestId('state-pill').className).toContain('state-pill-open')
    await reviewScreen(
      wallet(() =>
        reviewed({ progress: 'sent', signed_count: 2, can_sign: false, can_unlock: false }),
      ),
    )
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Payment request'),
    )
  })

  it('puts the focus on the review’s heading when it opens, and back on the button that opened a dialog when it closes', async () => {
    await reviewScreen(wallet(() => reviewed()))
    const heading = await screen.findByRole('heading', { level: 1, name: 'Sign request' })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    const opener = screen.getByRole('button', { name: 'Sign…' })
    opener.focus()
    fireEvent.click(opener)
    const dialog = await screen.findByRole('dialog', { name: 'Sign this request?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Sign this request?' })).toBeNull(),
    )
    expect(document.activeElement).toBe(opener)
  })

  it('shows the lock screen at once when the wallet refuses the review as locked', async () => {
    const w = wallet(() => reviewed())
    const page = await pageOn(w, () => import('../../../../src/renderer/app/App'))
    render(<page.App />)
    await screen.findByRole('heading', { level: 1, name: 'Requests' })
    // The wallet locks (idle) between two polls; the screen the user opens is the first to hear of it.
    w.lock = lockStatus('locked', { accounts: 1 })
    w.failing.set('requests.review', { code: 'locked', message: 'The wallet is locked.' })
    act(() =>
      page.store.actions.navigate({
        name: 'review',
        source: { kind: 'request', requestId: REQUEST },
      }),
    )
    await act(settle)
    expect(page.store.appState().lock?.state).toBe('locked')
    expect(screen.getByLabelText('Wallet passphrase')).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Sign request' })).toBeNull()
  })
})

/** Text that reads as an English sentence: two English words in a row. */
const ENGLISH = /[A-Za-z]{3,} [A-Za-z]{3,}/

describe('the review screen in Simplified Chinese', () => {
  function chinese(review: () => ReviewResult) {
    const w = wallet(review)
    w.settings.language = 'zh-CN'
    return w
  }

  it('says who receives what, how much, and that a receiver signs it, with no English sentence left', async () => {
    await reviewScreen(chinese(() => reviewed()))
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('待您签名的请求'),
    )
    expect(screen.getByTestId('state-pill').textContent).toBe('待您签名')
    const receivers = await screen.findByRole('list', { name: '收款人名单' })
    await waitFor(() => expect(within(receivers).getByText('Carol')).toBeTruthy())
    expect(screen.getByTestId('output-external').textContent).toContain('1.5 XIN 付给 1 位收款人')
    await waitFor(() =>
      expect(screen.getByTestId('pays-signer').textContent).toBe(
        '收款人 Carol 是此请求的签名人之一。',
      ),
    )
    // The avatar's initial stands before the name.
    expect(screen.getByTestId('request-proposer').textContent).toMatch(/^发起人：B?Bob$/)
    expect(screen.getByText('找零：0.5 XIN 退回付款账户')).toBeTruthy()
    expect(screen.getByTestId('proof-note').textContent).toContain('已验证：')
    const text = screen.getByRole('region', { name: /请求/ }).textContent ?? ''
    expect(text).toContain('Invoice 42')
    expect(text.match(ENGLISH)).toBeNull()
  })

  it('words the sign and unlock confirmations: what signing approves, and what unlocking cancels', async () => {
    await reviewScreen(chinese(() => reviewed()))
    fireEvent.click(await screen.findByRole('button', { name: '签名…' }))
    const sign = await screen.findByRole('dialog', { name: '确认对此请求签名？' })
    await waitFor(() => expect(within(sign).getByText('1.5 XIN 付给 Carol')).toBeTruthy())
    expect(within(sign).getByTestId('confirm-memo').textContent).toBe('备注：“Invoice 42”')
    expect(sign.textContent).toContain('签名后将有 1 个签名（共需 2 个）。')
    expect(within(sign).getByRole('checkbox', { name: '我已核对金额、收款人和备注' })).toBeTruthy()
    fireEvent.click(within(sign).getByRole('button', { name: /取消|Cancel/ }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    fireEvent.click(screen.getByRole('button', { name: '撤销…' }))
    const unlock = await screen.findByRole('dialog', { name: '确认撤销此请求？' })
    await waitFor(() =>
      expect(unlock.textContent).toContain(
        '撤销将为所有人取消此请求：任何人都无法再对其签名，并且不会付出任何款项：它请求的“1.5 XIN 付给 Carol”不会执行。它锁定的全部 2 XIN 将重新可用于新的请求：包括原本要付出的金额和 0.5 XIN 找零。',
      ),
    )
    expect(within(unlock).getByRole('button', { name: '撤销请求' })).toBeTruthy()
  })

  it('names every mismatch of a refused request in Chinese, with the core’s detail after it', async () => {
    const found: Record<ReviewCheck, Words> = {
      transaction: words('review.check.otherTransaction'),
      'asset-and-memo': words('review.check.memoDiffers'),
      senders: words('review.check.sendersRepeat'),
      outputs: words('review.check.withdrawalDiffers', { output: 0 }),
      inputs: words('review.check.otherAsset', { input: 1 }),
      proofs: words('review.check.proof.noScript', { input: 0 }),
      signatures: words('review.check.invalidSignature', { input: 0, index: 2 }),
    }
    const reasons = REVIEW_CHECKS.map((kind) => ({ kind, detail: found[kind] }))
    await reviewScreen(
      chinese(() => ({ status: 'refused', request_id: REQUEST, reasons: [...reasons] })),
    )
    await screen.findByRole('heading', { level: 1, name: '请勿对此请求签名' })
    const items = within(screen.getByRole('list', { name: '不一致之处' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent)
    expect(items).toEqual([
      '交易：同一请求 ID 下出现了另一笔交易',
      '资产与备注：JSON 中的备注（extra）与原始交易不一致',
      '付款方共管人：付款方共管人列表中有重复的成员',
      '收款人：交易输出 0：提现地址或标签与 JSON 不一致',
      '花费的资金：交易输入 1 花费的是另一种资产的交易输出',
      '所花费资金的证明：交易输入 0 花费的交易输出没有签名阈值脚本',
      '签名：交易输入 0 在密钥序号 2 处的签名无效',
    ])
  })
})
