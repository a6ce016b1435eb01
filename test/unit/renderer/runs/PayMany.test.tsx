// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type {
  BridgeInput,
  PayrollPreview,
  RunDetail,
  RunProposal,
} from '../../../../src/shared/bridge'
import type { Language } from '../../../../src/shared/i18n/locales'
import { pageOn } from '../page'
import { account, FAKE_PASSPHRASE, fakeWallet, sharedAccount } from '../store/fake-bridge'
import { words } from '../../../../src/shared/i18n/words'
import { BOB, CAROL, ME, payrollRun, XIN } from './run'

const CSV =
  'payee,amount,asset,note,department\n37160854,0.5,XIN,"Salary, November",ops\nPayee 002,0.5,XIN,,ops\n'

/** ME's wallet following a 2-of-3 account with XIN; its core answers previews, proposals and drafts with the given functions. */
async function payMany(o: {
  preview?: (input: BridgeInput<'payroll.preview'>) => PayrollPreview
  propose?: (input: BridgeInput<'payroll.propose'>) => RunProposal
  draft?: RunDetail
  language?: Language
}) {
  const w = fakeWallet()
  w.settings.language = o.language ?? 'en'
  w.accounts = [{ ...account(false), user_id: ME }]
  const shared = {
    ...sharedAccount([ME, BOB, CAROL], 2),
    balances: [
      {
        asset_id: XIN,
        balance: '100',
        locked: '0',
        outputs: 1,
        locked_outputs: 0,
        collectibles: 0,
      },
    ],
  }
  w.sharedAccounts.set(ME, [shared])
  if (o.preview) w.answers.set('payroll.preview', o.preview as (input: never) => PayrollPreview)
  if (o.propose) w.answers.set('payroll.propose', o.propose as (input: never) => RunProposal)
  w.answers.set('payroll.saveDraft', ((input: BridgeInput<'payroll.saveDraft'>) => ({
    ...payrollRun(2, 'draft'),
    run_id: input.run_id!,
    source: input.csv,
  })) as (input: never) => RunDetail)
  if (o.draft) w.answers.set('runs.get', (() => o.draft) as (input: never) => RunDetail)
  const { store, PayMany, ReauthDialog } = await pageOn(w, async () => ({
    ...(await import('../../../../src/renderer/runs/PayMany')),
    ...(await import('../../../../src/renderer/lock/ReauthDialog')),
  }))
  await store.actions.boot()
  store.actions.navigate({ name: 'payroll', membersHash: shared.members_hash, threshold: 2 })
  render(
    <>
      <PayMany membersHash={shared.members_hash} threshold={2} draftId={o.draft?.run_id} />
      <ReauthDialog />
    </>,
  )
  await screen.findByRole('form', { name: o.language === 'zh-CN' ? '批量付款' : 'Pay many' })
  const calls = <M extends 'payroll.preview' | 'payroll.propose' | 'payroll.saveDraft'>(m: M) =>
    w.calls.filter((c) => c.method === m).map((c) => c.input as BridgeInput<M>)
  return { w, store, calls }
}

const field = (label: string | RegExp) =>
  screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement

function fill(csv: string, memo: string) {
  fireEvent.change(field('Rows (or paste them here)'), { target: { value: csv } })
  fireEvent.change(field('Memo, carried by every payee’s transaction'), { target: { value: memo } })
  fireEvent.click(screen.getByRole('button', { name: 'Check rows' }))
}

