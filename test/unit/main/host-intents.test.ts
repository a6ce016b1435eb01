/**
 * Links and menu items into screens: a second launch's argv (ours picked out, the rest ignored, the
 * bad ones logged), macOS's open-url, and the queue that holds intents until the window has loaded.
 */
import { describe, expect, it } from 'vitest'
import {
  claimsLinkSchemeAtRuntime,
  createIntentQueue,
  intentForLink,
  intentFromUrl,
  intentsFromArgv,
  LOCK_INTENT,
  OPEN_REQUEST_INTENT,
} from '../../../src/main/host-intents'
import { HostIntent } from '../../../src/shared/host-intents'

const ID = '0b8a3c5e-58a1-4bd4-9c2b-7a8e5f4a2d11'
const CODE = 'c4d6e8f0-1a2b-4c3d-8e9f-0a1b2c3d4e5f'

describe('intents from links', () => {
  it('opens the review for a request link and Open anything for a code link — never an action', () => {
    expect(intentForLink({ kind: 'request', requestId: ID, action: 'sign' })).toEqual({
      screen: 'review',
      request_id: ID,
      action: 'sign',
    })
    expect(intentForLink({ kind: 'request', requestId: ID })).toEqual({
      screen: 'review',
      request_id: ID,
    })
    expect(intentForLink({ kind: 'code', codeId: CODE })).toEqual({ screen: 'open', text: CODE })
    expect(OPEN_REQUEST_INTENT).toEqual({ screen: 'open' })
    // Every intent main makes passes the schema the preload checks.
    for (const i of [
      OPEN_REQUEST_INTENT,
      LOCK_INTENT,
      intentForLink({ kind: 'request', requestId: ID, action: 'unlock' }),
      intentForLink({ kind: 'code', codeId: CODE }),
    ]) {
      expect(HostIntent.safeParse(i).success).toBe(true)
    }
  })

  it("hands a second launch's links on, ignoring other arguments and logging the bad ones", () => {
    const lines: string[] = []
    const argv = [
      'C:\\Program Files\\Cosigner\\Cosigner.exe',
      '--allow-file-access-from-files',
      `cosigner://multisigs/${ID}?action=unlock`,
      'cosigner://multisigs/nope',
      `cosigner://codes/${CODE}`,
    ]
    expect(intentsFromArgv(argv, (l) => lines.push(l))).toEqual([
      { screen: 'review', request_id: ID, action: 'unlock' },
      { screen: 'open', text: CODE },
    ])
    expect(lines).toEqual([
      'ignored a cosigner:// link: the request id in the link is not a UUID (cosigner://multisigs/nope)',
    ])
  })

  it("reads macOS's open-url the same way", () => {
    const lines: string[] = []
    expect(intentFromUrl(`cosigner://codes/${CODE}`, (l) => lines.push(l))).toEqual({
      screen: 'open',
      text: CODE,
    })
    expect(
      intentFromUrl(`cosigner://multisigs/${ID}?action=sign&amount=1`, (l) => lines.push(l)),
    ).toBeUndefined()
    expect(lines).toEqual([
      'ignored a cosigner:// link: a request link takes only "action=sign", "action=unlock" or "action=revoke"',
    ])
  })
})

describe('createIntentQueue', () => {
  it('keeps intents until the window has loaded, then sends them in order, then sends at once', () => {
    const q = createIntentQueue()
    const sent: HostIntent[] = []
    q.deliver({ screen: 'open' })
    q.deliver({ screen: 'review', request_id: ID })
    expect(sent).toEqual([])
    q.open((i) => sent.push(i))
    expect(sent).toEqual([{ screen: 'open' }, { screen: 'review', request_id: ID }])
    q.deliver({ screen: 'open', text: CODE })
    expect(sent).toHaveLength(3)
  })

  it('holds again while the page reloads, keeping the newest few', () => {
    const q = createIntentQueue(2)
    const sent: HostIntent[] = []
    q.open((i) => sent.push(i))
    q.close()
    for (const text of ['a', 'b', 'c']) q.deliver({ screen: 'open', text })
    expect(sent).toEqual([])
    q.open((i) => sent.push(i))
    expect(sent).toEqual([
      { screen: 'open', text: 'b' },
      { screen: 'open', text: 'c' },
    ])
  })
})

describe('claiming the cosigner:// scheme at run time', () => {
  it('is left to the Windows installer, which also removes it, and never done by a development run', () => {
    expect(claimsLinkSchemeAtRuntime('win32', true)).toBe(false)
    expect(claimsLinkSchemeAtRuntime('darwin', true)).toBe(true)
    expect(claimsLinkSchemeAtRuntime('linux', true)).toBe(true)
    for (const platform of ['win32', 'darwin', 'linux'] as const)
      expect(claimsLinkSchemeAtRuntime(platform, false)).toBe(false)
  })
})
