import { describe, expect, it } from 'vitest'
import { kernelAssetId } from '../../../../../src/shared/kernel'
import { memoryCache } from './helpers'

const XIN = 'c94ac88f-4671-3976-b60a-09064f1811e8'
const xin = (over: Record<string, unknown> = {}) => ({
  asset_id: XIN,
  kernel_asset_id: kernelAssetId(XIN),
  chain_id: XIN,
  symbol: 'XIN',
  name: 'Mixin',
  precision: 8,
  icon_url: 'http://127.0.0.1:7001/assets/icons/x.svg',
  ...over,
})

describe('assets store', () => {
  it('keeps a description and its checked icon, and forgets the icon when its address changes', () => {
    const c = memoryCache()
    c.assets.upsert(xin())
    expect(c.assets.get(XIN)).toMatchObject({ symbol: 'XIN', icon: null, icon_checked_at: null })
    expect(c.assets.setIcon(XIN, { type: 'image/png', bytes: new Uint8Array([0x89, 0x50]) })).toBe(
      true,
    )
    expect(c.assets.get(XIN)).toMatchObject({ icon_type: 'image/png', icon_checked_at: c.clock.t })
    c.assets.upsert(xin({ name: 'Mixin Network' }))
    expect(c.assets.get(XIN)).toMatchObject({ name: 'Mixin Network', icon_type: 'image/png' })
    c.assets.upsert(xin({ icon_url: 'http://127.0.0.1:7001/assets/icons/y.svg' }))
    expect(c.assets.get(XIN)).toMatchObject({ icon_type: null, icon: null, icon_checked_at: null })
    // A refused icon is remembered as checked, so it is not fetched on every read.
    c.assets.setIcon(XIN, null)
    expect(c.assets.get(XIN)).toMatchObject({ icon: null, icon_checked_at: c.clock.t })
    expect(
      c.assets.getMany([XIN, '4d8c508b-91c5-375b-92b0-ee702ed2dac5']).map((a) => a.symbol),
    ).toEqual(['XIN'])
  })

  it('refuses a description that is not one and an icon of another type', () => {
    const c = memoryCache()
    expect(() => c.assets.upsert(xin({ symbol: '' }))).toThrow(TypeError)
    expect(() => c.assets.upsert(xin({ precision: 19 }))).toThrow(TypeError)
    c.assets.upsert(xin())
    expect(() =>
      c.assets.setIcon(XIN, { type: 'text/html' as never, bytes: new Uint8Array(1) }),
    ).toThrow(TypeError)
  })
})
