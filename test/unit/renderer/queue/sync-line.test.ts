import { describe, expect, it } from 'vitest'
import { syncLine } from '../../../../src/renderer/queue/sync-line'
import type { SyncStatus } from '../../../../src/renderer/store/types'

const at = Date.UTC(2026, 0, 5, 9, 30)
const synced = (accounts: number): SyncStatus => ({
  busy: false,
  at,
  result: { accounts, fetched: 2, needs_signature: 1, newly_needs_signature: [] },
  error: null,
})

describe('the queue’s sync line', () => {
  it('says how many shared accounts were read and what was fetched', () => {
    const line = syncLine(synced(3), true, 1)
    expect(line.tone).toBe('normal')
    expect(line.text).toMatch(
      /^Synced .+ · 3 shared accounts read · 2 fetched · 1 need your signature\.$/,
    )
  })

  it('warns that without a followed account only requests shared by link are found, and says where to add one', () => {
    const line = syncLine(synced(0), true, 0)
    expect(line).toMatchObject({
      tone: 'warn',
      next: 'Add the shared accounts you sign for under Accounts.',
    })
    expect(line.text).toContain(
      'no shared account followed, so only requests shared by link are found',
    )
  })

  it('tells offline from a failure, and an unregistered account from both', () => {
    const failed = (code: string): SyncStatus => ({
      busy: false,
      at: null,
      result: null,
      error: { code, message: 'It failed.', next: 'Do this.' },
    })
    expect(syncLine(failed('network'), true, 0)).toMatchObject({
      tone: 'warn',
      text: 'Offline: showing the requests saved on this computer.',
    })
    expect(syncLine(failed('rejected'), true, 0)).toMatchObject({
      tone: 'error',
      text: 'Sync failed: It failed.',
      next: 'Do this.',
    })
    expect(syncLine(synced(2), false, 0)).toMatchObject({
      tone: 'warn',
      text: 'Not registered with the service yet.',
    })
  })
})
