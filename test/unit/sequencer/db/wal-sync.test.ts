/**
 * WalSync (durable acknowledgements): a write waits for an fsync of the WAL that began after it
 * committed, writes made while one runs share the next, and nothing written means nothing to wait
 * for. The fsync is the edge watched here (a sync function that records and is released by hand);
 * the database and the WAL file are real, and the real fsync is run too.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openSqlite, type Db } from '../../../../src/node/sqlite/open'
import { WalSync, syncFile } from '../../../../src/sequencer/db/wal-sync'

let dir: string
let db: Db
let wal: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'cosigner-wal-sync-'))
  db = openSqlite(join(dir, 'a.db'))
  db.exec('CREATE TABLE t (x INTEGER)')
  wal = join(dir, 'a.db-wal')
})
afterEach(() => {
  db.close()
  rmSync(dir, { recursive: true, force: true })
})

/** A sync that records each call and finishes only when released, in order. */
function heldSync() {
  const calls: { file: string; release: () => void; fail: (e: Error) => void }[] = []
  const sync = (file: string) =>
    new Promise<void>((resolve, reject) => calls.push({ file, release: resolve, fail: reject }))
  return { calls, sync }
}

const settled = async (p: Promise<unknown>) => {
  let done = false
  void p.then(
    () => (done = true),
    () => (done = true),
  )
  await new Promise((r) => setTimeout(r, 10))
  return done
}

describe('WalSync', () => {
  it('answers a write only once an fsync of the WAL that began after it has finished', async () => {
    const { calls, sync } = heldSync()
    const walSync = new WalSync(db, wal, sync)
    db.prepare('INSERT INTO t VALUES (1)').run()
    const durable = walSync.durable()
    expect(calls.map((c) => c.file)).toEqual([wal])
    expect(await settled(durable)).toBe(false)
    calls[0]!.release()
    await durable
    // Nothing written since: no fsync to wait for.
    await walSync.durable()
    expect(calls).toHaveLength(1)
  })

  it('makes writes committed during an fsync wait for the next one, which they share', async () => {
    const { calls, sync } = heldSync()
    const walSync = new WalSync(db, wal, sync)
    db.prepare('INSERT INTO t VALUES (1)').run()
    const first = walSync.durable()
    // Before the running fsync: covered by it.
    const same = walSync.durable()
    db.prepare('INSERT INTO t VALUES (2)').run()
    const second = walSync.durable()
    db.prepare('INSERT INTO t VALUES (3)').run()
    const third = walSync.durable()
    expect(calls).toHaveLength(1)
    calls[0]!.release()
    await Promise.all([first, same])
    expect(await settled(second)).toBe(false)
    expect(calls).toHaveLength(2)
    calls[1]!.release()
    await Promise.all([second, third])
    expect(calls).toHaveLength(2)
  })

  it('fails the writes an fsync was to cover when it fails, and tries again for the next', async () => {
    const { calls, sync } = heldSync()
    const walSync = new WalSync(db, wal, sync)
    db.prepare('INSERT INTO t VALUES (1)').run()
    const failed = walSync.durable()
    calls[0]!.fail(new Error('EIO'))
    await expect(failed).rejects.toThrow('EIO')
    const retried = walSync.durable()
    expect(calls).toHaveLength(2)
    calls[1]!.release()
    await retried
  })

  it('fsyncs the real WAL file once for a write, and not again while nothing new is written', async () => {
    const synced: string[] = []
    const walSync = new WalSync(db, wal, async (file) => {
      await syncFile(file)
      synced.push(file)
    })
    db.prepare('INSERT INTO t VALUES (1)').run()
    expect(statSync(wal).size).toBeGreaterThan(0)
    await expect(walSync.durable()).resolves.toBeUndefined()
    await walSync.durable()
    expect(synced).toEqual([wal])
  })

  it('takes a WAL that is gone as checkpointed, and passes on any other failure to open it', async () => {
    await expect(syncFile(join(dir, 'none-wal'))).resolves.toBeUndefined()
    // A folder cannot be opened for writing: not a missing WAL, so the write is not called durable.
    await expect(syncFile(dir)).rejects.toMatchObject({ code: 'EISDIR' })
  })
})
