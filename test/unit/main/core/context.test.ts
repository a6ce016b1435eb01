/**
 * The audit writer every service writes through: entries are redacted as log lines are (a subject or
 * detail may quote what a person pasted), and cut to size after redacting.
 */
import { describe, expect, it } from 'vitest'
import { auditWriter } from '../../../../src/main/core/context'
import { ALICE, memoryCache } from './db/helpers'

const seed = 'a7'.repeat(32)

describe('the audit writer', () => {
  it('redacts keys and seeds from the subject and detail of every entry', () => {
    const cache = memoryCache()
    const write = auditWriter(cache, { warn: () => {}, error: () => {} })
    write({
      actor: ALICE,
      action: 'group.update',
      subject: `https://example.com/${seed}`,
      result: 'failed',
      detail: `name ${Buffer.from(seed, 'hex').toString('base64')}`,
    })
    expect(cache.audit.list()).toMatchObject([
      { subject: 'https://example.com/[redacted]', detail: 'name [redacted]' },
    ])
    cache.close()
  })

  it('cuts a long subject or detail after redacting, keeping the entry and no part of a key', () => {
    const cache = memoryCache()
    const errors: string[] = []
    const write = auditWriter(cache, { warn: () => {}, error: (m) => errors.push(m) })
    // The seed straddles the column's limit: cut first, 31 of its digits would stay and escape the pattern.
    write({
      actor: 'app',
      action: 'service.change',
      subject: `${'to '.repeat(32)}${seed}`,
      result: 'refused',
      detail: `${ALICE},`.repeat(40),
    })
    const [entry] = cache.audit.list()
    expect(errors).toEqual([])
    expect(entry!.subject).toBe(`${'to '.repeat(32)}[redacted]`)
    expect(entry!.detail).toHaveLength(1024)
    cache.close()
  })
})
