import { describe, expect, it } from 'vitest'
import {
  FORBIDDEN_SENDER,
  INTERNAL_FAILURE,
  registerBridge,
  type IpcMainLike,
} from '../../../src/main/ipc'
import { APP_ENTRY_URL, type SenderInfo } from '../../../src/main/security'
import { BRIDGE_METHODS, bridgeChannel, type BridgeHandlers } from '../../../src/shared/bridge'

type FakeEvent = { sender: SenderInfo }
type Listener = (event: FakeEvent, ...args: unknown[]) => Promise<unknown>

function fakeIpc() {
  const handlers = new Map<string, Listener>()
  const ipc: IpcMainLike<FakeEvent> = {
    handle(channel, listener) {
      if (handlers.has(channel)) throw new Error(`second handler for ${channel}`)
      handlers.set(channel, listener)
    },
    removeHandler(channel) {
      handlers.delete(channel)
    },
  }
  return { ipc, handlers }
}

const trusted: FakeEvent = { sender: { url: APP_ENTRY_URL, isMainFrame: true, isOurWindow: true } }

type Handlers = { -readonly [M in keyof BridgeHandlers]: BridgeHandlers[M] }

function echoHandlers(calls: Array<[string, unknown]>): Handlers {
  return Object.fromEntries(
    BRIDGE_METHODS.map((m) => [
      m,
      async (raw: unknown) => {
        calls.push([m, raw])
        return { ok: true as const, value: { method: m } }
      },
    ]),
  ) as Handlers
}

describe('registerBridge', () => {
  it('registers exactly one channel per contract method, named by the contract', () => {
    const { ipc, handlers } = fakeIpc()
    registerBridge(ipc, { handlers: echoHandlers([]), senderOf: (e) => e.sender })
    expect([...handlers.keys()].sort()).toEqual(BRIDGE_METHODS.map(bridgeChannel).sort())
  })

  it('passes the raw first argument to the core handler and returns its envelope', async () => {
    const { ipc, handlers } = fakeIpc()
    const calls: Array<[string, unknown]> = []
    registerBridge(ipc, { handlers: echoHandlers(calls), senderOf: (e) => e.sender })
    const input = { account: 'not-even-a-uuid' }
    const result = await handlers.get(bridgeChannel('settings.get'))!(
      trusted,
      input,
      'extra argument',
    )
    expect(result).toEqual({ ok: true, value: { method: 'settings.get' } })
    expect(calls).toEqual([['settings.get', input]])
  })

  it.each([
    ['an iframe', { url: APP_ENTRY_URL, isMainFrame: false, isOurWindow: true }],
    ['a foreign page', { url: 'https://evil.example/', isMainFrame: true, isOurWindow: true }],
    ['a destroyed frame', { url: undefined, isMainFrame: true, isOurWindow: true }],
    ['another window', { url: APP_ENTRY_URL, isMainFrame: true, isOurWindow: false }],
  ])('refuses %s without calling the core', async (_what, sender) => {
    const { ipc, handlers } = fakeIpc()
    const calls: Array<[string, unknown]> = []
    const log: string[] = []
    registerBridge(ipc, {
      handlers: echoHandlers(calls),
      senderOf: (e) => e.sender,
      log: (l) => log.push(l),
    })
    const result = await handlers.get(bridgeChannel('accounts.list'))!({ sender }, {})
    expect(result).toEqual(FORBIDDEN_SENDER)
    expect(calls).toEqual([])
    expect(log.join('\n')).toMatch(/refused accounts\.list/)
  })

  it('turns a crashing handler into an internal envelope that says nothing of the error', async () => {
    const { ipc, handlers } = fakeIpc()
    const log: string[] = []
    const h = echoHandlers([])
    h['settings.get'] = async () => {
      throw new Error('seed 0123456789abcdef leaked?')
    }
    registerBridge(ipc, { handlers: h, senderOf: (e) => e.sender, log: (l) => log.push(l) })
    const result = await handlers.get(bridgeChannel('settings.get'))!(trusted, {})
    expect(result).toEqual(INTERNAL_FAILURE)
    expect(JSON.stringify(result) + log.join('')).not.toContain('0123456789abcdef')
  })

  it('refuses to start when a method has no handler', () => {
    const { ipc } = fakeIpc()
    const h: Partial<Handlers> = echoHandlers([])
    delete h['requests.sign']
    expect(() =>
      registerBridge(ipc, { handlers: h as Handlers, senderOf: (e) => e.sender }),
    ).toThrow(/requests\.sign/)
  })

  it('removes every handler it registered', () => {
    const { ipc, handlers } = fakeIpc()
    const dispose = registerBridge(ipc, { handlers: echoHandlers([]), senderOf: (e) => e.sender })
    dispose()
    expect(handlers.size).toBe(0)
  })
})
