/**
 * `cosigner://` links, read strictly (the forms, UUIDs, the action's fixed set), and picked out of a
 * second launch's arguments with everything else passed over.
 */
import { describe, expect, it } from 'vitest'
import { translator } from '../../../src/shared/i18n/translate'
import { words } from '../../../src/shared/i18n/words'
import {
  linksFromArgv,
  looksLikeCosignerLink,
  looksLikeLink,
  parseCosignerLink,
  readLink,
} from '../../../src/shared/links'

const ID = '0b8a3c5e-58a1-4bd4-9c2b-7a8e5f4a2d11'
const CODE = 'c4d6e8f0-1a2b-4c3d-8e9f-0a1b2c3d4e5f'

describe('parseCosignerLink', () => {
  it('reads a request link, with or without an action, and a code link', () => {
    expect(parseCosignerLink(`cosigner://multisigs/${ID}`)).toEqual({
      ok: true,
      link: { kind: 'request', requestId: ID },
    })
    expect(parseCosignerLink(`cosigner://multisigs/${ID}?action=sign`)).toEqual({
      ok: true,
      link: { kind: 'request', requestId: ID, action: 'sign' },
    })
    expect(parseCosignerLink(`cosigner://multisigs/${ID}?action=unlock`)).toEqual({
      ok: true,
      link: { kind: 'request', requestId: ID, action: 'unlock' },
    })
    expect(parseCosignerLink(`cosigner://codes/${CODE}`)).toEqual({
      ok: true,
      link: { kind: 'code', codeId: CODE },
    })
  })

  it('takes the forms Mixin links have, with this scheme: mixin.one may lead, a trailing slash, any case in the scheme and ids', () => {
    expect(parseCosignerLink(`cosigner://mixin.one/multisigs/${ID}?action=sign`)).toEqual({
      ok: true,
      link: { kind: 'request', requestId: ID, action: 'sign' },
    })
    expect(parseCosignerLink(`COSIGNER://codes/${CODE.toUpperCase()}/`)).toEqual({
      ok: true,
      link: { kind: 'code', codeId: CODE },
    })
    expect(parseCosignerLink(`  cosigner://Mixin.One/codes/${CODE}  `)).toEqual({
      ok: true,
      link: { kind: 'code', codeId: CODE },
    })
  })

  it.each([
    ['mixin://mixin.one/multisigs/' + ID, /not a Cosigner link/],
    ['https://mixin.one/codes/' + CODE, /not a Cosigner link/],
    ['cosigner:multisigs/' + ID, /not a Cosigner link/],
    ['cosigner://multisigs/not-a-uuid', /request id in the link is not a UUID/],
    ['cosigner://codes/1234', /code in the link is not a UUID/],
    [
      'cosigner://users/' + ID,
      /forms cosigner:\/\/multisigs\/<request id> or cosigner:\/\/codes\/<code id>/,
    ],
    ['cosigner://multisigs/' + ID + '/sign', /forms/],
    ['cosigner://multisigs', /forms/],
    ['cosigner://', /forms/],
    [
      'cosigner://multisigs/' + ID + '?action=transfer',
      /action in the link must be sign, unlock or revoke/,
    ],
    ['cosigner://multisigs/' + ID + '?action=sign&action=unlock', /takes only/],
    ['cosigner://multisigs/' + ID + '?action=sign&confirm=1', /takes only/],
    ['cosigner://multisigs/' + ID + '?action', /must be sign, unlock or revoke/],
    ['cosigner://codes/' + CODE + '?action=sign', /code link takes no parameters/],
    ['cosigner://multisigs/' + ID + '?a?b', /more than one "\?"/],
    ['cosigner://multisigs/' + ID + '#sign', /characters no Cosigner link has/],
    ['cosigner://multisigs/%30' + ID, /characters no Cosigner link has/],
    ['cosigner://user:pw@multisigs/' + ID, /characters no Cosigner link has/],
    ['cosigner://multisigs/\n' + ID, /characters no Cosigner link has/],
    ['cosigner://multisigs/' + 'a'.repeat(600), /longer than 512/],
  ])('refuses %s, saying why', (text, reason) => {
    const r = parseCosignerLink(text)
    expect(r.ok).toBe(false)
    expect(!r.ok && translator('en').say(r.reason)).toMatch(reason)
  })

  it('refuses what is not text', () => {
    expect(parseCosignerLink(42 as unknown as string)).toEqual({
      ok: false,
      reason: words('common.link.notText'),
    })
  })
})

