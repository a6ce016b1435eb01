/**
 * After a full flow driven through the bridge handlers (import, register, sync, review, sign from
 * two cores, offline round trip, groups, codes, backup and restore, refused inputs), no seed in any
 * form — raw bytes, hex either case, base64, base64url — nor the backup passphrase nor the wallet
 * passphrase appears in the SQLite files (database and WAL), in anything written to the console,
 * or in any bridge result.
 */
import { readFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { bytesToHex } from '@noble/hashes/utils.js'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createBridgeHandlers } from '../../../src/main/core/bridge-handlers'
import type { BridgeHandlers } from '../../../src/shared/bridge'
import type { Core } from '../../../src/main/core'
import {
  createRequest,
  fund,
  inKeyring,
  newCore,
  newUser,
  startHarness,
  type Harness,
  type User,
} from '../../../harness/wallet-network'

const PASSPHRASE = 'correct horse battery staple'
const WALLET_PASSPHRASE = 'seven amber kites over the salt flats'

function forms(seed: Uint8Array): string[] {
  const b = Buffer.from(seed)
  return [
    bytesToHex(seed),
    bytesToHex(seed).toUpperCase(),
    b.toString('base64'),
    b.toString('base64url'),
    b.toString('base64').replace(/=+$/, ''),
  ]
}

