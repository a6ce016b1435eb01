/**
 * A request is looked up by every co-signer's sign and read (requests-store `findRequest`): each
 * connection keeps the part that never changes and reads the rest — merged raw, signers, state —
 * afresh every time; what a transaction read (it may roll back) is not kept.
 */
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../../../src/sequencer/db/open'
import { findRequest, updateSignatures } from '../../../../src/sequencer/ledger/requests-store'
import { signingNetworkFixture } from './setup'

const fixture = signingNetworkFixture(2)
const seq = fixture.seq
const extraOf = (id: string) =>
  (
    seq.ctx.db.prepare('SELECT extra FROM multisig_requests WHERE request_id = ?').get(id) as {
      extra: string
    }
  ).extra

describe('findRequest', () => {
  it('reads what changes afresh each time and keeps the rest', () => {
    const db = seq.ctx.db
    const id = fixture.network.requests[0]!.requestId
    const first = findRequest(db, id)!
    expect(first.requestId).toBe(id)
    expect(first.extra).toBe(extraOf(id))
    const raw = new Uint8Array([...first.raw, 0])
    updateSignatures(db, id, raw, [first.senders[0]!], first.updatedAtNs + 1n)
    const second = findRequest(db, id)!
    expect(second.raw).toEqual(raw)
    expect(second.signers).toEqual([first.senders[0]])
    expect(second.updatedAtNs).toBe(first.updatedAtNs + 1n)
    expect({
      ...second,
      raw: first.raw,
      signers: first.signers,
      updatedAtNs: first.updatedAtNs,
    }).toEqual(first)
    // The fixed part is not read again: nothing the sequencer does changes it, so this is unseen.
    db.prepare("UPDATE multisig_requests SET extra = 'ff' WHERE request_id = ?").run(id)
    expect(findRequest(db, id)!.extra).toBe(first.extra)
    expect(Object.isFrozen(second.senders) && Object.isFrozen(second.receivers)).toBe(true)
    expect(findRequest(db, '00000000-0000-4000-8000-000000000000')).toBeUndefined()
  })

  it('does not keep what a transaction read', () => {
    // A second connection, whose cache is empty, reads a change that is then rolled back.
    const db = openDatabase(fixture.dbFile)
    try {
      const id = fixture.network.requests[1]!.requestId
      const stored = extraOf(id)
      db.exec('BEGIN')
      db.prepare("UPDATE multisig_requests SET extra = 'ff' WHERE request_id = ?").run(id)
      expect(findRequest(db, id)!.extra).toBe('ff')
      db.exec('ROLLBACK')
      expect(findRequest(db, id)!.extra).toBe(stored)
    } finally {
      db.close()
    }
  })
})
