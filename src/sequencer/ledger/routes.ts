/**
 * The ledger's endpoints: `POST /safe/keys`, `GET /safe/outputs` (wire-formats §3, §8.6), and the
 * multisig requests (interface 4.2, wire-formats §2.7) with our listing `GET /safe/multisigs`
 * (DESIGN "discovering requests"), and the ledger's transactions `GET /safe/transactions/:id`
 * (wire-formats §8.7). All need a caller; the `multisig_request` code resolver is
 * {@link presentMultisigCode}.
 */
import type { Hono } from 'hono'
import type { MultisigRequestCodeResult } from '../../shared/api/code'
import {
  GhostKeysBody,
  MultisigCreateBody,
  MultisigListQuery,
  MultisigSignBody,
  MultisigUnlockBody,
  OutputsQuery,
} from '../../shared/api/ledger'
import type { SequencerContext } from '../context'
import { requireCaller } from '../http/auth'
import { parseBody, readJson, validateBody } from '../http/body'
import type { AppEnv } from '../http/env'
import { idOrHashParam, parseQuery } from '../http/params'
import { capReceivers, issueGhostKeys } from './ghost-keys'
import { createMultisigRequests } from './multisig-create'
import { signMultisigRequest, visibleRequest } from './multisig-sign'
import { unlockMultisigRequest } from './multisig-unlock'
import { listMemberOutputs } from './outputs-store'
import { presentOutput } from './present-output'
import { presentRequest, presentRequestCode } from './present-request'
import { findRequest, listSenderRequests, requestInputs } from './requests-store'
import { readTransaction } from './transactions'

export function ledgerRoutes(app: Hono<AppEnv>, ctx: SequencerContext): void {
  const auth = requireCaller(ctx)

  app.post('/safe/keys', auth, async (c) => {
    const body = readJson(c)
    capReceivers(body)
    return c.json({ data: await issueGhostKeys(ctx, c.get('caller').userId, validateBody(body, GhostKeysBody)) })
  })

  app.get('/safe/outputs', auth, (c) => {
    const q = parseQuery(c, OutputsQuery)
    const outputs = listMemberOutputs(ctx.db, c.get('caller').userId, q, q.asset !== undefined && q.asset.length === 64)
    return c.json({ data: outputs.map(presentOutput) })
  })

  app.post('/safe/multisigs', auth, async (c) => c.json({ data: await createMultisigRequests(ctx, c.get('caller').userId, parseBody(c, MultisigCreateBody)) }))

  app.get('/safe/multisigs', auth, (c) => {
    const q = parseQuery(c, MultisigListQuery)
    const caller = c.get('caller').userId
    const requests = listSenderRequests(ctx.db, caller, q)
    return c.json({ data: requests.map((r) => presentRequest(r, requestInputs(ctx.db, r.requestId), caller)) })
  })

  app.get('/safe/multisigs/:id', auth, (c) => {
    const caller = c.get('caller').userId
    const r = visibleRequest(ctx, caller, idOrHashParam(c, 'id'), undefined)
    return c.json({ data: presentRequest(r, requestInputs(ctx.db, r.requestId), caller) })
  })

  // The sign records its token's use (its admission) in its own transaction: one commit per
  // co-signature, not two.
  app.post('/safe/multisigs/:id/sign', requireCaller(ctx, { settledByRoute: true }), async (c) =>
    c.json({ data: await signMultisigRequest(ctx, c.get('caller').userId, idOrHashParam(c, 'id'), parseBody(c, MultisigSignBody), c.get('tokenUse')) }),
  )

  app.get('/safe/transactions/:id', auth, (c) => c.json({ data: readTransaction(ctx, c.get('caller').userId, idOrHashParam(c, 'id')) }))

  app.post('/safe/multisigs/:id/unlock', auth, (c) =>
    c.json({ data: unlockMultisigRequest(ctx, c.get('caller').userId, idOrHashParam(c, 'id'), parseBody(c, MultisigUnlockBody, {})) }),
  )
}

/** The `multisig_request` result of `GET /codes/:id` (interface 2.7). */
export function presentMultisigCode(ctx: SequencerContext, requestId: string): MultisigRequestCodeResult | undefined {
  const r = findRequest(ctx.db, requestId)
  return r && presentRequestCode(r)
}
