import { createRequire } from 'node:module'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { bytesToHex } from '@noble/hashes/utils.js'
import { openCache } from '../../../../../src/main/core/db/open'
import { createVault } from '../../../../../src/main/core/vault/vault'
import { signWithSeed } from '../../../../../src/shared/auth/ed25519'
import { inKeyringHarness, keystore, pubHex, uniqueService } from '../vault/helpers'
import { GROUP, REQUEST, requestRecord, tempDir, TX_HASH } from './helpers'

const keytar = createRequire(import.meta.url)('keytar') as typeof import('keytar')

/** Every encoding of a seed we could imagine leaking: raw, hex either case, base64 and base64url, and seed‖pub. */
function needles(seed: Uint8Array): Array<[string, Buffer]> {
  const raw = Buffer.from(seed)
  const hex = bytesToHex(seed)
  const full = Buffer.concat([raw, Buffer.from(pubHex(seed), 'hex')])
  return [
    ['raw', raw],
    ['hex', Buffer.from(hex)],
    ['HEX', Buffer.from(hex.toUpperCase())],
    ['utf16 hex', Buffer.from(hex, 'utf16le')],
    ['base64', Buffer.from(raw.toString('base64').slice(0, 40))],
    ['base64url', Buffer.from(raw.toString('base64url').slice(0, 40))],
    ['seed‖pub raw', full],
  ]
}

describe.runIf(inKeyringHarness)('no secret reaches the cache', () => {
  const service = uniqueService('no-secrets')
  afterAll(async () => {
    for (const c of await keytar.findCredentials(service))
      await keytar.deletePassword(service, c.account)
  })

  it('after importing an account and using it, neither the file nor its WAL holds a seed', async () => {
    const seeds = {
      session: new Uint8Array(randomBytes(32)),
      spend: new Uint8Array(randomBytes(32)),
      tip: new Uint8Array(randomBytes(32)),
    }
    const vault = createVault({ service })
    const record = await vault.importKeystore(
      keystore({
        session_private_key: bytesToHex(seeds.session) + pubHex(seeds.session),
        spend_private_key: bytesToHex(seeds.spend),
        tip_private_key: bytesToHex(seeds.tip),
      }),
      { label: 'Scanned' },
    )
    const file = join(tempDir(), 'cache.sqlite')
    const cache = openCache(file)
    const user = record.user_id
    cache.accounts.upsert(record)
    cache.accounts.markRegistered(user)
    cache.settings.set('account.active', user)
    cache.conversations.save(
      user,
      { conversation_id: GROUP, category: 'GROUP', creator_id: user, name: 'Scan group' },
      [{ user_id: user, role: 'OWNER' }],
    )
    const signature = await vault.withSecret(user, 'spend', (seed) =>
      bytesToHex(signWithSeed(new Uint8Array(32), seed)),
    )
    cache.requests.upsert(user, {
      request_id: REQUEST,
      transaction_hash: TX_HASH,
      state: 'waiting',
      my_role: 'signer',
      record: requestRecord({ user_id: user }),
      summary: { signature_preview: signature.slice(0, 16) },
    })
    cache.audit.append({ actor: user, action: 'account.import', subject: user, result: 'ok' })
    cache.audit.append({
      actor: user,
      action: 'sign',
      subject: REQUEST,
      transaction_hash: TX_HASH,
      result: 'ok',
    })

    const scan = () => {
      const files = [file, `${file}-wal`, `${file}-shm`].filter(existsSync)
      const found: string[] = []
      for (const f of files) {
        const bytes = readFileSync(f)
        for (const [kind, seed] of Object.entries(seeds)) {
          for (const [encoding, needle] of needles(seed))
            if (bytes.includes(needle)) found.push(`${kind} as ${encoding} in ${f}`)
        }
      }
      return { files, found, all: Buffer.concat(files.map((f) => readFileSync(f))) }
    }

    // While open, the writes sit in the WAL.
    const live = scan()
    expect(live.files).toContain(`${file}-wal`)
    expect(readFileSync(`${file}-wal`).length).toBeGreaterThan(0)
    expect(live.found).toEqual([])
    // Control: the scan does see what was written, such as the public keys.
    expect(live.all.includes(Buffer.from(record.spend_public_key!))).toBe(true)
    expect(live.all.includes(Buffer.from('Scan group'))).toBe(true)

    cache.close() // checkpoint into the main file
    const closed = scan()
    expect(closed.found).toEqual([])
    expect(closed.all.includes(Buffer.from(record.session_public_key))).toBe(true)
  })
})
