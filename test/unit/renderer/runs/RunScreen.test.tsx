// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { BridgeInput, RunReview, RunSignResult } from '../../../../src/shared/bridge'
import type { Language } from '../../../../src/shared/i18n/locales'
import { words } from '../../../../src/shared/i18n/words'
import { pageOn } from '../page'
import { account, FAKE_PASSPHRASE, fakeWallet } from '../store/fake-bridge'
import {
  BOB,
  CAROL,
  ME,
  payrollRun,
  RUN,
  RUN_DIGEST,
  reviewed,
  USDT_REQUEST,
  XIN_REQUEST,
} from './run'

/** ME's wallet, whose core reviews the run with `review` (each call answering the next) and signs it with `sign`. */
async function runScreen(
  reviews: RunReview[],
  sign?: (input: BridgeInput<'runs.sign'>) => RunSignResult,
  language: Language = 'en',
) {
  const w = fakeWallet()
  w.settings.language = language
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
  w.answers.set('runs.get', () => payrollRun(4))
  let n = 0
  w.answers.set('runs.review', () => reviews[Math.min(n++, reviews.length - 1)])
  if (sign) w.answers.set('runs.sign', sign as (input: never) => RunSignResult)
  w.answers.set('runs.export', () => ({ file_name: 'Payroll-November.csv', text: 'row,payee\n' }))
  const { store, RunScreen, ReauthDialog } = await pageOn(w, async () => ({
    ...(await import('../../../../src/renderer/runs/RunScreen')),
    ...(await import('../../../../src/renderer/lock/ReauthDialog')),
  }))
  await store.actions.boot()
  store.actions.navigate({ name: 'run', runId: RUN })
  render(
    <>
      <RunScreen runId={RUN} />
      <ReauthDialog />
    </>,
  )
  const calls = <M extends 'runs.sign' | 'runs.review' | 'runs.export'>(m: M) =>
    w.calls.filter((c) => c.method === m).map((c) => c.input as BridgeInput<M>)
  return { w, store, calls }
}

