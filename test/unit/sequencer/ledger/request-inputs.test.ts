/**
 * A request's inputs are read once per connection and kept (requests-store `requestInputs`): the
 * kept list is what the outputs store says and cannot be changed by a caller; what a transaction
 * read (it may roll back) and a request without inputs are not remembered.
 */
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../../../src/sequencer/db/open'
import { findRequestInputs } from '../../../../src/sequencer/ledger/outputs-store'
import { requestInputs } from '../../../../src/sequencer/ledger/requests-store'
import { signingNetworkFixture } from './setup'

const fixture = signingNetworkFixture(2)
const seq = fixture.seq

describe('requestInputs', () => {
  it('gives what the outputs store holds, the same frozen list each time', () => {
    const id = fixture.network.requests[0]!.requestId
    const inputs = requestInputs(seq.ctx.db, id)
    const stored = findRequestInputs(seq.ctx.db, id)
    expect(inputs).toHaveLength(2)
    const { outputId, amount, keys, threshold, members, views, inscriptionHash } = stored[1]!
    expect(inputs.map((o) => o.outputId)).toEqual(stored.map((o) => o.outputId))
    expect(inputs[1]).toEqual({
      outputId,
      amount,
      keys,
      threshold,
      members,
      views,
      inscriptionHash,
    })
    expect(requestInputs(seq.ctx.db, id)).toBe(inputs)
    expect(
      Object.isFrozen(inputs) && Object.isFrozen(inputs[0]) && Object.isFrozen(inputs[0]!.keys),
    ).toBe(true)
    expect(() => (inputs[0]!.keys as string[]).push('ff')).toThrow(TypeError)
  })

  it('does not remember what a transaction read, nor a request without inputs', () => {
    // A second connection, whose cache is empty, sees the request without its inputs for a moment.
    const db = openDatabase(fixture.dbFile)
    try {
      const id = fixture.network.requests[1]!.requestId
      db.exec('BEGIN')
      const inTransaction = requestInputs(db, id)
      expect(inTransaction).toHaveLength(2)
      db.prepare('DELETE FROM multisig_inputs WHERE request_id = ?').run(id)
      expect(requestInputs(db, id)).toEqual([])
      db.exec('ROLLBACK')
      const after = requestInputs(db, id)
      expect(after).toHaveLength(2)
      expect(after).not.toBe(inTransaction)
      expect(requestInputs(db, id)).toBe(after)
    } finally {
      db.close()
    }
  })
})
