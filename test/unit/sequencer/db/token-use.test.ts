/**
 * A token's one use (db/token-use.ts): recorded once, refused after, and forgotten once the token
 * can no longer be presented. How requests use it up is test/unit/sequencer/http/errors.test.ts
 * and test/unit/sequencer/ledger/sign-token-use.test.ts.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { recordTokenUse, sweepUsedTokens } from '../../../../src/sequencer/db/token-use'
import { newSequencer } from '../../../helpers/sequencer'

const seq = newSequencer()
afterAll(() => seq.close())

describe('recordTokenUse', () => {
  it('records a token once and refuses it after, until it is swept past its end of use', () => {
    const db = seq.ctx.db
    expect(recordTokenUse(db, 'jti-1', 2_000_000_000)).toBe(true)
    expect(recordTokenUse(db, 'jti-1', 2_000_000_000)).toBe(false)
    expect(recordTokenUse(db, 'jti-2', 2_000_000_100)).toBe(true)
    sweepUsedTokens(db, 2_000_000_000)
    expect(recordTokenUse(db, 'jti-1', 2_000_000_000)).toBe(false)
    sweepUsedTokens(db, 2_000_000_001)
    expect(recordTokenUse(db, 'jti-2', 2_000_000_100)).toBe(false)
    expect(recordTokenUse(db, 'jti-1', 2_000_000_000)).toBe(true)
  })
})
