import { describe, expect, it } from 'vitest'
import { detailParts } from '../../../../src/renderer/activity/detail-words'

const BOB = '6fd4aa3a-0c46-4a4b-a7e6-7bb1b3e4b9b0'
const XIN = 'c94ac88f-4671-3976-b60a-09064f1811e8'

describe('an audit detail in words', () => {
  it('says durations in units, not seconds', () => {
    expect(detailParts('group.disappear', '86400 s')).toEqual([{ kind: 'text', text: '1 day' }])
    expect(detailParts('group.mute', 'muted for 28800 s')).toEqual([
      { kind: 'text', text: 'muted for 8 hours' },
    ])
    expect(
      detailParts('lock.configure', 'idle lock 300 s → 3600 s; re-auth window 0 s → 900 s'),
    ).toEqual([
      { kind: 'text', text: 'idle lock 5 minutes → 1 hour; re-auth window off → 15 minutes' },
    ])
  })

  it('names an amount’s asset and the members, keeping their ids for the title', () => {
    expect(detailParts('offline.sign', `0.125 of ${XIN}`)).toEqual([
      { kind: 'asset', amount: '0.125', id: XIN },
    ])
    expect(detailParts('group.add', `${BOB},${BOB}`)).toEqual([
      { kind: 'user', id: BOB },
      { kind: 'text', text: ', ' },
      { kind: 'user', id: BOB },
    ])
    // Outside member actions an id stays text.
    expect(detailParts('sign', `offline; the file signs ${BOB}`)).toEqual([
      { kind: 'text', text: `offline; the file signs ${BOB}` },
    ])
  })

  it('says a failure in words, its code kept', () => {
    expect(detailParts('group.add', 'by invitation; ApiClientError:invalid-field')).toEqual([
      { kind: 'text', text: 'by invitation; ' },
      {
        kind: 'error',
        words: 'the service refused a field of it',
        code: 'ApiClientError:invalid-field',
      },
    ])
  })
})
