import { describe, expect, it } from 'vitest'
import type { RequestItem } from '../../../../src/shared/bridge'
import { externalReceivers, paidSigners } from '../../../../src/renderer/base/receivers'
import { requestItem } from '../request-item'

const A = '11111111-1111-4111-8111-111111111111'
const B = '22222222-2222-4222-8222-222222222222'
const C = '33333333-3333-4333-8333-333333333333'

const item = (over: Partial<RequestItem> = {}): RequestItem =>
  requestItem({ senders: [A, B], ...over })

describe('who a request pays', () => {
  it('picks the receivers that are not change back to the senders', () => {
    expect(externalReceivers(item())).toBeUndefined()
    const receivers = [
      { members: [C], threshold: 1 },
      { members: [B, A], threshold: 2 },
    ]
    expect(externalReceivers(item({ receivers }))).toEqual([{ members: [C], threshold: 1 }])
    expect(externalReceivers(item({ receivers: [{ members: [A, B], threshold: 2 }] }))).toEqual([
      { members: [A, B], threshold: 2 },
    ])
  })

  it('names the signers a request pays outside its change', () => {
    expect(
      paidSigners(
        item({
          receivers: [
            { members: [C], threshold: 1 },
            { members: [A, B], threshold: 2 },
          ],
        }),
      ),
    ).toEqual([])
    expect(
      paidSigners(
        item({
          receivers: [
            { members: [A], threshold: 1 },
            { members: [B, A], threshold: 2 },
          ],
        }),
      ),
    ).toEqual([A])
    // Change alone pays nobody.
    expect(paidSigners(item({ receivers: [{ members: [B, A], threshold: 2 }] }))).toEqual([])
  })
})
