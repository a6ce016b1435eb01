import { xchacha20poly1305 } from '@noble/ciphers/chacha.js'
import { scryptAsync } from '@noble/hashes/scrypt.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { randomBytes, utf8ToBytes } from '@noble/hashes/utils.js'
import { describe, expect, it } from 'vitest'
import {
  openBackup,
  sealBackup,
  type BackupContents,
  type BackupEnvelope,
} from '../../../../../src/main/core/vault/backup'
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
const contents = (): BackupContents => ({
  record,
  session: seedOf(0x11),
  spend: seedOf(0x22),
  tip: seedOf(0x33),
})

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
    expect(env).toMatchObject({
      version: 2,
      kdf: { name: 'scrypt', N, r: 8, p: 1 },
      cipher: { name: 'xchacha20-poly1305' },
    })
    expect(Buffer.from(env.digest, 'base64')).toHaveLength(32)
    expect(Buffer.from(env.kdf.salt, 'base64')).toHaveLength(32)
    expect(Buffer.from(env.cipher.nonce, 'base64')).toHaveLength(24)
    const back = await openBackup(JSON.stringify(env), PASS)
    expect(back.record).toEqual(record)
    expect([back.session, back.spend, back.tip]).toEqual([seedOf(0x11), seedOf(0x22), seedOf(0x33)])
  })

  it('round-trips a session-only account', async () => {
    const r = { ...record, spend_public_key: null, tip_public_key: null }
    const back = await openBackup(
      await sealBackup({ record: r, session: seedOf(0x11), spend: null, tip: null }, PASS, {
        scryptN: N,
      }),
      PASS,
    )
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

  it("says 'corrupt', not a wrong passphrase, for a file damaged anywhere: ciphertext, nonce, salt, work factor or check", async () => {
    const env = await sealBackup(contents(), PASS, { scryptN: N })
    for (const at of [0, 40, Buffer.from(env.ciphertext, 'base64').length - 1]) {
      expect(await code(openBackup({ ...env, ciphertext: flip(env.ciphertext, at) }, PASS))).toBe(
        'corrupt',
      )
    }
    expect(
      await code(
        openBackup({ ...env, cipher: { ...env.cipher, nonce: flip(env.cipher.nonce, 3) } }, PASS),
      ),
    ).toBe('corrupt')
    expect(
      await code(openBackup({ ...env, kdf: { ...env.kdf, salt: flip(env.kdf.salt, 0) } }, PASS)),
    ).toBe('corrupt')
    expect(await code(openBackup({ ...env, kdf: { ...env.kdf, N: 2 * N } }, PASS))).toBe('corrupt')
    expect(
      await code(openBackup({ ...env, kdf: { ...env.kdf, check: flip(env.kdf.check, 0) } }, PASS)),
    ).toBe('corrupt')
    expect(await code(openBackup({ ...env, digest: flip(env.digest, 5) }, PASS))).toBe('corrupt')
    expect(await code(openBackup({ ...env, digest: undefined }, PASS))).toBe('corrupt')
    // The damage is found before the passphrase is tried, so even a wrong one hears "damaged".
    expect(
      await code(
        openBackup({ ...env, ciphertext: flip(env.ciphertext, 1) }, 'wrong horse battery'),
      ),
    ).toBe('corrupt')
  })

  it('still reads version 1 backups (no digest), where a damaged salt reads as a wrong passphrase', async () => {
    const v1 = await sealV1(contents(), PASS)
    const back = await openBackup(JSON.stringify(v1), PASS)
    expect([back.record, back.session, back.spend, back.tip]).toEqual([
      record,
      seedOf(0x11),
      seedOf(0x22),
      seedOf(0x33),
    ])
    expect(await code(openBackup(v1, 'wrong horse battery'))).toBe('bad-passphrase')
    expect(await code(openBackup({ ...v1, ciphertext: flip(v1.ciphertext, 2) }, PASS))).toBe(
      'corrupt',
    )
    expect(
      await code(openBackup({ ...v1, kdf: { ...v1.kdf, salt: flip(v1.kdf.salt, 0) } }, PASS)),
    ).toBe('bad-passphrase')
  })

  it.each<[string, (e: BackupEnvelope) => unknown, string]>([
    ['a newer version', (e) => ({ ...e, version: 3 }), 'unsupported'],
    ['another KDF', (e) => ({ ...e, kdf: { ...e.kdf, name: 'argon2id' } }), 'unsupported'],
    [
      'another cipher',
      (e) => ({ ...e, cipher: { ...e.cipher, name: 'aes-256-gcm' } }),
      'unsupported',
    ],
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

  it("refuses an empty passphrase and a bad work factor (strength is the core's policy, not the format's)", async () => {
    await expect(sealBackup(contents(), '', { scryptN: N })).rejects.toThrow(TypeError)
    await expect(sealBackup(contents(), PASS, { scryptN: 1000 })).rejects.toThrow(RangeError)
    await expect(sealBackup(contents(), PASS, { scryptN: 2 ** 20 })).rejects.toThrow(RangeError)
  })

  it('refuses to seal a record that is not an account record', async () => {
    await expect(
      sealBackup({ ...contents(), record: { ...record, session_public_key: 'xx' } }, PASS, {
        scryptN: N,
      }),
    ).rejects.toThrow()
  })
})

describe('sealBackup consistency', () => {
  it("refuses seeds that are not the record's ('key-mismatch')", async () => {
    expect(await code(sealBackup({ ...contents(), tip: seedOf(0x44) }, PASS, { scryptN: N }))).toBe(
      'key-mismatch',
    )
    expect(await code(sealBackup({ ...contents(), spend: null }, PASS, { scryptN: N }))).toBe(
      'key-mismatch',
    )
  })
})

/** A version 1 backup, as the previous release wrote it (its layout is fixed: this is the spec). */
async function sealV1(
  c: BackupContents,
  passphrase: string,
): Promise<Omit<BackupEnvelope, 'version' | 'digest'> & { version: 1 }> {
  const salt = randomBytes(32)
  const nonce = randomBytes(24)
  const dk = await scryptAsync(utf8ToBytes(passphrase.normalize('NFKC')), salt, {
    N,
    r: 8,
    p: 1,
    dkLen: 64,
  })
  const check = sha256(dk.subarray(32)).slice(0, 16)
  const recordBytes = utf8ToBytes(JSON.stringify(c.record))
  const plain = new Uint8Array(97 + recordBytes.length)
  plain[0] = 3
  plain.set(c.session, 1)
  plain.set(c.spend!, 33)
  plain.set(c.tip!, 65)
  plain.set(recordBytes, 97)
  const b64 = (b: Uint8Array) => Buffer.from(b).toString('base64')
  const ad = utf8ToBytes(
    `cosigner-backup|1|scrypt|${N}|8|1|${b64(salt)}|xchacha20-poly1305|${b64(nonce)}`,
  )
  const ciphertext = xchacha20poly1305(dk.slice(0, 32), nonce, ad).encrypt(plain)
  return {
    version: 1,
    kdf: { name: 'scrypt', N, r: 8, p: 1, salt: b64(salt), check: b64(check) },
    cipher: { name: 'xchacha20-poly1305', nonce: b64(nonce) },
    ciphertext: b64(ciphertext),
  }
}