describe('a run’s review', () => {
  it('shows the run as one thing and signs every request after one confirmation and one passphrase; then each row reads Paid with its transaction', async () => {
    const open = reviewed(payrollRun(4))
    const paid = reviewed(payrollRun(4, 'paid'), { signed: true })
    const { calls, store } = await runScreen([open, open], (input) => {
      if (input.grant === undefined)
        throw { code: 'reauth-required', message: 'Enter your passphrase to sign.' }
      return { signed: [XIN_REQUEST, USDT_REQUEST], review: paid }
    })

    await screen.findByText(
      'Pays 4 payees 1 XIN and 205 USDT from the 2-of-3 account of you, Bob and Carol, in 2 requests with the memo “Payroll 2026-11”.',
    )
    expect(screen.getByTestId('run-state').textContent).toBe('Waiting for signatures')
    await waitFor(() =>
      expect(screen.getByText('Proposed by').nextElementSibling!.textContent).toContain('Bob'),
    )
    const rows = within(screen.getByRole('table', { name: 'Payees' })).getAllByTestId('run-row')
    expect(
      rows.map((r) => [
        r.querySelector('th')!.textContent,
        r.querySelectorAll('td')[1]!.textContent,
      ]),
    ).toEqual([
      ['Payee 00137160854', '0.5 XIN'],
      ['Payee 002', '0.5 XIN'],
      ['Payee 003', '102 USDT'],
      ['Payee 004', '103 USDT'],
    ])
    // The proposer's note is shown as their word, never as something proven.
    expect(screen.getByText('Salary, November').getAttribute('title')).toBe(
      'The proposer’s note: their word, not proven. Salary, November',
    )
    expect(screen.getByTestId('run-flags').textContent).toContain(
      '3 payees this account never paid; 2 payees not in your contacts',
    )
    expect(
      within(screen.getByRole('table', { name: 'Totals per asset' }))
        .getAllByTestId('run-total')
        .map((r) => r.querySelectorAll('td')[2]!.textContent),
    ).toEqual(['1 XIN', '205 USDT'])

    fireEvent.click(screen.getByRole('button', { name: 'Sign the run (2 requests)…' }))
    const confirm = await screen.findByRole('dialog', { name: 'Sign this run?' })
    expect(confirm.textContent).toContain('Pays 4 payees')
    const signButton = within(confirm).getByRole('button', {
      name: 'Sign 2 requests',
    }) as HTMLButtonElement
    expect(signButton.disabled).toBe(true)
    fireEvent.click(
      within(confirm).getByRole('checkbox', {
        name: 'I checked the payees, the amounts and the memo',
      }),
    )
    fireEvent.click(signButton)
    const prompt = await screen.findByRole('dialog', { name: 'Confirm it is you' })
    expect(store.appState().reauth).toMatchObject({
      purpose: 'sign',
      what: 'Signing every request of this run',
    })
    fireEvent.change(prompt.querySelector('input[type="password"]')!, {
      target: { value: FAKE_PASSPHRASE },
    })
    fireEvent.submit(prompt.querySelector('form')!)

    await waitFor(() => expect(screen.getByTestId('run-state').textContent).toBe('Paid'))
    // One confirmation, one passphrase (outside the re-auth window), one call for the whole run, the digest confirmed.
    expect(calls('runs.sign')).toEqual([
      {
        account: ME,
        run_id: RUN,
        run_digest: RUN_DIGEST,
        confirmed: true,
        grant: expect.stringMatching(/^sign:run:/),
      },
    ])
    const after = within(screen.getByRole('table', { name: 'Payees' })).getAllByTestId('run-row')
    expect(after.map((r) => r.querySelector('[data-testid="row-state"]')!.textContent)).toEqual([
      'Paid',
      'Paid',
      'Paid',
      'Paid',
    ])
    expect(after[0]!.querySelector('code')!.getAttribute('title')).toBe('a'.repeat(64))
    expect(screen.queryByRole('button', { name: /^Sign the run/ })).toBeNull()
    expect(screen.getByTestId('run-sign-state').textContent).toBe(
      'You signed every request of this run.',
    )
    expect(store.appState().notices.map((n) => n.title)).toContain(
      'Signed all 2 requests of the run.',
    )

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    await waitFor(() =>
      expect(calls('runs.export')).toEqual([{ account: ME, run_id: RUN, locale: 'en' }]),
    )
  })

  it('shows a run that changed since it was opened as it is now, instead of confirming the old one', async () => {
    const { calls } = await runScreen([
      reviewed(payrollRun(4)),
      { ...reviewed(payrollRun(4)), digest: '9'.repeat(64), can_sign: false },
    ])
    fireEvent.click(await screen.findByRole('button', { name: 'Sign the run (2 requests)…' }))
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Sign the run/ })).toBeNull())
    expect(screen.queryByRole('dialog', { name: 'Sign this run?' })).toBeNull()
    expect(calls('runs.sign')).toHaveLength(0)
  })

  it('refuses a run whose requests do not match its rows, with the reasons, and offers no signature', async () => {
    const { calls } = await runScreen([
      {
        status: 'refused',
        run_id: RUN,
        reasons: [
          {
            request_id: USDT_REQUEST,
            row: 5,
            detail: words('runs.core.row.amount', {
              row: 5,
              amount: '1000',
              output: 3,
              paid: '103',
            }),
          },
        ],
      },
    ])
    const alert = await screen.findByTestId('run-refused')
    expect(alert.textContent).toContain(
      'This run does not match its requests, so it cannot be signed.',
    )
    expect(alert.textContent).toContain('Row 5: row 5 says 1000, output 3 pays 103')
    expect(screen.queryByRole('button', { name: /^Sign the run/ })).toBeNull()
    expect(calls('runs.sign')).toHaveLength(0)
  })
})

