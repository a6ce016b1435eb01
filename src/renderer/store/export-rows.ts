/**
 * The rows of the request history's CSV (every request this account takes part in; the audit trail
 * and the ledger come written by the core), with the columns a bookkeeper expects:
 * local time with its offset, the shared account, the action, the request id, the asset's symbol,
 * the amount, the receivers by name and id, the memo, the state and who signed, in the language
 * shown. Pure, unit-tested.
 * @module
 */
import type { RequestItem } from '../../shared/bridge'
import { localTimeWithOffset, type CsvValue } from '../../shared/csv'
import { externalReceivers } from '../base/receivers'
import { t, type MessageId } from '../base/words'

const REQUEST_COLUMNS = [
  'common.export.time',
  'common.export.account',
  'common.export.action',
  'common.export.requestId',
  'common.export.asset',
  'common.export.amount',
  'common.export.receivers',
  'common.export.memo',
  'common.export.state',
  'common.export.signedBy',
  'common.export.created',
  'common.export.transactionHash',
] as const satisfies readonly MessageId[]

/** The header of the request history's CSV, in the language shown. */
export function requestColumns(): string[] {
  return REQUEST_COLUMNS.map((id) => t(id))
}

/** What the rows need to read as words: names, symbols, account names, action names. */
export interface ExportWords {
  nameOf(userId: string): string
  symbolOf(assetId: string): string
  /** The shared account a request spends from (its label, else its members). */
  accountOf(item: RequestItem): string
}

const STATE_TEXT: Record<RequestItem['state'], MessageId> = {
  'needs-signature': 'common.export.stateNeedsSignature',
  waiting: 'common.export.stateWaiting',
  sending: 'common.export.stateSending',
  done: 'common.export.stateSent',
  unlocked: 'common.export.stateUnlocked',
}

const ACTION_TEXT: Record<RequestItem['state'], MessageId> = {
  'needs-signature': 'common.export.actionRequest',
  waiting: 'common.export.actionRequest',
  sending: 'common.export.actionCompleted',
  done: 'common.export.actionCompleted',
  unlocked: 'common.export.actionUnlocked',
}

const people = (ids: readonly string[], w: ExportWords) =>
  ids.map((id) => `${w.nameOf(id)} (${id})`).join('; ')

/** The columns a request fills: receivers outside the change, by name and id; who signed. */
function requestPart(item: RequestItem, w: ExportWords): CsvValue[] {
  const receivers = externalReceivers(item) ?? []
  return [
    w.accountOf(item),
    item.request_id,
    w.symbolOf(item.asset_id),
    item.amount,
    people([...new Set(receivers.flatMap((r) => r.members))], w),
    item.memo,
    t(STATE_TEXT[item.state]),
    people(item.signers, w),
  ]
}

/** One row per request, in the order given. */
export function requestRows(items: readonly RequestItem[], w: ExportWords): CsvValue[][] {
  return items.map((item) => {
    const [account, ...rest] = requestPart(item, w)
    return [
      localTimeWithOffset(item.updated_at),
      account,
      t(ACTION_TEXT[item.state]),
      ...rest,
      item.created_at,
      item.transaction_hash,
    ]
  })
}
