/**
 * People through the wallet core against the real sequencer: names, identity numbers and checked
 * avatars from `POST /users/fetch` and `GET /users/:id` into the users cache; contacts from the
 * groups, requests, codes and links an account meets; staleness and refresh; the cache answering
 * alone when the service is out of reach.
 */
import { randomUUID } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isCoreError, type CoreWithInternals } from '../../../src/main/core'
import { STALE_MS } from '../../../src/main/core/services/people'
import { importAccount } from '../../../harness/wallet-lock'
import {
  createRequest,
  follow,
  fund,
  inKeyring,
  newCore,
  newUser,
  startHarness,
  startProxy,
  XIN,
  type Harness,
  type User,
} from '../../../harness/wallet-network'

describe.runIf(inKeyring)('people through the wallet core', () => {
  let h: Harness
  let alice: User, bob: User, carol: User, dave: User, erin: User
  let core: CoreWithInternals
  let down = false
  /** Each `POST /users/fetch` the core made, by the number of ids it asked for. */
  const batches: number[] = []
  let html: { url: string; close: () => void }

  beforeAll(async () => {
    h = await startHarness()
    ;[alice, bob, carol, dave, erin] = ['Alice', 'Bob', 'Carol Émile', 'Dave', 'Erin'].map((n) =>
      newUser(h, n, true),
    ) as [User, User, User, User, User]
    // The sequencer has no call to set an avatar: set Bob's to the image it serves, Carol's to a page.
    const page = createServer((_req, res) =>
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<html><body>not an image</body></html>'),
    )
    await new Promise<void>((r) => page.listen(0, '127.0.0.1', r))
    html = {
      url: `http://127.0.0.1:${(page.address() as AddressInfo).port}/avatar.png`,
      close: () => page.close(),
    }
    const setAvatar = h.server.ctx.db.prepare('UPDATE users SET avatar_url = ? WHERE user_id = ?')
    setAvatar.run(`${h.server.url}/assets/icons/${XIN}.svg`, bob.userId)
    setAvatar.run(html.url, carol.userId)
    const proxy = await startProxy(h, { block: () => (down ? 503 : undefined) })
    const counting: typeof fetch = async (input, init) => {
      const url = input instanceof Request ? input.url : String(input)
      if (url.endsWith('/users/fetch'))
        batches.push((JSON.parse(String(init?.body)) as unknown[]).length)
      return fetch(input, init)
    }
    core = newCore(h, 'alice', { baseUrl: proxy.url, fetch: counting })
    await importAccount(core, alice.text)
  })
  afterAll(async () => {
    html?.close()
    await h?.close()
  })

  it('makes group members contacts and names them, with a checked avatar or none', async () => {
    await core.groups.create(alice.userId, {
      name: 'Treasury',
      participants: [bob.userId, carol.userId],
    })
    const people = await core.people.get(alice.userId, [alice.userId, bob.userId, carol.userId])
    const byId = new Map(people.map((p) => [p.user_id, p]))
    expect([alice, bob, carol].map((u) => byId.get(u.userId)?.full_name)).toEqual([
      'Alice',
      'Bob',
      'Carol Émile',
    ])
    expect(byId.get(bob.userId)!.identity_number).toBe(String(bob.identityNumber))
    expect(byId.get(bob.userId)!.avatar).toMatch(/^data:image\/svg\+xml;base64,/)
    // A page where an image should be is refused: Carol reads with her initials.
    expect(byId.get(carol.userId)!.avatar).toBeNull()
    expect((await core.people.search(alice.userId, 'emile')).map((p) => p.full_name)).toEqual([
      'Carol Émile',
    ])
    expect(
      (await core.people.search(alice.userId, String(bob.identityNumber))).map((p) => p.full_name),
    ).toEqual(['Bob'])
    // Alice herself is no contact of hers; Dave she never met.
    expect((await core.people.search(alice.userId, '')).map((p) => p.full_name).sort()).toEqual([
      'Bob',
      'Carol Émile',
    ])
    expect(await core.people.search(alice.userId, 'dave')).toEqual([])
  })

  it('makes the senders and receivers of a request contacts', async () => {
    const input = fund(h, [alice.userId, dave.userId].sort(), 1, 100_000_000n)
    await createRequest(h, dave, {
      input,
      senders: [alice.userId, dave.userId].sort(),
      threshold: 1,
      to: erin.userId,
      amount: 10_000_000n,
    })
    await follow(core, alice.userId, [alice.userId, dave.userId], 1)
    await core.requests.sync(alice.userId)
    expect((await core.people.search(alice.userId, '')).map((p) => p.full_name).sort()).toEqual([
      'Bob',
      'Carol Émile',
      'Dave',
      'Erin',
    ])
  })

  it('looks a person up by id, user link or code link, and refuses what names no person', async () => {
    const frank = newUser(h, 'Frank')
    expect(
      (await core.people.lookup(alice.userId, `https://mixin.one/users/${frank.userId}`)).full_name,
    ).toBe('Frank')
    const gina = newUser(h, 'Gina')
    expect((await core.people.lookup(alice.userId, `mixin://codes/${gina.codeId}`)).full_name).toBe(
      'Gina',
    )
    // A bare id that is a user's code id, not a user's.
    const hugo = newUser(h, 'Hugo')
    expect((await core.people.lookup(alice.userId, hugo.codeId)).user_id).toBe(hugo.userId)
    expect((await core.people.search(alice.userId, 'g')).map((p) => p.full_name)).toContain('Gina')
    await expect(core.people.lookup(alice.userId, randomUUID())).rejects.toSatisfy((e) =>
      isCoreError(e, 'user-not-found'),
    )
    await expect(core.people.lookup(alice.userId, 'bob')).rejects.toSatisfy((e) =>
      isCoreError(e, 'invalid-code'),
    )
    // Links are read strictly: another host names nobody, a malformed link is refused with its reason.
    await expect(
      core.people.lookup(alice.userId, `https://evil.example/users/${frank.userId}`),
    ).rejects.toSatisfy((e) => isCoreError(e, 'invalid-code'))
    await expect(
      core.people.lookup(alice.userId, `https://mixin.one/users/${frank.userId}?ref=x`),
    ).rejects.toThrow('This link cannot be used: a user link takes no parameters.')
    const group = core.groups.list(alice.userId)[0]!
    const link = (await core.groups.open(alice.userId, group.conversation_id)).code_url
    await expect(core.people.lookup(alice.userId, link)).rejects.toSatisfy((e) =>
      isCoreError(e, 'wrong-code-kind'),
    )
    // A user behind a code resolved in Open anything becomes a contact too.
    const ivan = newUser(h, 'Ivan')
    await core.codes.resolve(alice.userId, `https://mixin.one/codes/${ivan.codeId}`)
    expect((await core.people.search(alice.userId, 'ivan')).map((p) => p.user_id)).toEqual([
      ivan.userId,
    ])
  })

  it('asks at most 100 ids a call, and not again until a record is stale or a refresh is asked', async () => {
    const strangers = Array.from({ length: 130 }, () => randomUUID())
    batches.length = 0
    await core.people.get(alice.userId, [bob.userId, ...strangers.slice(0, 99)])
    await core.people.get(alice.userId, [bob.userId, ...strangers.slice(99)])
    expect(batches).toEqual([99, 31])
    // Fresh records and ids the service did not know are not asked for again.
    batches.length = 0
    expect(
      (await core.people.get(alice.userId, [bob.userId, ...strangers.slice(0, 10)])).map(
        (p) => p.full_name,
      ),
    ).toEqual(['Bob'])
    expect(batches).toEqual([])
    // Bob renames himself; Alice sees it once his record is stale, or at once on refresh.
    h.server.ctx.db
      .prepare('UPDATE users SET full_name = ? WHERE user_id = ?')
      .run('Robert', bob.userId)
    expect((await core.people.get(alice.userId, [bob.userId]))[0]!.full_name).toBe('Bob')
    expect(
      (await core.people.get(alice.userId, [bob.userId], { refresh: true }))[0]!.full_name,
    ).toBe('Robert')
    h.server.ctx.db
      .prepare('UPDATE users SET full_name = ? WHERE user_id = ?')
      .run('Bob', bob.userId)
    core.cache.db
      .prepare('UPDATE users SET fetched_at = fetched_at - ? WHERE user_id = ?')
      .run(STALE_MS + 1, bob.userId)
    batches.length = 0
    expect((await core.people.get(alice.userId, [bob.userId, carol.userId]))[0]).toMatchObject({
      full_name: 'Bob',
    })
    expect(batches).toEqual([1])
  })

  it('answers from the cache when the service is out of reach', async () => {
    down = true
    try {
      core.cache.db.prepare('UPDATE users SET fetched_at = 0').run()
      const people = await core.people.get(alice.userId, [bob.userId, carol.userId], {
        refresh: true,
      })
      expect(people.map((p) => p.full_name).sort()).toEqual(['Bob', 'Carol Émile'])
      expect(people.find((p) => p.user_id === bob.userId)!.avatar).toMatch(/^data:image\/svg/)
      expect((await core.people.search(alice.userId, 'bo')).map((p) => p.full_name)).toEqual([
        'Bob',
      ])
      expect(
        (await core.people.get(alice.userId, [dave.userId], { offline: true })).map(
          (p) => p.full_name,
        ),
      ).toEqual(['Dave'])
    } finally {
      down = false
    }
  })
})
