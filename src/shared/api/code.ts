/**
 * `GET /codes/:id` results (interface 2.7, wire-formats §8.4): `type` selects the shape. The
 * sequencer serves `user` and `conversation` now; `payment`, `multisig_request` and
 * `non_fungible_request` come with the ledger, their shapes are fixed here already.
 * @module
 */
import { z } from 'zod'
import { Amount, Hex, Timestamp, Uuid } from './common'
import { ConversationCodeResult } from './conversation'
import { User } from './user'

/** `user`: the public user object. */
export const UserCodeResult = User
export type UserCodeResult = z.infer<typeof UserCodeResult>

/** `payment`: a payment request to a (multisig) set of receivers. */
export const PaymentCodeResult = z.object({
  type: z.literal('payment'),
  trace_id: Uuid,
  asset_id: Uuid,
  amount: Amount,
  threshold: z.number().int().min(1),
  receivers: z.array(Uuid),
  memo: z.string(),
  created_at: Timestamp,
  status: z.string(),
  code_id: Uuid,
})
export type PaymentCodeResult = z.infer<typeof PaymentCodeResult>

/** Where a request stands, its transaction as it is now, and the code itself. */
const requestStatus = {
  state: z.enum(['initial', 'signed']),
  transaction_hash: Hex,
  raw_transaction: Hex,
  created_at: Timestamp,
  updated_at: Timestamp,
  code_id: Uuid,
}

/** `multisig_request`: a multisig request, so a co-signer can open it from a link. */
export const MultisigRequestCodeResult = z.object({
  type: z.literal('multisig_request'),
  request_id: Uuid,
  user_id: Uuid,
  asset_id: Uuid,
  amount: Amount,
  threshold: z.number().int().min(1),
  senders: z.array(Uuid),
  receivers: z.array(Uuid),
  signers: z.array(Uuid),
  memo: z.string(),
  action: z.enum(['sign', 'unlock']),
  ...requestStatus,
})
export type MultisigRequestCodeResult = z.infer<typeof MultisigRequestCodeResult>

/** `non_fungible_request`: the legacy collectible request. */
export const NonFungibleRequestCodeResult = z.object({
  type: z.literal('non_fungible_request'),
  request_id: Uuid,
  user_id: Uuid,
  token_id: Uuid,
  amount: Amount,
  senders: z.array(Uuid),
  senders_threshold: z.number().int().min(1),
  receivers: z.array(Uuid),
  receivers_threshold: z.number().int().min(1),
  signers: z.array(Uuid),
  action: z.string(),
  ...requestStatus,
})
export type NonFungibleRequestCodeResult = z.infer<typeof NonFungibleRequestCodeResult>

export const CodeResult = z.discriminatedUnion('type', [
  UserCodeResult,
  ConversationCodeResult,
  PaymentCodeResult,
  MultisigRequestCodeResult,
  NonFungibleRequestCodeResult,
])
export type CodeResult = z.infer<typeof CodeResult>
