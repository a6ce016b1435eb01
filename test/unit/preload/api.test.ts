import { describe, expect, it } from 'vitest'
import { buildCosignerApi } from '../../../src/preload/api'
import { BRIDGE_METHODS, bridgeChannel } from '../../../src/shared/bridge'
import { HOST_INTENT_CHANNEL, type HostIntent } from '../../../src/shared/host-intents'

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
    await expect(rejecting['settings.get']({})).resolves.toMatchObject({
      ok: false,
      error: { code: 'internal' },
    })
    const stray = buildCosignerApi(async () => 'not an envelope')
    await expect(stray['settings.get']({})).resolves.toMatchObject({
      ok: false,
      error: { code: 'internal' },
    })
  })
})

describe('onHostIntent', () => {
  const ID = '0b8a3c5e-58a1-4bd4-9c2b-7a8e5f4a2d11'
  /** A fake `ipcRenderer.on`: `send` plays main sending on a channel. */
  function channel() {
    const handlers = new Map<string, (payload: unknown) => void>()
    return {
      listen: (name: string, h: (payload: unknown) => void) => void handlers.set(name, h),
      send: (name: string, payload: unknown) => handlers.get(name)?.(payload),
      handlers,
    }
  }

  it('exists only where the host can send intents, listening on the one channel', () => {
    expect(buildCosignerApi(async () => null).onHostIntent).toBeUndefined()
    const c = channel()
    const api = buildCosignerApi(async () => null, c.listen)
    expect(typeof api.onHostIntent).toBe('function')
    expect([...c.handlers.keys()]).toEqual([HOST_INTENT_CHANNEL])
    expect(Object.keys(api).sort()).toEqual([...BRIDGE_METHODS, 'onHostIntent'].sort())
  })

  it('hands the page what main sends, checked against the schema; anything else is dropped', () => {
    const c = channel()
    const api = buildCosignerApi(async () => null, c.listen)
    const got: HostIntent[] = []
    api.onHostIntent!((i) => got.push(i))
    c.send(HOST_INTENT_CHANNEL, { screen: 'review', request_id: ID, action: 'sign' })
    c.send(HOST_INTENT_CHANNEL, { screen: 'open' })
    c.send(HOST_INTENT_CHANNEL, { screen: 'lock' })
    for (const bad of [
      null,
      'open',
      { screen: 'sign', request_id: ID },
      { screen: 'review', request_id: 'x' },
      { screen: 'review', request_id: ID, action: 'transfer' },
      { screen: 'open', text: 'a', confirm: true },
      { screen: 'lock', passphrase: 'x' },
      { screen: 'unlock' },
    ]) {
      c.send(HOST_INTENT_CHANNEL, bad)
    }
    expect(got).toEqual([
      { screen: 'review', request_id: ID, action: 'sign' },
      { screen: 'open' },
      { screen: 'lock' },
    ])
  })

  it('keeps the newest few that arrive before the page listens, and gives them when it does', () => {
    const c = channel()
    const api = buildCosignerApi(async () => null, c.listen)
    for (let i = 1; i <= 6; i++) c.send(HOST_INTENT_CHANNEL, { screen: 'open', text: `t${i}` })
    const got: HostIntent[] = []
    api.onHostIntent!((i) => got.push(i))
    expect(got.map((i) => i.screen === 'open' && i.text)).toEqual(['t3', 't4', 't5', 't6'])
  })

  it('has one listener at a time; removing it stops the flow', () => {
    const c = channel()
    const api = buildCosignerApi(async () => null, c.listen)
    const first: HostIntent[] = []
    const second: HostIntent[] = []
    const removeFirst = api.onHostIntent!((i) => first.push(i))
    const removeSecond = api.onHostIntent!((i) => second.push(i))
    removeFirst() // no longer the listener: changes nothing
    c.send(HOST_INTENT_CHANNEL, { screen: 'open' })
    removeSecond()
    c.send(HOST_INTENT_CHANNEL, { screen: 'open' })
    expect([first.length, second.length]).toEqual([0, 1])
  })
})