describe.runIf(inKeyring)('no secret leaves the vault', () => {
  let h: Harness
  let alice: User, bob: User, carol: User, dave: User
  let coreA: Core, coreB: Core, coreR: Core
  let A: BridgeHandlers, B: BridgeHandlers, R: BridgeHandlers
  const results: unknown[] = []
  const logged: string[] = []
  const files: Buffer[] = []

  async function call(
    handlers: BridgeHandlers,
    method: keyof BridgeHandlers,
    input: unknown,
  ): Promise<{ ok: boolean; value?: unknown; error?: unknown }> {
    const out = await handlers[method](input)
    results.push(out)
    return out as { ok: boolean; value?: never; error?: unknown }
  }

  beforeAll(async () => {
    for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, level).mockImplementation(
        (...args: unknown[]) =>
          void logged.push(
            args
              .map((a) =>
                a instanceof Error
                  ? `${a.message}\n${a.stack}`
                  : typeof a === 'string'
                    ? a
                    : JSON.stringify(a),
              )
              .join(' '),
          ),
      )
    }
    h = await startHarness()
    alice = newUser(h, 'Alice')
    bob = newUser(h, 'Bob')
    carol = newUser(h, 'Carol', true)
    dave = newUser(h, 'Dave', true)
    coreA = newCore(h, 'alice')
    coreB = newCore(h, 'bob')
    coreR = newCore(h, 'restore')
    A = createBridgeHandlers(coreA)
    B = createBridgeHandlers(coreB)
    R = createBridgeHandlers(coreR)

    for (const handlers of [A, B, R])
      expect((await call(handlers, 'lock.setup', { passphrase: WALLET_PASSPHRASE })).ok).toBe(true)
    const grant = async (handlers: BridgeHandlers, purpose: string, subject?: string) => {
      const r = await call(handlers, 'lock.reauthenticate', {
        passphrase: WALLET_PASSPHRASE,
        purpose,
        ...(subject ? { subject } : {}),
      })
      return (r.value as { grant: string }).grant
    }
    await call(A, 'lock.reauthenticate', {
      passphrase: 'not the wallet passphrase',
      purpose: 'sign',
    })
    expect(
      (
        await call(A, 'accounts.importKeystore', {
          text: alice.text,
          label: 'Alice',
          grant: await grant(A, 'import-account'),
        })
      ).ok,
    ).toBe(true)
    expect(
      (
        await call(B, 'accounts.importKeystore', {
          text: bob.text,
          grant: await grant(B, 'import-account'),
        })
      ).ok,
    ).toBe(true)
    expect((await call(A, 'accounts.register', { account: alice.userId })).ok).toBe(true)
    expect((await call(B, 'accounts.register', { account: bob.userId })).ok).toBe(true)

    const senders = [alice.userId, bob.userId, carol.userId]
    const req = await createRequest(h, carol, {
      input: fund(h, senders, 2, 200_000_000n),
      senders,
      threshold: 2,
      to: dave.userId,
      amount: 50_000_000n,
    })
    await call(A, 'requests.sync', { account: alice.userId })
    await call(A, 'requests.list', { account: alice.userId })
    const review = (
      await call(A, 'requests.review', { account: alice.userId, request_id: req.request_id })
    ).value as { digest: string }
    expect(
      (
        await call(A, 'requests.sign', {
          account: alice.userId,
          request_id: req.request_id,
          summary_digest: review.digest,
          confirmed: true,
          grant: await grant(A, 'sign', req.request_id),
        })
      ).ok,
    ).toBe(true)
    await call(B, 'requests.open', {
      account: bob.userId,
      ref: `https://mixin.one/multisigs/${req.request_id}`,
    })
    const reviewB = (
      await call(B, 'requests.review', { account: bob.userId, request_id: req.request_id })
    ).value as { digest: string }
    expect(
      (
        await call(B, 'requests.sign', {
          account: bob.userId,
          request_id: req.request_id,
          summary_digest: reviewB.digest,
          confirmed: true,
          grant: await grant(B, 'sign', req.request_id),
        })
      ).ok,
    ).toBe(true)

    const req2 = await createRequest(h, carol, {
      input: fund(h, senders, 2, 80_000_000n),
      senders,
      threshold: 2,
      to: dave.userId,
      amount: 30_000_000n,
    })
    await call(A, 'requests.sync', { account: alice.userId })
    const exported = (
      await call(A, 'requests.exportOffline', {
        account: alice.userId,
        request_id: req2.request_id,
      })
    ).value as { text: string }
    const offReview = (
      await call(A, 'requests.reviewOffline', { account: alice.userId, text: exported.text })
    ).value as { digest: string }
    const signed = (
      await call(A, 'requests.signOffline', {
        account: alice.userId,
        text: exported.text,
        summary_digest: offReview.digest,
        confirmed: true,
        grant: await grant(A, 'sign', req2.request_id),
      })
    ).value as { text: string }
    expect(
      (
        await call(A, 'requests.submitSigned', {
          account: alice.userId,
          request_id: req2.request_id,
          text: signed.text,
        })
      ).ok,
    ).toBe(true)
    await call(B, 'requests.unlock', {
      account: bob.userId,
      request_id: req2.request_id,
      confirmed: true,
      grant: await grant(B, 'unlock-request', req2.request_id),
    })

    const group = (
      await call(A, 'groups.create', {
        account: alice.userId,
        name: 'Vault',
        participants: [bob.userId, carol.userId],
      })
    ).value as { conversation_id: string; code_url: string }
    await call(A, 'groups.rename', {
      account: alice.userId,
      conversation_id: group.conversation_id,
      name: 'Vault 2',
    })
    await call(A, 'groups.mute', {
      account: alice.userId,
      conversation_id: group.conversation_id,
      preset: '1w',
    })
    await call(B, 'codes.resolve', { account: bob.userId, code: group.code_url })
    await call(A, 'audit.list', {})
    await call(A, 'settings.get', {})

    const backup = (
      await call(A, 'accounts.exportBackup', {
        account: alice.userId,
        passphrase: PASSPHRASE,
        grant: await grant(A, 'export-backup', alice.userId),
      })
    ).value as { text: string }
    await call(R, 'accounts.restoreBackup', {
      text: backup.text,
      passphrase: 'not the passphrase',
      grant: await grant(R, 'import-account'),
    })
    expect(
      (
        await call(R, 'accounts.restoreBackup', {
          text: backup.text,
          passphrase: PASSPHRASE,
          grant: await grant(R, 'import-account'),
        })
      ).ok,
    ).toBe(true)
    await call(A, 'lock.lock', {})
    await call(A, 'lock.unlock', { passphrase: WALLET_PASSPHRASE })
    // Refusals, to have error envelopes in the scan too.
    await call(A, 'accounts.importKeystore', {
      text: alice.text.replace('"session_private_key":"', '"session_private_key":"zz'),
      grant: await grant(A, 'import-account'),
    })
    await call(A, 'requests.sign', {
      account: alice.userId,
      request_id: req.request_id,
      summary_digest: review.digest,
      confirmed: false,
    })
    await call(A, 'accounts.exportBackup', {
      account: alice.userId,
      passphrase: 'short',
      grant: await grant(A, 'export-backup', alice.userId),
    })
    await call(A, 'nope' as never, {}).catch(() => undefined)

    for (const core of [coreA, coreB, coreR]) {
      const file = join(core.dataDir, 'cache.sqlite')
      for (const f of [file, `${file}-wal`]) if (existsSync(f)) files.push(readFileSync(f))
    }
  })
  afterAll(async () => {
    vi.restoreAllMocks()
    await h?.close()
  })

  const secrets = () => [alice, bob].flatMap((u) => [u.sessionSeed, u.spendSeed])

  it('the flow actually ran (results, files and the log have content)', () => {
    expect(results.length).toBeGreaterThan(25)
    expect(
      results.filter((r) => (r as { ok: boolean }).ok === false).length,
    ).toBeGreaterThanOrEqual(4)
    expect(files.length).toBeGreaterThanOrEqual(3)
    expect(files.some((f) => f.includes(Buffer.from(alice.userId)))).toBe(true)
    // The scan looks for the right strings: the keystore the user pasted does hold the seed's hex.
    expect(alice.text).toContain(forms(alice.sessionSeed)[0])
  })

  it('no seed or passphrase in the SQLite files or their WAL', () => {
    for (const file of files) {
      for (const seed of secrets()) {
        expect(file.includes(Buffer.from(seed))).toBe(false)
        for (const text of forms(seed)) expect(file.includes(Buffer.from(text))).toBe(false)
      }
      expect(file.includes(Buffer.from(PASSPHRASE))).toBe(false)
      expect(file.includes(Buffer.from(WALLET_PASSPHRASE))).toBe(false)
    }
  })

  it('no seed or passphrase in any bridge result', () => {
    const text = JSON.stringify(results)
    for (const seed of secrets()) for (const f of forms(seed)) expect(text).not.toContain(f)
    expect(text).not.toContain(PASSPHRASE)
    expect(text).not.toContain(WALLET_PASSPHRASE)
  })

  it('no seed or passphrase in the console output', () => {
    const text = logged.join('\n')
    for (const seed of secrets()) for (const f of forms(seed)) expect(text).not.toContain(f)
    expect(text).not.toContain(PASSPHRASE)
    expect(text).not.toContain(WALLET_PASSPHRASE)
  })
})
