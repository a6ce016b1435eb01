/**
 * The curve thread gives the kernel's answers (the same keys, the same point verdicts, the same
 * hashes as computed in place), and takes turns: a small job asked after a large one is answered
 * long before the large one ends.
 */
import { blake3 } from '@noble/hashes/blake3.js'
import { describe, expect, it } from 'vitest'
import {
  GROUP_ORDER,
  bytesToNumberLE,
  decodePoint,
  publicFromScalar,
  toHex,
} from '../../../../src/shared/kernel'
import { deriveOutputKeys, type MemberKeys } from '../../../../src/sequencer/crypto/curve-tasks'
import { CurveWork, curveWork } from '../../../../src/sequencer/crypto/curve-work'

const scalar = () => bytesToNumberLE(crypto.getRandomValues(new Uint8Array(64))) % GROUP_ORDER || 1n
const member = (): MemberKeys => ({ A: publicFromScalar(scalar()), B: publicFromScalar(scalar()) })

describe('CurveWork', () => {
  it('derives the same ghost keys as in place, across pieces and entries', async () => {
    const orders = [
      { r: scalar(), index: 0, members: Array.from({ length: 40 }, member) },
      { r: scalar(), index: 7, members: [member()] },
    ]
    const derived = await curveWork.deriveGhostKeys(orders)
    expect(derived).toEqual(orders.map((o) => deriveOutputKeys(o.r, o.members, o.index)))
  })

  it('names the first invalid point, in order, with the reason the kernel gives', async () => {
    const good = Array.from({ length: 60 }, () => ({
      bytes: publicFromScalar(scalar()),
      primeOrder: true,
    }))
    expect(await curveWork.firstInvalidPoint(good)).toBeUndefined()
    // A point of order 8 is on the curve but not of prime order; 0xff… is not canonical.
    const small = {
      bytes: Uint8Array.from(
        Buffer.from('26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05', 'hex'),
      ),
      primeOrder: true,
    }
    const junk = { bytes: new Uint8Array(32).fill(0xff), primeOrder: true }
    const bad = [...good.slice(0, 50), small, ...good.slice(50), junk]
    const expected = (() => {
      try {
        decodePoint(small.bytes)
      } catch (e) {
        return (e as { code: string }).code
      }
    })()
    expect(await curveWork.firstInvalidPoint(bad)).toEqual({ index: 50, code: expected })
    // Spared the subgroup check (a storage output's keys), the same point passes.
    expect(await curveWork.firstInvalidPoint([{ ...small, primeOrder: false }])).toBeUndefined()
  })

  it('hashes as BLAKE3 in place', async () => {
    const chunks = [new Uint8Array(0), new Uint8Array(70_000).map((_, i) => (i * 31) & 0xff)]
    expect(await curveWork.blake3(chunks)).toEqual(chunks.map((c) => toHex(blake3(c))))
  })

  it('takes turns: a small job asked after a large one is answered first', async () => {
    const own = new CurveWork()
    try {
      await own.warm()
      const large = own.deriveGhostKeys([
        { r: scalar(), index: 0, members: Array.from({ length: 160 }, member) },
      ])
      const done: string[] = []
      void large.then(() => done.push('large'))
      await own.deriveGhostKeys([{ r: scalar(), index: 0, members: [member()] }])
      done.push('small')
      await large
      expect(done).toEqual(['small', 'large'])
    } finally {
      await own.stop()
    }
  })

  it('rejects what the thread held when it ends, and starts again on the next call', async () => {
    const own = new CurveWork()
    await own.warm()
    const pending = own.deriveGhostKeys([
      { r: scalar(), index: 0, members: Array.from({ length: 64 }, member) },
    ])
    await own.stop()
    await expect(pending).rejects.toThrow(/exited/)
    expect(await own.blake3([new Uint8Array(1)])).toEqual([toHex(blake3(new Uint8Array(1)))])
    await own.stop()
  })
})
