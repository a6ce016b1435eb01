import type { UserCodeResult } from '../../shared/api/code'
import type { SequencerContext } from '../context'
import { presentUser } from './present'
import { findUser } from './store'

/** The `user` code result: the public user object, as an anonymous viewer sees it. */
export function presentUserCode(ctx: SequencerContext, userId: string): UserCodeResult | undefined {
  const user = findUser(ctx.db, userId)
  return user && presentUser(user)
}
