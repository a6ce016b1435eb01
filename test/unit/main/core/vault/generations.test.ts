/**
 * Sorting what an interrupted re-seal left: only what its journal names, by generation and salt, is
 * removed; everything else outside the current generation is kept.
 */
import { describe, expect, it } from 'vitest'
import { sortLeftovers, type FoundEntry } from '../../../../../src/main/core/vault/generations'
import type { ResealJournal } from '../../../../../src/main/core/vault/reseal-journal'

const U = '6a1b2c3d-0000-4000-8000-00000000a001'
const V = '6a1b2c3d-0000-4000-8000-00000000a002'
const entry = (
  userId: string,
  generation: number,
  seal: string | null | undefined,
  kind: 'spend' | 'tip' = 'spend',
): FoundEntry => ({
  userId,
  kind,
  generation,
  seal,
  name: `${userId}/${kind}${generation ? `/${generation}` : ''}`,
})
const journal: ResealJournal = {
  from: { generation: 1, salt: 'old' },
  to: { generation: 2, salt: 'new' },
}
const names = (r: { stale: FoundEntry[]; kept: FoundEntry[] }) => ({
  stale: r.stale.map((e) => e.name),
  kept: r.kept.map((e) => e.name),
})

describe('sortLeftovers', () => {
  it('removes nothing without a journal', () => {
    expect(
      names(sortLeftovers([entry(U, 1, 'old'), entry(U, 2, 'new'), entry(U, 3, 'x')], 2, null)),
    ).toEqual({ stale: [], kept: [`${U}/spend/1`, `${U}/spend/3`] })
  })

  it('after the commit: the old side’s entries with a copy sealed by the new side go; the rest stays', () => {
    const found = [
      entry(U, 1, 'old'),
      entry(U, 2, 'new'),
      entry(V, 1, 'old'),
      entry(U, 1, 'another', 'tip'),
      entry(U, 2, 'new', 'tip'),
      entry(V, 2, 'forged', 'tip'),
      entry(V, 1, 'old', 'tip'),
    ]
    expect(names(sortLeftovers(found, 2, journal))).toEqual({
      stale: [`${U}/spend/1`],
      kept: [`${V}/spend/1`, `${U}/tip/1`, `${V}/tip/1`],
    })
  })

  it('before the commit: the new side’s entries go, whatever else is there stays', () => {
    const found = [
      entry(U, 1, 'old'),
      entry(U, 2, 'new'),
      entry(V, 2, 'someone else'),
      entry(U, 2, undefined, 'tip'),
    ]
    expect(names(sortLeftovers(found, 1, journal))).toEqual({
      stale: [`${U}/spend/2`],
      kept: [`${V}/spend/2`, `${U}/tip/2`],
    })
  })

  it('a journal of other generations proves nothing', () => {
    expect(names(sortLeftovers([entry(U, 1, 'old'), entry(U, 2, 'new')], 5, journal))).toEqual({
      stale: [],
      kept: [`${U}/spend/1`, `${U}/spend/2`],
    })
  })

  it('generation 0: seeds in clear go after sealing only when the journal starts from clear', () => {
    const fromClear: ResealJournal = {
      from: { generation: 0, salt: null },
      to: { generation: 1, salt: 'new' },
    }
    const found = [
      entry(U, 0, null),
      entry(U, 1, 'new'),
      entry(V, 0, undefined),
      entry(V, 1, 'new'),
    ]
    expect(names(sortLeftovers(found, 1, fromClear))).toEqual({
      stale: [`${U}/spend`],
      kept: [`${V}/spend`],
    })
  })
})
