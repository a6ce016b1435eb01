import { describe, expect, it } from 'vitest'
import { openBackup, sealBackup, type BackupContents, type BackupEnvelope } from '../../../../../src/main/core/vault/backup'
import { VaultError } from '../../../../../src/main/core/vault/errors'
import type { AccountRecord } from '../../../../../src/main/core/vault/record'
import { hexSeed, pubHex, seedOf, SERVER_PUBLIC } from './helpers'

const N = 2 ** 10 // tests only; the default is 2^17
const PASS = 'correct horse battery'

const record: AccountRecord = {
  user_id: '6a1b2c3d-0000-4000-8000-00000000a001',
  session_id: '6a1b2c3d-0000-4000-8000-00000000b001',
  server_public_key: SERVER_PUBLIC,
  session_public_key: pubHex(seedOf(0x11)),
  spend_public_key: pubHex(seedOf(0x22)),
  tip_public_key: pubHex(seedOf(0x33)),
  label: 'Treasury ✓',
}
const contents = (): BackupContents => ({ record, session: seedOf(0x11), spend: seedOf(0x22), tip: seedOf(0x33) })

async function code(p: Promise<unknown>): Promise<string> {
  try {
    await p
  } catch (e) {
    expect(e).toBeInstanceOf(VaultError)
    return (e as VaultError).code
  }
  return 'resolved'
}

function flip(b64: string, at: number): string {
  const bytes = Buffer.from(b64, 'base64')
  bytes[at]! ^= 0x01
  return bytes.toString('base64')
}

