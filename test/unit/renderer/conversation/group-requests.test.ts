import { describe, expect, it } from 'vitest'
import { requestsOfMembers } from '../../../../src/renderer/conversation/group-requests'
import { requestItem } from '../request-item'

const A = 'a11ce000-0000-4000-8000-000000000001'
const B = 'b0b00000-0000-4000-8000-000000000002'
const D = 'da5e0000-0000-4000-8000-000000000004'

describe('the requests of a group', () => {
  it('lists requests whose senders are all members, newest first, each once', () => {
    const ours = requestItem({
      request_id: '00000000-0000-4000-8000-000000000001',
      senders: [A, B],
      updated_at: 1,
    })
    const later = requestItem({
      request_id: '00000000-0000-4000-8000-000000000002',
      senders: [B],
      updated_at: 5,
    })
    const outsider = requestItem({
      request_id: '00000000-0000-4000-8000-000000000003',
      senders: [A, D],
      updated_at: 9,
    })
    const got = requestsOfMembers(
      [
        [ours, outsider],
        [later, ours],
      ],
      [A, B],
    )
    expect(got.map((r) => r.request_id)).toEqual([later.request_id, ours.request_id])
    expect(requestsOfMembers([[ours, later]], [A, B], 1)).toHaveLength(1)
    expect(requestsOfMembers([[requestItem({ senders: [] })]], [A])).toEqual([])
  })
})
