import { describe, expect, it } from 'vitest'
import { crossCheckCosign } from './cosign-sdk-driver'

// The other 500 of the ≥ 1,000 random transactions (see cosign-sdk.test.ts).
describe('co-signing against the SDK on random transactions (second 500)', () => {
  it('produces byte-identical signed raws, verifies them strictly, and merges second signers', () => {
    expect(crossCheckCosign('cosign-sdk-more', 500)).toBeGreaterThan(60)
  })
})
