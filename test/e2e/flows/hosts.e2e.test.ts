/**
 * Which hosts the specs run on. Every spec runs against the loopback web host; where an Electron
 * binary exists they run through Playwright's `_electron` too (see harness/wallet.ts). This file
 * makes the Electron decision visible in the report, with its reason.
 */
import { describe, expect, it } from 'vitest'
import { electronSkipReason } from '../harness/electron'
import { hostKinds } from '../harness/wallet'

describe('hosts', () => {
  it('runs every spec on the web host', () => {
    expect(hostKinds()).toContain('web')
  })

  it.skipIf(electronSkipReason !== null)(
    `runs every spec through Electron too${electronSkipReason ? ` — skipped: ${electronSkipReason}` : ''}`,
    () => {
      expect(hostKinds()).toEqual(['web', 'electron'])
    },
  )
})