describe('linksFromArgv', () => {
  it('picks our links out of a launch’s arguments, passing over the executable, flags and paths', () => {
    const argv = [
      '/opt/Cosigner/cosigner',
      '--no-sandbox',
      '/home/a/file.json',
      `cosigner://multisigs/${ID}?action=sign`,
      'https://example.com',
      `cosigner://codes/${CODE}`,
    ]
    expect(linksFromArgv(argv)).toEqual({
      links: [
        { kind: 'request', requestId: ID, action: 'sign' },
        { kind: 'code', codeId: CODE },
      ],
      refused: [],
    })
  })

  it('refuses our links that do not read, with the reason, shortened and on one line for the log', () => {
    const long = `cosigner://multisigs/${ID}?action=sign&x=${'y'.repeat(200)}`
    const r = linksFromArgv(['electron', 'cosigner://users/abc\nforged log line', long])
    expect(r.links).toEqual([])
    expect(r.refused).toHaveLength(2)
    expect(r.refused[0]!.text).toBe('cosigner://users/abc?forged log line')
    expect(translator('en').say(r.refused[0]!.reason)).toMatch(/characters no Cosigner link has/)
    expect(r.refused[1]!.text).toHaveLength(81)
    expect(r.refused[1]!.text.endsWith('…')).toBe(true)
  })

  it('knows our scheme in any case', () => {
    expect(looksLikeCosignerLink('CoSigner://x')).toBe(true)
    expect(looksLikeCosignerLink('cosigners://x')).toBe(false)
  })
})

