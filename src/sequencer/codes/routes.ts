import type { Hono } from 'hono'
import type { CodeResult } from '../../shared/api/code'
import type { SequencerContext } from '../context'
import type { AppEnv } from '../http/env'
import { notFound } from '../http/errors'
import { uuidParam } from '../http/params'
import { findCode, type CodeKind } from './store'

/** Shows the object a code stands for, or undefined when it is gone. */
type CodePresenter = (ctx: SequencerContext, targetId: string) => CodeResult | undefined

/** Which presenter answers for each kind of code; a kind without one resolves to 404. */
export type CodeResolvers = Partial<Record<CodeKind, CodePresenter>>

/**
 * `GET /codes/:id` (interface 4.5, wire-formats §8.4). Public: no token, as the official API, since
 * a code is what one shares with someone who may not be a user yet. Unknown, revoked or dangling
 * codes are 404.
 */
export function codeRoutes(resolvers: CodeResolvers) {
  return (app: Hono<AppEnv>, ctx: SequencerContext): void => {
    app.get('/codes/:id', (c) => {
      const code = findCode(ctx.db, uuidParam(c, 'id'))
      const result = code && resolvers[code.kind]?.(ctx, code.targetId)
      if (!result) throw notFound('The code is not found.')
      return c.json({ data: result })
    })
  }
}
