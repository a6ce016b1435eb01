import type { Context, Hono } from 'hono'
import { PinUpdateBody, RegistrationBody } from '../../shared/api/registration'
import { UsersFetchBody } from '../../shared/api/user'
import type { SequencerContext } from '../context'
import { requireCaller } from '../http/auth'
import { parseBody } from '../http/body'
import type { AppEnv } from '../http/env'
import { notFound, unauthorized } from '../http/errors'
import { uuidParam } from '../http/params'
import { updatePin } from './pin-update'
import { presentMe, presentUser } from './present'
import { registerSafeUser } from './register'
import { findUser, findUsers } from './store'

/**
 * `GET /me`, `GET /safe/me`, `POST /pin/update` (the TIP set-up registration needs first),
 * `POST /safe/users` (interface 4.3), `GET /users/:id` and `POST /users/fetch` (the official user
 * endpoints the SDK's `user.fetch`/`fetchList` call).
 */
export function userRoutes(app: Hono<AppEnv>, ctx: SequencerContext): void {
  const auth = requireCaller(ctx)

  const me = (c: Context<AppEnv>) => {
    const caller = c.get('caller')
    const user = findUser(ctx.db, caller.userId)
    if (!user) throw unauthorized('Unknown user.')
    return c.json({ data: presentMe(ctx, user, caller.sessionId) })
  }
  app.get('/me', auth, me)
  app.get('/safe/me', auth, me)

  app.post('/pin/update', auth, (c) => {
    const body = parseBody(c, PinUpdateBody)
    const caller = c.get('caller')
    return c.json({
      data: updatePin(ctx, { userId: caller.userId, sessionId: caller.sessionId, body }),
    })
  })

  app.post('/safe/users', auth, (c) => {
    const body = parseBody(c, RegistrationBody)
    const caller = c.get('caller')
    return c.json({
      data: registerSafeUser(ctx, { userId: caller.userId, sessionId: caller.sessionId, body }),
    })
  })

  app.get('/users/:id', auth, (c) => {
    const user = findUser(ctx.db, uuidParam(c, 'id'))
    if (!user) throw notFound('The user is not found.')
    return c.json({ data: presentUser(user, c.get('caller').userId) })
  })

  app.post('/users/fetch', auth, (c) => {
    const ids = parseBody(c, UsersFetchBody)
    const viewer = c.get('caller').userId
    return c.json({ data: findUsers(ctx.db, ids).map((u) => presentUser(u, viewer)) })
  })
}