describe('backup envelope', () => {
  it('round-trips the record and all three seeds', async () => {
    const env = await sealBackup(contents(), PASS, { scryptN: N })
    expect(env).toMatchObject({ version: 1, kdf: { name: 'scrypt', N, r: 8, p: 1 }, cipher: { name: 'xchacha20-poly1305' } })
    expect(Buffer.from(env.kdf.salt, 'base64')).toHaveLength(32)
    expect(Buffer.from(env.cipher.nonce, 'base64')).toHaveLength(24)
    const back = await openBackup(JSON.stringify(env), PASS)
    expect(back.record).toEqual(record)
    expect([back.session, back.spend, back.tip]).toEqual([seedOf(0x11), seedOf(0x22), seedOf(0x33)])
  })

  it('round-trips a session-only account', async () => {
    const r = { ...record, spend_public_key: null, tip_public_key: null }
    const back = await openBackup(await sealBackup({ record: r, session: seedOf(0x11), spend: null, tip: null }, PASS, { scryptN: N }), PASS)
    expect(back.record).toEqual(r)
    expect(back.spend).toBeNull()
    expect(back.tip).toBeNull()
  })

  it('uses the default work factor 2^17 when none is given', async () => {
    const env = await sealBackup(contents(), PASS)
    expect(env.kdf.N).toBe(2 ** 17)
  })

  it('holds no seed in the clear and differs every time (fresh salt and nonce)', async () => {
    const a = await sealBackup(contents(), PASS, { scryptN: N })
    const b = await sealBackup(contents(), PASS, { scryptN: N })
    const text = JSON.stringify(a)
    for (const s of [0x11, 0x22, 0x33]) {
      expect(text).not.toContain(hexSeed(s))
      expect(text).not.toContain(Buffer.from(seedOf(s)).toString('base64').slice(0, 20))
    }
    expect(a.ciphertext).not.toBe(b.ciphertext)
    expect(a.kdf.salt).not.toBe(b.kdf.salt)
  })

  it("says 'bad-passphrase' for a wrong passphrase, including one differing only in case", async () => {
    const env = await sealBackup(contents(), PASS, { scryptN: N })
    expect(await code(openBackup(env, 'wrong horse battery'))).toBe('bad-passphrase')
    expect(await code(openBackup(env, PASS.toUpperCase()))).toBe('bad-passphrase')
  })

  it('normalises the passphrase (NFKC), so the same words typed differently still open it', async () => {
    const env = await sealBackup(contents(), 'caf\u00e9 au lait', { scryptN: N })
    expect((await openBackup(env, 'cafe\u0301 au lait')).record).toEqual(record)
  })

  it("says 'corrupt' for an altered ciphertext, and refuses header tampering", async () => {
    const env = await sealBackup(contents(), PASS, { scryptN: N })
    for (const at of [0, 40, Buffer.from(env.ciphertext, 'base64').length - 1]) {
      expect(await code(openBackup({ ...env, ciphertext: flip(env.ciphertext, at) }, PASS))).toBe('corrupt')
    }
    expect(await code(openBackup({ ...env, cipher: { ...env.cipher, nonce: flip(env.cipher.nonce, 3) } }, PASS))).toBe('corrupt')
    // Salt and work factor feed the key: a change reads as a wrong passphrase.
    expect(await code(openBackup({ ...env, kdf: { ...env.kdf, salt: flip(env.kdf.salt, 0) } }, PASS))).toBe('bad-passphrase')
    expect(await code(openBackup({ ...env, kdf: { ...env.kdf, N: 2 * N } }, PASS))).toBe('bad-passphrase')
    expect(await code(openBackup({ ...env, kdf: { ...env.kdf, check: flip(env.kdf.check, 0) } }, PASS))).toBe('bad-passphrase')
  })

  it.each<[string, (e: BackupEnvelope) => unknown, string]>([
    ['a newer version', (e) => ({ ...e, version: 2 }), 'unsupported'],
    ['another KDF', (e) => ({ ...e, kdf: { ...e.kdf, name: 'argon2id' } }), 'unsupported'],
    ['another cipher', (e) => ({ ...e, cipher: { ...e.cipher, name: 'aes-256-gcm' } }), 'unsupported'],
    ['a huge work factor', (e) => ({ ...e, kdf: { ...e.kdf, N: 2 ** 30 } }), 'unsupported'],
    ['N not a power of two', (e) => ({ ...e, kdf: { ...e.kdf, N: 1500 } }), 'unsupported'],
    ['no version', (e) => ({ ...e, version: undefined }), 'corrupt'],
    ['a short salt', (e) => ({ ...e, kdf: { ...e.kdf, salt: 'AAAA' } }), 'corrupt'],
    ['ciphertext not base64', (e) => ({ ...e, ciphertext: '%%%' }), 'corrupt'],
    ['a missing field', (e) => ({ ...e, cipher: undefined }), 'corrupt'],
    ['not JSON text', () => '{"version":1,', 'corrupt'],
    ['an array', () => [], 'corrupt'],
  ])('refuses %s', async (_, change, expected) => {
    const env = await sealBackup(contents(), PASS, { scryptN: N })
    expect(await code(openBackup(change(env), PASS))).toBe(expected)
  })

  it("refuses a passphrase shorter than 8 characters ('weak-passphrase') and a bad work factor", async () => {
    expect(await code(sealBackup(contents(), 'short', { scryptN: N }))).toBe('weak-passphrase')
    await expect(sealBackup(contents(), PASS, { scryptN: 1000 })).rejects.toThrow(RangeError)
    await expect(sealBackup(contents(), PASS, { scryptN: 2 ** 20 })).rejects.toThrow(RangeError)
  })

  it('refuses to seal a record that is not an account record', async () => {
    await expect(sealBackup({ ...contents(), record: { ...record, session_public_key: 'xx' } }, PASS, { scryptN: N })).rejects.toThrow()
  })
})

describe('sealBackup consistency', () => {
  it("refuses seeds that are not the record's ('key-mismatch')", async () => {
    expect(await code(sealBackup({ ...contents(), tip: seedOf(0x44) }, PASS, { scryptN: N }))).toBe('key-mismatch')
    expect(await code(sealBackup({ ...contents(), spend: null }, PASS, { scryptN: N }))).toBe('key-mismatch')
  })
})
