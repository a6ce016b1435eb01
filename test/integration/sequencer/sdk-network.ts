/**
 * For a test file's lifetime: a sequencer on loopback (a database of its own) with three registered
 * members — Ann, Ben and Cat, sorted by user id — and a registered outsider, Oscar; and the official
 * SDK's client for any of them, pointed at it. The Kernel makes a complete request final
 * SDK_FINALITY_MS after it completed: short, but long enough to see it `signed` first.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { MixinApi } from '@mixin.dev/mixin-node-sdk'
import { startSequencer, type RunningSequencer } from '../../../src/sequencer/server'
import { createTestUser, type TestUser } from '../../helpers/sequencer'

export const SDK_FINALITY_MS = 400

export interface SdkNetwork {
  /** Set in `beforeAll`, as are `members` and `outsider`. */
  readonly server: RunningSequencer
  readonly members: TestUser[]
  readonly outsider: TestUser
  clientFor(user: TestUser): ReturnType<typeof MixinApi>
}

/** Starts the network in `beforeAll` (register yours after this call) and stops it in `afterAll`. */
export function sdkNetwork(dirPrefix: string): SdkNetwork {
  let dir: string | undefined
  let ready: { server: RunningSequencer; members: TestUser[]; outsider: TestUser } | undefined
  const get = () => {
    if (!ready) throw new Error('the SDK network starts in beforeAll')
    return ready
  }
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), dirPrefix))
    const server = await startSequencer({
      dbFile: join(dir, 'sequencer.db'),
      finalityMs: SDK_FINALITY_MS,
    })
    const members: TestUser[] = []
    for (const name of ['Ann', 'Ben', 'Cat'])
      members.push(await createTestUser(server.ctx, name, { register: true }))
    members.sort((a, b) => (a.userId < b.userId ? -1 : 1))
    ready = {
      server,
      members,
      outsider: await createTestUser(server.ctx, 'Oscar', { register: true }),
    }
  })
  afterAll(async () => {
    await ready?.server.close()
    if (dir) rmSync(dir, { recursive: true, force: true })
  })
  return {
    get server() {
      return get().server
    },
    get members() {
      return get().members
    },
    get outsider() {
      return get().outsider
    },
    clientFor: (user) =>
      MixinApi({
        keystore: user.keystore as never,
        requestConfig: { baseURL: get().server.url, retry: 1, timeout: 10_000 },
      }),
  }
}
