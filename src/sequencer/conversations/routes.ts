import type { Context, Hono } from 'hono'
import { z } from 'zod'
import {
  CreateConversationRequest,
  DisappearRequest,
  MuteRequest,
  ParticipantsRequest,
  RoleRequest,
  UpdateConversationRequest,
} from '../../shared/api/conversation'
import { readTransaction } from '../../node/sqlite/transaction'
import type { SequencerContext } from '../context'
import { requireCaller } from '../http/auth'
import { parseBody } from '../http/body'
import type { AppEnv } from '../http/env'
import { uuidParam } from '../http/params'
import { authorize } from './access'
import { createConversation } from './create'
import {
  addParticipants,
  exitConversation,
  joinByCode,
  removeParticipants,
  setRoles,
} from './membership'
import { presentConversation } from './present'
import { muteConversation, rotateCode, setDisappear, updateConversationInfo } from './settings'

/** join, rotate and exit take no body; some clients send `{}`, which is read the same. */
const NoBody = z.object({})

/**
 * The conversation endpoints (interface §4.1, wire-formats §8.1). Every one needs a caller; every
 * successful call answers with the whole conversation as the caller sees it.
 */
export function conversationRoutes(app: Hono<AppEnv>, ctx: SequencerContext): void {
  const auth = requireCaller(ctx)
  const caller = (c: Context<AppEnv>) => c.get('caller').userId
  const reply = (c: Context<AppEnv>, conversationId: string) =>
    c.json({ data: presentConversation(ctx, conversationId, caller(c)) })

  app.post('/conversations', auth, (c) => {
    const body = parseBody(c, CreateConversationRequest)
    return reply(c, createConversation(ctx, caller(c), body))
  })

  app.get('/conversations/:id', auth, (c) => {
    const id = uuidParam(c, 'id', 'conversation_id')
    const me = caller(c)
    // One read transaction, and the row the access check read is the one presented.
    const data = readTransaction(ctx.db, () =>
      presentConversation(ctx, id, me, authorize(ctx.db, id, me, 'read').conversation),
    )
    return c.json({ data })
  })

  app.post('/conversations/:id', auth, (c) => {
    const id = uuidParam(c, 'id', 'conversation_id')
    updateConversationInfo(ctx, caller(c), id, parseBody(c, UpdateConversationRequest))
    return reply(c, id)
  })

  app.post('/conversations/:code_id/join', auth, (c) => {
    const codeId = uuidParam(c, 'code_id')
    parseBody(c, NoBody, {})
    return reply(c, joinByCode(ctx, caller(c), codeId))
  })

  app.post('/conversations/:id/participants/ADD', auth, (c) => {
    const id = uuidParam(c, 'id', 'conversation_id')
    addParticipants(ctx, caller(c), id, parseBody(c, ParticipantsRequest))
    return reply(c, id)
  })

  app.post('/conversations/:id/participants/REMOVE', auth, (c) => {
    const id = uuidParam(c, 'id', 'conversation_id')
    removeParticipants(ctx, caller(c), id, parseBody(c, ParticipantsRequest))
    return reply(c, id)
  })

  app.post('/conversations/:id/participants/ROLE', auth, (c) => {
    const id = uuidParam(c, 'id', 'conversation_id')
    setRoles(ctx, caller(c), id, parseBody(c, RoleRequest))
    return reply(c, id)
  })

  app.post('/conversations/:id/rotate', auth, (c) => {
    const id = uuidParam(c, 'id', 'conversation_id')
    parseBody(c, NoBody, {})
    rotateCode(ctx, caller(c), id)
    return reply(c, id)
  })

  app.post('/conversations/:id/exit', auth, (c) => {
    const id = uuidParam(c, 'id', 'conversation_id')
    parseBody(c, NoBody, {})
    exitConversation(ctx, caller(c), id)
    return reply(c, id)
  })

  app.post('/conversations/:id/mute', auth, (c) => {
    const id = uuidParam(c, 'id', 'conversation_id')
    muteConversation(ctx, caller(c), id, parseBody(c, MuteRequest).duration)
    return reply(c, id)
  })

  app.post('/conversations/:id/disappear', auth, (c) => {
    const id = uuidParam(c, 'id', 'conversation_id')
    setDisappear(ctx, caller(c), id, parseBody(c, DisappearRequest).duration)
    return reply(c, id)
  })
}
