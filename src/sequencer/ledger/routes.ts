/**
 * The ledger's endpoints, as the public API serves them (docs/SEQUENCER-FIDELITY.md): `POST
 * /safe/keys`, `GET /safe/outputs` (wire-formats §3, §8.6), the multisig requests (interface 4.2,
 * wire-formats §2.7; no listing: the public API has none), and a request's transaction `GET
 * /safe/transactions/:request_id` (wire-formats §8.7). All need a caller.
 */
import type { Context, Hono } from 'hono'
import {
  GhostKeysBody,
  MultisigCreateBody,
  MultisigSignBody,
  MultisigUnlockBody,
  OutputsQuery,
} from '../../shared/api/ledger'
import { membersHash } from '../../shared/kernel'
import type { SequencerContext } from '../context'
import { requireCaller } from '../http/auth'
import { parseBody, readJson, validateBody } from '../http/body'
import type { AppEnv } from '../http/env'
import { invalidField } from '../http/errors'
import { idOrHashParam, parseQuery, uuidParam } from '../http/params'
import { capReceivers, issueGhostKeys } from './ghost-keys'
import { createMultisigRequests } from './multisig-create'
import { signMultisigRequest, visibleRequest } from './multisig-sign'
import { unlockMultisigRequest } from './multisig-unlock'
import { listOwnersOutputs } from './outputs-store'
import { presentOutput } from './present-output'
import { presentRequest } from './present-request'
import { requestInputs } from './requests-store'
import { readTransaction } from './transactions'

export function ledgerRoutes(app: Hono<AppEnv>, ctx: SequencerContext): void {
  const auth = requireCaller(ctx)

  app.post('/safe/keys', auth, async (c) => {
    const body = readJson(c)
    capReceivers(body)
    return c.json({
      data: await issueGhostKeys(ctx, c.get('caller').userId, validateBody(body, GhostKeysBody)),
    })
  })

  app.get('/safe/outputs', auth, (c) => {
    const { members, threshold, ...q } = parseQuery(c, OutputsQuery)
    const caller = c.get('caller').userId
    const owners = ownersOf(caller, members, threshold)
    const outputs = listOwnersOutputs(
      ctx.db,
      caller,
      owners,
      q,
      q.asset !== undefined && q.asset.length === 64,
    )
    return c.json({ data: outputs.map(presentOutput) })
  })

  app.post('/safe/multisigs', auth, async (c) =>
    c.json({
      data: await createMultisigRequests(
        ctx,
        c.get('caller').userId,
        parseBody(c, MultisigCreateBody),
      ),
    }),
  )

  app.get('/safe/multisigs/:id', auth, (c) => {
    const caller = c.get('caller').userId
    const r = visibleRequest(ctx, caller, idOrHashParam(c, 'id'), undefined)
    return c.json({ data: presentRequest(r, requestInputs(ctx.db, r.requestId), caller) })
  })

  app.post('/safe/multisigs/:id/sign', auth, async (c) =>
    c.json({
      data: await signMultisigRequest(
        ctx,
        c.get('caller').userId,
        idOrHashParam(c, 'id'),
        parseBody(c, MultisigSignBody),
      ),
    }),
  )

  // `revoke` is the newer name of `unlock`, the one the iOS app calls (wire-formats §2.7).
  const unlock = (c: Context<AppEnv>) =>
    c.json({
      data: unlockMultisigRequest(
        ctx,
        c.get('caller').userId,
        idOrHashParam(c, 'id'),
        parseBody(c, MultisigUnlockBody, {}),
      ),
    })
  app.post('/safe/multisigs/:id/unlock', auth, unlock)
  app.post('/safe/multisigs/:id/revoke', auth, unlock)

  app.get('/safe/transactions/:id', auth, (c) =>
    c.json({ data: readTransaction(ctx, c.get('caller').userId, uuidParam(c, 'id')) }),
  )
}

/**
 * Whose outputs a query names: `members` (a members hash) with its `threshold`, as every official
 * client sends them; without `members`, the caller's own (itself alone, threshold 1 unless given),
 * as the SDK documents.
 * @throws ApiError 10002 on `threshold` when `members` comes without it
 */
function ownersOf(
  callerId: string,
  members: string | undefined,
  threshold: number | undefined,
): { membersHash: string; threshold: number } {
  if (members === undefined)
    return { membersHash: membersHash([callerId]), threshold: threshold ?? 1 }
  if (threshold === undefined)
    throw invalidField(
      'threshold',
      'expected with members: the threshold of the members whose outputs to list',
    )
  return { membersHash: members, threshold }
}
