/**
 * The ledger's endpoints: `POST /safe/keys`, `GET /safe/outputs` (wire-formats §3, §8.6), and the
 * multisig requests (interface 4.2, wire-formats §2.7) with our listing `GET /safe/multisigs`
 * (DESIGN "discovering requests"). All need a caller; the `multisig_request` code resolver is
 * {@link presentMultisigCode}.
 */
import type { Context, Hono } from 'hono'
import type { MultisigRequestCodeResult } from '../../shared/api/code'
import {
  GhostKeysBody,
  MultisigCreateBody,
  MultisigListQuery,
  MultisigSignBody,
  MultisigUnlockBody,
  OutputsQuery,
} from '../../shared/api/ledger'
import type { z } from 'zod'
import type { SequencerContext } from '../context'
import { requireCaller } from '../http/auth'
import { parseBody } from '../http/body'
import type { AppEnv } from '../http/env'
import { invalidField } from '../http/errors'
import { issueGhostKeys } from './ghost-keys'
import { createMultisigRequests } from './multisig-create'
import { signMultisigRequest, visibleRequest } from './multisig-sign'
import { unlockMultisigRequest } from './multisig-unlock'
import { listMemberOutputs } from './outputs-store'
import { presentOutput } from './present-output'
import { presentRequest, presentRequestCode } from './present-request'
import { findRequest, listSenderRequests, requestInputs } from './requests-store'

export function ledgerRoutes(app: Hono<AppEnv>, ctx: SequencerContext): void {
  const auth = requireCaller(ctx)

  app.post('/safe/keys', auth, (c) => c.json({ data: issueGhostKeys(ctx, parseBody(c, GhostKeysBody)) }))

  app.get('/safe/outputs', auth, (c) => {
    const q = parseQuery(c, OutputsQuery)
    const outputs = listMemberOutputs(ctx.db, c.get('caller').userId, q, q.asset !== undefined && q.asset.length === 64)
    return c.json({ data: outputs.map(presentOutput) })
  })

  app.post('/safe/multisigs', auth, (c) => c.json({ data: createMultisigRequests(ctx, c.get('caller').userId, parseBody(c, MultisigCreateBody)) }))

  app.get('/safe/multisigs', auth, (c) => {
    const q = parseQuery(c, MultisigListQuery)
    const caller = c.get('caller').userId
    const requests = listSenderRequests(ctx.db, caller, q)
    return c.json({ data: requests.map((r) => presentRequest(r, requestInputs(ctx.db, r.requestId), caller)) })
  })

  app.get('/safe/multisigs/:id', auth, (c) => {
    const caller = c.get('caller').userId
    const r = visibleRequest(ctx, caller, idOrHashParam(c), undefined)
    return c.json({ data: presentRequest(r, requestInputs(ctx.db, r.requestId), caller) })
  })

  // The sign records its token in its own transaction: one commit per co-signature, not two.
  app.post('/safe/multisigs/:id/sign', requireCaller(ctx, { settledByRoute: true }), async (c) =>
    c.json({ data: await signMultisigRequest(ctx, c.get('caller').userId, idOrHashParam(c), parseBody(c, MultisigSignBody), c.get('tokenUse')) }),
  )

  app.post('/safe/multisigs/:id/unlock', auth, (c) =>
    c.json({ data: unlockMultisigRequest(ctx, c.get('caller').userId, idOrHashParam(c), parseBody(c, MultisigUnlockBody, {})) }),
  )
}

/** The `multisig_request` result of `GET /codes/:id` (interface 2.7). */
export function presentMultisigCode(ctx: SequencerContext, requestId: string): MultisigRequestCodeResult | undefined {
  const r = findRequest(ctx.db, requestId)
  return r && presentRequestCode(r)
}

/** `:id` of a multisig path: a request id, or a transaction hash (GO's `idOrHash`); any case. */
function idOrHashParam(c: Context<AppEnv>): string {
  const value = (c.req.param('id') ?? '').toLowerCase()
  if (!/^(?:[0-9a-f]{64}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/.test(value)) {
    throw invalidField('id', 'expected a request id or a transaction hash')
  }
  return value
}

/**
 * The query string validated with `schema`. An empty value counts as absent (some clients send
 * `offset=&state=`); a repeated parameter is refused rather than guessed.
 */
function parseQuery<S extends z.ZodType>(c: Context<AppEnv>, schema: S): z.infer<S> {
  const all = c.req.queries()
  const single: Record<string, string> = {}
  for (const [key, values] of Object.entries(all)) {
    if (values.length !== 1) throw invalidField(key, 'expected once')
    if (values[0] !== '') single[key] = values[0]!
  }
  const result = schema.safeParse(single)
  if (!result.success) {
    const issue = result.error.issues[0]!
    throw invalidField(issue.path.length ? issue.path.join('.') : '(query)', issue.message)
  }
  return result.data
}