describe('Pay many', () => {
  it('shows every refusal beside its row (and the memo’s beside the memo), and creates nothing', async () => {
    const { calls, store } = await payMany({
      preview: () => ({
        status: 'invalid',
        errors: [
          {
            row: null,
            field: 'memo',
            message: words('runs.field.memoTooLong', { bytes: '300', max: '255' }),
          },
          {
            row: 3,
            field: 'payee',
            message: words('runs.field.noContactName', { row: '3', name: 'Payee 002' }),
          },
        ],
      }),
    })
    fill(CSV, 'm'.repeat(300))

    const refused = await screen.findByRole('table', { name: 'Rows refused' })
    const row = within(refused)
      .getByText(
        'Row 3: no contact goes by the name “Payee 002”. Use their identity number, user id or link instead.',
      )
      .closest('tr')!
    // Beside the row as it was written, numbered as a spreadsheet numbers it.
    expect(row.getAttribute('data-row')).toBe('3')
    expect(row.textContent).toContain('Payee 002, 0.5, XIN, , ops')
    expect(within(refused).queryAllByRole('row')).toHaveLength(2)
    const memo = field('Memo, carried by every payee’s transaction')
    expect(memo.getAttribute('aria-invalid')).toBe('true')
    expect(memo.getAttribute('aria-describedby')?.split(' ')).toContain(
      screen.getByText(
        'The memo is 300 bytes; it must be under 256 bytes (at most 255). Every payee’s transaction carries it.',
      ).id,
    )
    expect(screen.getByText('300 of 255 bytes').className).toBe('field-error')
    expect(
      screen.getByRole('heading', { name: 'Nothing was created: 2 things need a change' }),
    ).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Propose and sign…' })).toBeNull()
    expect(calls('payroll.preview')).toHaveLength(1)
    expect(calls('payroll.propose')).toHaveLength(0)
    expect(store.appState().route.name).toBe('payroll')
  })

  it('previews names, totals, what stays and the flags; proposes the checked run after a confirmation and the passphrase; the run opens', async () => {
    const run = payrollRun(2, 'draft')
    const { calls, store } = await payMany({
      preview: (input) => ({ status: 'ok', run: { ...run, run_id: input.run_id! } }),
      propose: (input) => {
        if (input.grant === undefined)
          throw { code: 'reauth-required', message: 'Enter your passphrase to sign.' }
        return {
          status: 'proposed',
          run: { ...payrollRun(2, 'waiting'), run_id: input.run_id },
          shared_in: null,
        }
      },
    })
    fill(CSV, 'Payroll 2026-11')

    const preview = await screen.findByTestId('payroll-preview')
    expect(within(preview).getByRole('heading').textContent).toBe('Preview: 2 payees in 2 requests')
    const table = within(preview).getByRole('table', { name: 'Payees' })
    const rows = within(table).getAllByTestId('run-row')
    // Payees by name (as the CSV named them beside it), amounts with their symbol, flags, the note as the proposer's word.
    expect(rows[0]!.textContent).toContain('Payee 001')
    expect(rows[0]!.textContent).toContain('37160854')
    expect(rows[0]!.textContent).toContain('0.5 XIN')
    expect(rows[0]!.textContent).toContain('Salary, November')
    expect(within(rows[0]!).queryByText('First payment')).toBeNull()
    expect(within(rows[1]!).getByText('First payment')).toBeTruthy()
    expect(
      within(table).getByRole('columnheader', { name: 'Proposer’s note (their word)' }),
    ).toBeTruthy()
    const totals = within(preview).getByRole('table', { name: 'Totals per asset' })
    // Each asset's total, what the account had and what stays.
    expect(
      within(totals)
        .getAllByTestId('run-total')
        .map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent)),
    ).toEqual([
      ['1', '1', '0.5 XIN', '100 XIN', '99.5 XIN'],
      ['1', '1', '101 USDT', '100,000 USDT', '99,899 USDT'],
    ])
    expect(within(preview).getByTestId('run-flags').textContent).toBe(
      'Check these payees: 1 payee this account never paid. Their rows are marked below.',
    )
    expect(calls('payroll.propose')).toHaveLength(0)

    fireEvent.click(within(preview).getByRole('button', { name: 'Propose and sign…' }))
    const confirm = await screen.findByRole('dialog', { name: 'Propose this payroll?' })
    expect(confirm.textContent).toContain(
      'Pays 2 payees 0.5 XIN and 101 USDT, with the memo “Payroll 2026-11”.',
    )
    fireEvent.click(within(confirm).getByRole('button', { name: 'Propose and sign' }))
    const prompt = await screen.findByRole('dialog', { name: 'Confirm it is you' })
    fireEvent.change(prompt.querySelector('input[type="password"]')!, {
      target: { value: FAKE_PASSPHRASE },
    })
    fireEvent.submit(prompt.querySelector('form')!)

    await waitFor(() => expect(store.appState().route.name).toBe('run'))
    const [preview1] = calls('payroll.preview')
    const [first, second] = calls('payroll.propose')
    expect(first).toMatchObject({
      account: ME,
      csv: CSV,
      memo: 'Payroll 2026-11',
      run_id: preview1!.run_id,
    })
    expect(second).toMatchObject({ ...first, grant: expect.stringMatching(/^sign:run:/) })
    expect(store.appState().route).toEqual({ name: 'run', runId: preview1!.run_id })
    expect(store.appState().notices.map((n) => n.title)).toContain(
      'Payroll proposed: 2 requests, each signed by you.',
    )
  })

  it('a change after the preview takes the preview away, so only what was checked can be proposed', async () => {
    await payMany({
      preview: (input) => ({
        status: 'ok',
        run: { ...payrollRun(2, 'draft'), run_id: input.run_id! },
      }),
    })
    fill(CSV, 'Payroll 2026-11')
    await screen.findByTestId('payroll-preview')
    fireEvent.change(field('Memo, carried by every payee’s transaction'), {
      target: { value: 'Payroll 2026-12' },
    })
    expect(screen.queryByTestId('payroll-preview')).toBeNull()
  })

  it('saves a draft and reopens it with its rows, memo and name', async () => {
    const { calls } = await payMany({})
    fireEvent.change(field('Rows (or paste them here)'), { target: { value: CSV } })
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }))
    await waitFor(() => expect(calls('payroll.saveDraft')).toHaveLength(1))
    expect(calls('payroll.saveDraft')[0]).toMatchObject({
      csv: CSV,
      run_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    })

    await payMany({
      draft: { ...payrollRun(2, 'draft'), source: CSV, name: 'December', memo: 'Payroll 2026-12' },
    })
    await waitFor(() => expect(field('Rows (or paste them here)').value).toBe(CSV))
    expect(field('Memo, carried by every payee’s transaction').value).toBe('Payroll 2026-12')
    expect(field(/^Name of the run/).value).toBe('December')
    expect(screen.getByRole('button', { name: 'Discard draft' })).toBeTruthy()
  })

  it('reads in Simplified Chinese, from the form to the confirmation, with no English sentence left but data', async () => {
    await payMany({
      language: 'zh-CN',
      preview: (input) => ({
        status: 'ok',
        run: { ...payrollRun(2, 'draft'), run_id: input.run_id! },
      }),
    })
    fireEvent.change(field('付款行（或在此粘贴）'), { target: { value: CSV } })
    fireEvent.change(field('备注（每位收款人的交易都会带上）'), {
      target: { value: 'Payroll 2026-11' },
    })
    expect(screen.getByText('15/255 字节')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '检查付款行' }))

    const preview = await screen.findByTestId('payroll-preview')
    expect(within(preview).getByRole('heading').textContent).toBe('预览：2 位收款人，2 笔请求')
    expect(within(preview).getByTestId('run-flags').textContent).toBe(
      '请核对这些收款人：1 位收款人从未收到过此账户的付款。已在下方对应的行中标出。',
    )
    expect(within(preview).getByRole('table', { name: '各资产合计' })).toBeTruthy()
    fireEvent.click(within(preview).getByRole('button', { name: '发起并签名…' }))
    const confirm = await screen.findByRole('dialog', { name: '发起此批量付款？' })
    expect(confirm.textContent).toContain(
      '向 2 位收款人支付 0.5 XIN 和 101 USDT，备注为“Payroll 2026-11”。',
    )
    expect(confirm.textContent).toContain('您现在为其中的 2 笔请求签名；还需要 1 个签名才能付款。')

    // What is left in English is data: the account's name and rule (worded elsewhere), payees, notes.
    const page = document.body.cloneNode(true) as HTMLElement
    for (const data of page.querySelectorAll('.lead, .run-payee, .run-note, textarea'))
      data.remove()
    expect(page.textContent).not.toMatch(/[A-Za-z]{3,} [A-Za-z]{3,}/)
  })
})
