import { describe, expect, it } from 'vitest'
import { crossCheckCosign } from './cosign-sdk-driver'

// 500 of the ≥ 1,000 random transactions; cosign-sdk-more.test.ts runs the other 500 on another seed.
describe('co-signing against the SDK on random transactions (first 500)', () => {
  it('produces byte-identical signed raws, verifies them strictly, and merges second signers', () => {
    expect(crossCheckCosign('cosign-sdk', 500)).toBeGreaterThan(60)
  })
})