describe('readLink', () => {
  const USER = '0b8a8fd8-8c26-4fd2-9d0e-04d3f7d93a21'
  const ASSET = 'c6d0c728-2624-429b-8e0d-d9d19b6592fa'
  it.each([
    [
      `mixin://mixin.one/multisigs/${ID}?action=sign`,
      { kind: 'request', requestId: ID, action: 'sign' },
    ],
    [
      `https://mixin.one/multisigs/${ID}?action=unlock`,
      { kind: 'request', requestId: ID, action: 'unlock' },
    ],
    // Android's links say revoke for the unlock.
    [
      `https://mixin.one/multisigs/${ID}?action=revoke`,
      { kind: 'request', requestId: ID, action: 'unlock' },
    ],
    [
      `mixin://mixin.one/multisigs/${ID}?action=revoke`,
      { kind: 'request', requestId: ID, action: 'unlock' },
    ],
    [`https://mixin.one/multisigs/${ID}`, { kind: 'request', requestId: ID }],
    [`mixin://codes/${CODE}`, { kind: 'code', codeId: CODE }],
    [`https://mixin.one/codes/${CODE.toUpperCase()}/`, { kind: 'code', codeId: CODE }],
    [`mixin://users/${USER}`, { kind: 'user', userId: USER }],
    [`https://mixin.one/users/${USER}`, { kind: 'user', userId: USER }],
    [`cosigner://multisigs/${ID}`, { kind: 'request', requestId: ID }],
    [
      `https://mixin.one/pay/${USER}?asset=${ASSET}&amount=1.5&memo=Invoice%20%2342&trace=${ID}`,
      {
        kind: 'pay',
        recipient: USER,
        assetId: ASSET,
        amount: '1.5',
        memo: 'Invoice #42',
        traceId: ID,
      },
    ],
    [
      `https://mixin.one/pay?recipient=${USER}&asset=${ASSET}&amount=2`,
      { kind: 'pay', recipient: USER, assetId: ASSET, amount: '2' },
    ],
    [
      `mixin://pay/XIN8b7CsqwqaBP7576hvWzo7uDgbU9TB5KGU4jdgYpQTi2qrQGpBtrW49ENQiLGNrYU45e4wwKRD7dEUPtuaJYps2jbR4dH`,
      {
        kind: 'pay',
        recipient:
          'XIN8b7CsqwqaBP7576hvWzo7uDgbU9TB5KGU4jdgYpQTi2qrQGpBtrW49ENQiLGNrYU45e4wwKRD7dEUPtuaJYps2jbR4dH',
      },
    ],
  ])('reads %s', (text, link) => {
    expect(readLink(text)).toEqual({ ok: true, link })
  })

  it.each([
    [`http://mixin.one/multisigs/${ID}`, /start with https/],
    [`https://evil.example/multisigs/${ID}`, /not a link Cosigner reads/],
    [`https://mixin.one.evil.example/multisigs/${ID}`, /not a link Cosigner reads/],
    [`https://mixin.one/multisigs/${ID}?action=transfer`, /must be sign, unlock or revoke/],
    [`https://mixin.one/users/not-a-uuid`, /user id in the link is not a UUID/],
    [`https://mixin.one/users/${USER}?x=1`, /takes no parameters/],
    [`https://mixin.one/pay/${USER}?asset=xin`, /asset in the payment link is not a UUID/],
    [`https://mixin.one/pay/${USER}?amount=1e5`, /at most 8 decimal places/],
    [`https://mixin.one/pay/${USER}?amount=0.123456789`, /at most 8 decimal places/],
    [`https://mixin.one/pay/${USER}?amount=1&amount=2`, /amount twice/],
    [`https://mixin.one/pay/${USER}?recipient=${USER}`, /recipient twice/],
    [`https://mixin.one/pay?asset=${ASSET}`, /names no recipient/],
    [`https://mixin.one/pay/bob`, /neither a user id nor a XIN or MIX address/],
    [`https://mixin.one/pay/${USER}?memo=%E0%A4%A`, /not properly encoded/],
    [
      `https://mixin.one/pay/${USER}?memo=${'x'.repeat(600)}`,
      /memo in the payment link is longer than 512/,
    ],
    [`https://mixin.one/pay/${USER}?confirm=1`, /no "confirm" parameter/],
    [`https://mixin.one/snapshots/${ID}`, /forms mixin.one\/multisigs/],
    [`https://mixin.one/users/${USER}#x`, /characters no Mixin link has/],
    [`https://mixin.one/users/${USER}/extra`, /forms/],
    [`mixin://users/${USER}` + 'a'.repeat(2100), /longer than 2048/],
    [ID, /not a link Cosigner reads/],
  ])('refuses %s, saying why', (text, reason) => {
    const r = readLink(text)
    expect(r.ok).toBe(false)
    expect(!r.ok && translator('en').say(r.reason)).toMatch(reason)
  })

  it('knows which texts claim to be links', () => {
    expect(looksLikeLink(`HTTPS://MIXIN.ONE/users/${USER}`)).toBe(true)
    expect(looksLikeLink('mixin://x')).toBe(true)
    expect(looksLikeLink(ID)).toBe(false)
    expect(looksLikeLink('https://example.com/users/x')).toBe(false)
  })
})

describe('why a link is refused, in the reader’s language', () => {
  it('words the reason in Chinese, and inside a sentence of its own', () => {
    const r = readLink('cosigner://multisigs/not-a-uuid')
    if (r.ok) throw new Error('refused')
    expect(translator('zh-CN').say(r.reason)).toBe('链接中的请求 ID 不是 UUID')
    expect(translator('zh-TW').say(words('common.link.cannotUse', { reason: r.reason }))).toBe(
      '無法使用此連結：連結中的請求 ID 不是 UUID。',
    )
  })
})