describe('a run’s review in Chinese', () => {
  it('reads in Simplified Chinese, with no English sentence left but the run’s own data', async () => {
    const review = reviewed(payrollRun(4))
    if (review.status !== 'ok') throw new Error('a reviewed run')
    review.warnings = [words('runs.core.warning.xinAddress', { row: 3, output: 1 })]
    review.requests[0]!.warnings = [words('review.warning.references', { count: 2 })]
    await runScreen([review], undefined, 'zh-CN')
    // What the run does, worded by the window from the run's data, names and all.
    const statement = await screen.findByTestId('run-statement')
    await waitFor(() =>
      expect(statement.textContent).toBe(
        '从 您、Bob 和 Carol 的共管账户（2/3）向 4 位收款人支付 1 XIN 和 205 USDT，共 2 笔请求，备注为“Payroll 2026-11”。',
      ),
    )
    expect(
      within(screen.getByRole('list', { name: '警告' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '第 3 行付给一个 XIN 地址：金额已验证，但没有发起人的掩码（mask），无法把交易输出 1 的密钥与该地址对应起来。',
      `请求 ${XIN_REQUEST}：此交易引用了另外 2 笔交易`,
    ])
    expect(screen.getByTestId('run-state').textContent).toBe('等待签名')
    await waitFor(() =>
      expect(screen.getByText('发起人').nextElementSibling!.textContent).toContain('Bob'),
    )
    expect(screen.getByTestId('run-flags').textContent).toBe(
      '请核对这些收款人：3 位收款人从未收到过此账户的付款；2 位收款人不在您的联系人中。已在下方对应的行中标出。',
    )
    const payees = screen.getByRole('table', { name: '收款人' })
    expect(
      within(payees)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['行', '收款人', '金额', '标记', '发起人说明（未经验证）', '状态', '交易'])
    expect(within(payees).getAllByTestId('row-state')[0]!.textContent).toBe('等待签名')
    expect(screen.getByText('Salary, November').getAttribute('title')).toBe(
      '发起人的说明：这是其说法，未经验证。Salary, November',
    )
    expect(screen.getByText('“Payroll 2026-11”')).toBeTruthy()
    const requests = screen.getByRole('table', { name: '请求' })
    expect(
      within(requests)
        .getAllByTestId('run-request')
        .map((r) => [...r.querySelectorAll('td')].slice(1, 5).map((c) => c.textContent)),
    ).toEqual([
      ['付款', '1 XIN · 2 位收款人', '已签名 1/2', '等待签名'],
      ['付款', '205 USDT · 2 位收款人', '已签名 1/2', '等待签名'],
    ])
    fireEvent.click(screen.getByRole('button', { name: '签名此批次（2 笔请求）…' }))
    const confirm = await screen.findByRole('dialog', { name: '签名此批次？' })
    expect(
      within(confirm).getByRole('checkbox', { name: '我已核对收款人、金额和备注' }),
    ).toBeTruthy()
    expect(within(confirm).getByRole('button', { name: '签名 2 笔请求' })).toBeTruthy()

    // What is left in English is data: the core's statement, names, memos, notes and the run's name.
    const page = document.body.cloneNode(true) as HTMLElement
    for (const data of page.querySelectorAll(
      '[data-testid="run-statement"], .confirm-recap, .run-payee, .run-note, h1, dd',
    ))
      data.remove()
    expect(page.textContent).not.toMatch(/[A-Za-z]{3,} [A-Za-z]{3,}/)
    expect(page.textContent).toContain('同步并重新核对')
  })
})

describe('a request of a run opened on its own', () => {
  it('says which run it belongs to and opens the run, to be signed with the rest', async () => {
    const w = fakeWallet()
    w.accounts = [{ ...account(false), user_id: ME }]
    w.answers.set('runs.list', () => ({ runs: [payrollRun(4)], shared: [] }))
    const { store, PartOfRun } = await pageOn(
      w,
      () => import('../../../../src/renderer/components/PartOfRun'),
    )
    await store.actions.boot()
    render(<PartOfRun requestId={USDT_REQUEST} />)
    const note = await screen.findByTestId('part-of-run')
    expect(note.textContent).toContain(
      'This request is part of the payroll “Payroll November” (4 payees, 2 requests).',
    )
    fireEvent.click(within(note).getByRole('button', { name: 'Open the run' }))
    expect(store.appState().route).toEqual({ name: 'run', runId: RUN })

    render(<PartOfRun requestId={ME} />)
    await waitFor(() => expect(w.calls.filter((c) => c.method === 'runs.list')).toHaveLength(2))
    expect(screen.getAllByTestId('part-of-run')).toHaveLength(1)
  })
})
