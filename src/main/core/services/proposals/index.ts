/**
 * Proposing a payment from a followed shared account (wire-formats §8.7), on the public API's
 * terms and with as few calls as the official SDK makes: the form is checked field by field
 * (./draft); the account's unspent outputs of the asset are read (one call, every official client's
 * query: members, threshold, asset); the receivers are looked up where the wallet does not know them
 * yet (./recipients); outputs are selected (./select); the request is built, created, checked and
 * signed as the proposer by the steps every proposal shares (./engine, which also makes payrolls'
 * and sweeps' requests).
 *
 * Retries: the ghost key hints and XIN masks derive from the request id (and, for XIN masks, a
 * secret of the proposer's), so the same id and the same outputs give the same raw; ./engine
 * finishes a request an earlier try made under the id, and refuses an id used for another payment
 * or unlocked.
 * @module
 */
import { randomUUID } from 'node:crypto'
import type { MultisigRequest } from '../../../../shared/api/ledger'
import type { FieldError, RequestItem } from '../../../../shared/bridge'
import { formatAmount, parseAmount } from '../../../../shared/kernel'
import { isApiClientError, type ApiClient } from '../../client'
import type { CoreContext } from '../../context'
import type { SharedAccountKey, SharedAccountRow } from '../../db'
import { errorText } from '../../errors'
import { groupedAmount } from '../words'
import { words, type Words } from '../../../../shared/i18n/words'
import { fetchRequest } from '../requests/fetch'
import type { RequestSigning } from '../requests/signing'
import { accountGroup } from '../messages/share'
import { shareProposals } from '../settings'
import type { AssetsService } from '../treasury/assets'
import type { PlannedOutput } from './build'
import { checkDraft, type CheckedDraft, type PaymentDraft } from './draft'
import {
  proposalEngine,
  usedId,
  type Funding,
  type Prepared,
  type ProposalEngine,
  type RequestSpec,
} from './engine'
import { resolveUsers } from './recipients'
import { MAX_INPUTS, selectOutputs } from './select'

export type { PaymentDraft } from './draft'

export type ProposalOutcome =
  | {
      status: 'proposed'
      request: RequestItem
      transaction_hash: string
      signed_by_me: boolean
      /** The request as the service has it after the proposer's signature (for machine output). */
      record: MultisigRequest
      /** The account's group it was shared to (its link, for the other members' wallets and phones); null when not. */
      shared_in: string | null
    }
  | { status: 'invalid'; errors: FieldError[] }

export interface ProposalsService {
  /**
   * Proposes a payment from the shared account `draft.members_hash` / `draft.threshold` and signs
   * it as the proposer. A draft refused field by field creates nothing and answers `invalid`.
   * Signing needs the wallet passphrase as for any signature: a grant to sign `draft.request_id`
   * (so the caller picks the id), or none inside the re-auth window; it is checked once the draft
   * passed, before anything is created.
   * @throws CoreError 'account-not-found' | 'reauth-required' | 'request-id-used' | 'request-mismatch' | signing's;
   *   ApiClientError (network, conflict when the outputs were taken meanwhile…); VaultError
   */
  propose(userId: string, draft: PaymentDraft, grant?: string): Promise<ProposalOutcome>
}

const invalid = (errors: FieldError[]): ProposalOutcome => ({ status: 'invalid', errors })

/** Shares a request's link to a group (../messages/share). */
export type ShareRequest = (
  userId: string,
  conversationId: string,
  requestId: string,
) => Promise<unknown>

