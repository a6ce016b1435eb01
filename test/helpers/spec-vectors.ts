/**
 * The specification's test vectors (wire-formats.md), kept in the repository so that a clone runs
 * every test on its own. Each test types the part it reads. test/unit/spec-vectors.test.ts holds
 * the copy to the specification's own file wherever that sits beside the checkout.
 */
import { readFileSync } from 'node:fs'

export const SPEC_VECTORS_FILE = new URL('../fixtures/spec-vectors.json', import.meta.url)

export const specVectors: unknown = JSON.parse(readFileSync(SPEC_VECTORS_FILE, 'utf8'))
