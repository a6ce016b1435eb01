import { bytesToHex } from '@noble/hashes/utils.js'
import { getED25519KeyPair, signAccessToken } from '@mixin.dev/mixin-node-sdk'
import { describe, expect, it } from 'vitest'
import {
  disposeKeystore,
  parseKeystore,
  parseKeystoreText,
} from '../../../../../src/main/core/vault/keystore'
import { VaultError } from '../../../../../src/main/core/vault/errors'
import { verifyStrict } from '../../../../../src/shared/auth/ed25519'
import { base64UrlDecode } from '../../../../../src/shared/auth/base64url'
import { hexSeed, keystore, pubHex, seedOf, SERVER_PUBLIC } from './helpers'

function refusal(input: unknown): VaultError {
  try {
    if (typeof input === 'string') parseKeystoreText(input)
    else parseKeystore(input)
  } catch (e) {
    expect(e).toBeInstanceOf(VaultError)
    return e as VaultError
  }
  throw new Error('expected the keystore to be refused')
}

describe('parseKeystore', () => {
  it('reads a bot keystore; the TIP key defaults to a copy of the spend key', () => {
    const k = parseKeystore(keystore())
    expect(k.userId).toBe('6a1b2c3d-0000-4000-8000-00000000a001')
    expect(k.sessionId).toBe('6a1b2c3d-0000-4000-8000-00000000b001')
    expect(k.serverPublicKey).toBe(SERVER_PUBLIC)
    expect(k.session).toEqual(seedOf(0x11))
    expect(k.spend).toEqual(seedOf(0x22))
    expect(k.tip).toEqual(seedOf(0x22))
    expect(k.tip).not.toBe(k.spend) // zeroing one must not zero the other twice over
    disposeKeystore(k)
    expect(
      k.session.every((b) => b === 0) &&
        k.spend!.every((b) => b === 0) &&
        k.tip!.every((b) => b === 0),
    ).toBe(true)
  })

  it('accepts a distinct TIP key, a 128-hex seed‖public key, a legacy base64url key, uppercase and user_id', () => {
    const seedAndPub = hexSeed(0x11) + pubHex(seedOf(0x11))
    const b64 = Buffer.from(seedAndPub, 'hex').toString('base64url')
    const k = parseKeystore(
      keystore({
        app_id: undefined,
        user_id: '6A1B2C3D-0000-4000-8000-00000000A001',
        session_private_key: seedAndPub.toUpperCase(),
        spend_private_key: b64,
        tip_private_key: hexSeed(0x33),
      }),
    )
    expect(k.userId).toBe('6a1b2c3d-0000-4000-8000-00000000a001')
    expect(k.session).toEqual(seedOf(0x11))
    expect(k.spend).toEqual(seedOf(0x11))
    expect(k.tip).toEqual(seedOf(0x33))
  })

  it('accepts a session-only keystore (the SDK AppKeystore shape) with no spend or TIP key', () => {
    const k = parseKeystore(keystore({ spend_private_key: undefined }))
    expect(k.spend).toBeNull()
    expect(k.tip).toBeNull()
  })

  it('matches the official SDK: its key pair reads to the same public key and its tokens verify under it', () => {
    const pair = getED25519KeyPair()
    for (const text of [pair.seed.toString('hex'), pair.privateKey.toString('hex')]) {
      const ks = keystore({ session_private_key: text })
      const k = parseKeystore(ks)
      expect(pubHex(k.session)).toBe(pair.publicKey.toString('hex'))
      const token = signAccessToken('GET', '/safe/me', '', '6a1b2c3d-0000-4000-8000-00000000c001', {
        app_id: ks.app_id as string,
        session_id: ks.session_id as string,
        server_public_key: SERVER_PUBLIC,
        session_private_key: pair.seed.toString('hex'),
      })
      const [h, p, s] = token.split('.')
      expect(
        verifyStrict(base64UrlDecode(s!), new TextEncoder().encode(`${h}.${p}`), pair.publicKey),
      ).toBe(true)
    }
  })

  it.each([
    ['app_id', { app_id: undefined }, 'required'],
    ['app_id', { app_id: 'not-a-uuid' }, 'UUID'],
    ['user_id', { user_id: '6a1b2c3d-0000-4000-8000-00000000ffff' }, 'differs'],
    ['session_id', { session_id: 42 }, ''],
    ['server_public_key', { server_public_key: undefined }, 'required'],
    ['server_public_key', { server_public_key: 'ab' }, 'hex'],
    ['server_public_key', { server_public_key: 'ff'.repeat(32) }, 'not a valid'],
    ['session_private_key', { session_private_key: 'zz'.repeat(32) }, 'seed'],
    [
      'session_private_key',
      { session_private_key: hexSeed(0x11) + pubHex(seedOf(0x12)) },
      'does not match',
    ],
    ['spend_private_key', { spend_private_key: hexSeed(0x22).slice(2) }, 'seed'],
    [
      'tip_private_key',
      { spend_private_key: undefined, tip_private_key: hexSeed(0x33) },
      'without spend',
    ],
    ['authorization_id', { authorization_id: '6a1b2c3d-0000-4000-8000-00000000d001' }, 'OAuth'],
  ])('refuses a bad %s', (field, over, reason) => {
    const e = refusal(keystore(over))
    expect(e.code).toBe('invalid-keystore')
    expect(e.field).toBe(field)
    expect(e.message).toContain(field)
    expect(e.message).toContain(reason)
  })

  it('never repeats key material in its errors', () => {
    const secret = hexSeed(0x11) + 'ab' // a near-miss a user could paste
    const e = refusal(keystore({ session_private_key: secret }))
    expect(e.field).toBe('session_private_key')
    expect(JSON.stringify({ m: e.message, d: e.detail })).not.toContain(hexSeed(0x11).slice(0, 16))
    const mismatch = refusal(keystore({ spend_private_key: hexSeed(0x22) + pubHex(seedOf(0x23)) }))
    expect(mismatch.message).not.toContain(hexSeed(0x22).slice(0, 16))
  })

  it.each([
    ['not JSON', '{"app_id":'],
    ['an array', '[]'],
    ['a string', '"keystore"'],
    ['null', 'null'],
    ['oversized text', ' '.repeat(70_000)],
  ])('refuses %s as a whole', (_, text) => {
    const e = refusal(text)
    expect(e.code).toBe('invalid-keystore')
    expect(e.field).toBe('')
  })

  it('reads text with a byte-order mark and surrounding whitespace', () => {
    const k = parseKeystoreText(`\uFEFF  ${JSON.stringify(keystore())}\n`)
    expect(bytesToHex(k.session)).toBe(hexSeed(0x11))
  })

  it('ignores fields it does not use, such as a legacy pin', () => {
    const k = parseKeystore(keystore({ pin: '123456', pin_token_base64: 'x', scope: 'FULL' }))
    expect(Object.keys(k).sort()).toEqual([
      'serverPublicKey',
      'session',
      'sessionId',
      'spend',
      'tip',
      'userId',
    ])
  })
})
