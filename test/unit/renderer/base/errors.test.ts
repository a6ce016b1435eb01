import { describe, expect, it } from 'vitest'
import { BRIDGE_ERROR_CODES } from '../../../../src/shared/bridge'
import { explain } from '../../../../src/renderer/base/errors'

describe('explain', () => {
  it('keeps the wallet’s message and adds what to do next', () => {
    const x = explain({ code: 'network', message: 'The service is not reachable.' })
    expect(x).toEqual({
      code: 'network',
      message: 'The service is not reachable.',
      next: expect.stringContaining('Settings'),
    })
  })

  it('has a specific next step for every error code of the contract', () => {
    const fallback = explain({ code: 'no-such-code', message: 'x' }).next
    const generic = BRIDGE_ERROR_CODES.filter(
      (code) => explain({ code, message: 'x' }).next === fallback,
    )
    expect(generic).toEqual([])
  })

  it('copes with anything thrown', () => {
    expect(explain(undefined)).toEqual({
      code: 'internal',
      message: 'Something went wrong.',
      next: expect.any(String),
    })
    expect(explain('boom').message).toBe('boom')
    expect(explain(new TypeError('bad')).code).toBe('internal')
    expect(explain({ code: 42, message: '   ' })).toMatchObject({
      code: 'internal',
      message: 'Something went wrong.',
    })
  })
})