export function proposalsService(
  ctx: CoreContext,
  signing: RequestSigning,
  assets: AssetsService,
  share?: ShareRequest,
  engine: ProposalEngine = proposalEngine(ctx),
): ProposalsService {
  /** Shares a new proposal to its account's group when the user wants that (the default) and there is one. */
  async function shareNew(
    userId: string,
    account: SharedAccountRow,
    requestId: string,
  ): Promise<string | null> {
    const group =
      share && shareProposals(ctx.cache.settings)
        ? accountGroup(ctx, userId, account.members)
        : null
    if (!group) return null
    try {
      await share!(userId, group, requestId)
      return group
    } catch (e) {
      ctx.log.warn(`a new proposal could not be shared to its account's group (${errorText(e)})`)
      return null
    }
  }

  const symbolOf = (assetId: string) =>
    ctx.cache.assets.get(assetId)?.symbol ?? `of asset ${assetId.slice(0, 8)}`

  /**
   * New outputs for a new request, or the refusals of the asset and amount fields. Only outputs the
   * service listed as unspent a moment ago are spent: one the cache still holds as unspent may have
   * been locked by another request since.
   */
  function fund(
    userId: string,
    key: SharedAccountKey,
    d: Pick<CheckedDraft, 'assetId' | 'amount'>,
    unspent: ReadonlySet<string>,
  ): Funding | FieldError[] {
    const symbol = symbolOf(d.assetId)
    const balance = ctx.cache.treasury.balances(userId, key).find((b) => b.asset_id === d.assetId)
    if (!balance || (balance.unspent === '0' && balance.locked === '0'))
      return [{ field: 'asset_id', message: words('accounts.field.noSuchAsset', { symbol }) }]
    const selection = selectOutputs(
      ctx.cache.treasury.spendable(userId, key, d.assetId).filter((o) => unspent.has(o.output_id)),
      d.amount,
    )
    if (selection.ok) {
      return {
        inputs: selection.inputs.map((o) => ({
          transaction_hash: o.transaction_hash,
          output_index: o.output_index,
        })),
        total: selection.total,
      }
    }
    if (selection.reason === 'insufficient') {
      const locked = parseAmount(balance.locked)
      if (selection.available === 0n)
        return [
          {
            field: 'amount',
            message: words('accounts.field.allLocked', {
              symbol,
              locked: groupedAmount(balance.locked),
            }),
          },
        ]
      const most = groupedAmount(formatAmount(selection.available))
      return [
        {
          field: 'amount',
          message:
            locked > 0n
              ? words('accounts.field.atMostLocked', {
                  most,
                  symbol,
                  locked: groupedAmount(balance.locked),
                })
              : words('accounts.field.atMost', { most, symbol }),
        },
      ]
    }
    return [
      {
        field: 'amount',
        message: words('accounts.field.tooManyInputs', {
          needed: String(selection.needed),
          max: String(MAX_INPUTS),
          most: groupedAmount(formatAmount(selection.maxInOne)),
          symbol,
          threshold: String(key.threshold),
        }),
      },
    ]
  }

  /** The outputs an existing request under the id spends, when it is this very payment's. */
  function fundingOf(
    userId: string,
    key: SharedAccountKey,
    d: CheckedDraft,
    existing: MultisigRequest,
  ): Funding {
    const funding = engine.fundingOf(userId, key, d.assetId, existing)
    if (d.amount !== 'max' && d.amount > funding.total) throw usedId('otherPayment')
    return funding
  }

  async function receivers(
    client: ApiClient,
    d: CheckedDraft,
  ): Promise<PlannedOutput['to'] | FieldError[]> {
    if (d.recipient.kind === 'xin') return { kind: 'xin', publics: d.recipient.publics }
    const { ids, errors } = await resolveUsers(ctx, client, d.recipient.refs)
    return errors.length > 0 ? errors : { kind: 'users', members: ids }
  }

  return {
    async propose(userId, draft, grant) {
      ctx.requireAccount(userId)
      const checked = checkDraft(draft)
      const key = { members_hash: draft.members_hash, threshold: draft.threshold }
      const requestId = draft.request_id?.toLowerCase() ?? randomUUID()
      const client = ctx.clientFor(userId)

      const found: SharedAccountRow | undefined = ctx.cache.treasury.sharedAccount(userId, key)
      const account =
        found && found.status === 'followed' && found.members.includes(userId) ? found : undefined
      if (!checked.draft) {
        // The amount is checked against the balance too, so its refusal comes with the others.
        if (!account || !checked.funds) return invalid(checked.errors)
        const funds = checked.funds
        // Out of reach, the other refusals still come back, without the balance's.
        const funding = await engine.readSpendable(userId, client, account, funds.assetId).then(
          (unspent) => fund(userId, key, funds, unspent),
          () => null,
        )
        return invalid([...checked.errors, ...(Array.isArray(funding) ? funding : [])])
      }
      const d = checked.draft
      if (!account) {
        return invalid([
          {
            field: 'account',
            message: words('accounts.field.notFollowed'),
          },
        ])
      }
      const unspent = await engine.readSpendable(userId, client, account, d.assetId)
      // For the symbol in what the form says; never throws for want of the service.
      await assets.describe(userId, [d.assetId])
      const to = await receivers(client, d)
      let funding = fund(userId, key, d, unspent)
      // Every field at once: the amount's refusal is not held back until the receivers are right.
      if (Array.isArray(to)) return invalid([...to, ...(Array.isArray(funding) ? funding : [])])
      if (to.kind === 'users') ctx.cache.people.meet(userId, to.members)
      // A retry whose first try locked what it spends: finish that request, if it is this payment.
      let existing: MultisigRequest | undefined
      if (Array.isArray(funding)) {
        existing = draft.request_id ? await fetchRequest(client, requestId) : undefined
        if (!existing) return invalid(funding)
        funding = fundingOf(userId, key, d, existing)
      }
      const spec: RequestSpec = {
        requestId,
        assetId: d.assetId,
        memo: d.memo,
        pays: (total) => [
          { amount: d.amount === 'max' ? total : d.amount, threshold: d.recipient.threshold, to },
        ],
      }
      let prepared: Prepared
      try {
        prepared = await engine.prepare(userId, client, account, spec, funding)
      } catch (e) {
        // The service tells a receiver without a Safe account only when asked for its keys.
        if (isApiClientError(e, 'not-registered'))
          return invalid([{ field: 'to', message: notRegistered(to) }])
        throw e
      }
      // Only now, so a form is answered field by field (a receiver without a Safe account included)
      // before anyone is asked for the passphrase; nothing was created yet.
      ctx.lock.requireSigningAllowed(grant, requestId)
      const amount = spec.pays(funding.total)[0]!.amount
      const proposed = await engine.submit(
        userId,
        client,
        account,
        spec,
        prepared,
        (reviewed, digest) => signing.signReviewed(userId, reviewed, { digest, grant }),
        {
          ...(existing ? { existing } : {}),
          detail: `${formatAmount(amount)} ${d.assetId}`,
        },
      )
      // A retry's request was shared, if at all, when it was first made.
      const sharedIn = proposed.retried ? null : await shareNew(userId, account, requestId)
      return {
        status: 'proposed',
        request: proposed.item,
        transaction_hash: proposed.built.hash,
        signed_by_me: true,
        record: proposed.record,
        shared_in: sharedIn,
      }
    },
  }

  /** What the form says when the service knows no Safe account for a receiver. */
  function notRegistered(to: PlannedOutput['to']): Words {
    if (to.kind !== 'users' || to.members.length !== 1)
      return words('accounts.field.someoneNotRegistered')
    const name = ctx.cache.people.getMany(to.members)[0]?.full_name || to.members[0]!
    return words('accounts.field.notRegistered', { name })
  }
}
