import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SPEC_VECTORS_FILE } from '../helpers/spec-vectors'

// The specification's folder, where it sits beside the checkout (as in CI); a lone clone has none.
const SPEC_FILE = new URL('../../../shared/spec/vectors.json', import.meta.url)

describe('the specification’s vectors kept in the repository', () => {
  it.runIf(existsSync(SPEC_FILE))('are the specification’s own, byte for byte', () => {
    expect(readFileSync(SPEC_VECTORS_FILE, 'utf8')).toBe(readFileSync(SPEC_FILE, 'utf8'))
  })
})
