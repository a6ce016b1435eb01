/**
 * A token's one use (db/token-use.ts): recorded only once its signature has verified. How the sign
 * path records it in its own transaction is test/unit/sequencer/ledger/sign-token-use.test.ts.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { TokenUse } from '../../../../src/sequencer/db/token-use'
import { newSequencer } from '../../../helpers/sequencer'

const seq = newSequencer()
afterAll(() => seq.close())

describe('TokenUse', () => {
  it('refuses to record a use before the signature has verified', async () => {
    let verify!: () => void
    const use = new TokenUse('jti-1', 2_000_000_000, new Promise<void>((resolve) => (verify = resolve)))
    expect(use.isVerified).toBe(false)
    expect(() => use.record(seq.ctx.db)).toThrow(/only once its signature has verified/)
    verify()
    await use.verified
    expect(use.isVerified).toBe(true)
    use.record(seq.ctx.db)
    expect(use.isUsed(seq.ctx.db)).toBe(true)
  })
})
