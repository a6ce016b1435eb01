import { describe, expect, it } from 'vitest'
import { parseUserIds } from '../../../../src/renderer/groups/user-ids'

const A = '11111111-1111-4111-8111-111111111111'
const B = '22222222-2222-4222-8222-222222222222'

describe('user ids typed by people', () => {
  it('takes ids separated by lines, commas or spaces, once each, and reports the rest', () => {
    expect(parseUserIds(` ${A}\n${B.toUpperCase()}, ${A}; nope `)).toEqual({ ids: [A, B], invalid: ['nope'] })
    expect(parseUserIds('')).toEqual({ ids: [], invalid: [] })
  })
})
