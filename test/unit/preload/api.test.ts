import { describe, expect, it } from 'vitest'
import { buildCosignerApi } from '../../../src/preload/api'
import { BRIDGE_METHODS, bridgeChannel } from '../../../src/shared/bridge'

describe('buildCosignerApi', () => {
  it('has exactly one function per contract method and nothing else', () => {
    const api = buildCosignerApi(async () => ({ ok: true, value: null }))
    expect(Object.keys(api).sort()).toEqual([...BRIDGE_METHODS].sort())
    for (const m of BRIDGE_METHODS) expect(typeof api[m]).toBe('function')
    expect(Object.isFrozen(api)).toBe(true)
  })

  it('invokes the method channel with the input as given and returns the envelope unchanged', async () => {
    const seen: Array<[string, unknown]> = []
    const failure = { ok: false, error: { code: 'invalid-input', message: 'bad' } }
    const api = buildCosignerApi(async (channel, input) => {
      seen.push([channel, input])
      return failure
    })
    const input = { account: '00000000-0000-4000-8000-000000000000' }
    await expect(api['groups.list'](input)).resolves.toBe(failure)
    expect(seen).toEqual([[bridgeChannel('groups.list'), input]])
  })

  it('never rejects: a failed invoke or a stray answer becomes an internal envelope', async () => {
    const rejecting = buildCosignerApi(async () => {
      throw new Error("No handler registered for 'cosigner:settings.get'")
    })
    await expect(rejecting['settings.get']({})).resolves.toMatchObject({ ok: false, error: { code: 'internal' } })
    const stray = buildCosignerApi(async () => 'not an envelope')
    await expect(stray['settings.get']({})).resolves.toMatchObject({ ok: false, error: { code: 'internal' } })
  })
})
