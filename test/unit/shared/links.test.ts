/**
 * `cosigner://` links, read strictly (the forms, UUIDs, the action's fixed set), and picked out of a
 * second launch's arguments with everything else passed over.
 */
import { describe, expect, it } from 'vitest'
import { linksFromArgv, looksLikeCosignerLink, parseCosignerLink } from '../../../src/shared/links'

const ID = '0b8a3c5e-58a1-4bd4-9c2b-7a8e5f4a2d11'
const CODE = 'c4d6e8f0-1a2b-4c3d-8e9f-0a1b2c3d4e5f'

describe('parseCosignerLink', () => {
  it('reads a request link, with or without an action, and a code link', () => {
    expect(parseCosignerLink(`cosigner://multisigs/${ID}`)).toEqual({ ok: true, link: { kind: 'request', requestId: ID } })
    expect(parseCosignerLink(`cosigner://multisigs/${ID}?action=sign`)).toEqual({ ok: true, link: { kind: 'request', requestId: ID, action: 'sign' } })
    expect(parseCosignerLink(`cosigner://multisigs/${ID}?action=unlock`)).toEqual({ ok: true, link: { kind: 'request', requestId: ID, action: 'unlock' } })
    expect(parseCosignerLink(`cosigner://codes/${CODE}`)).toEqual({ ok: true, link: { kind: 'code', codeId: CODE } })
  })

  it('takes the forms Mixin links have, with this scheme: mixin.one may lead, a trailing slash, any case in the scheme and ids', () => {
    expect(parseCosignerLink(`cosigner://mixin.one/multisigs/${ID}?action=sign`)).toEqual({ ok: true, link: { kind: 'request', requestId: ID, action: 'sign' } })
    expect(parseCosignerLink(`COSIGNER://codes/${CODE.toUpperCase()}/`)).toEqual({ ok: true, link: { kind: 'code', codeId: CODE } })
    expect(parseCosignerLink(`  cosigner://Mixin.One/codes/${CODE}  `)).toEqual({ ok: true, link: { kind: 'code', codeId: CODE } })
  })

  it.each([
    ['mixin://mixin.one/multisigs/' + ID, /not a Cosigner link/],
    ['https://mixin.one/codes/' + CODE, /not a Cosigner link/],
    ['cosigner:multisigs/' + ID, /not a Cosigner link/],
    ['cosigner://multisigs/not-a-uuid', /request id in the link is not a UUID/],
    ['cosigner://codes/1234', /code in the link is not a UUID/],
    ['cosigner://users/' + ID, /forms cosigner:\/\/multisigs\/<request id> or cosigner:\/\/codes\/<code id>/],
    ['cosigner://multisigs/' + ID + '/sign', /forms/],
    ['cosigner://multisigs', /forms/],
    ['cosigner://', /forms/],
    ['cosigner://multisigs/' + ID + '?action=transfer', /action in the link must be sign or unlock/],
    ['cosigner://multisigs/' + ID + '?action=sign&action=unlock', /takes only/],
    ['cosigner://multisigs/' + ID + '?action=sign&confirm=1', /takes only/],
    ['cosigner://multisigs/' + ID + '?action', /must be sign or unlock/],
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
    expect(!r.ok && r.reason).toMatch(reason)
  })

  it('refuses what is not text', () => {
    expect(parseCosignerLink(42 as unknown as string)).toEqual({ ok: false, reason: 'a link must be text' })
  })
})

describe('linksFromArgv', () => {
  it('picks our links out of a launch’s arguments, passing over the executable, flags and paths', () => {
    const argv = ['/opt/Cosigner/cosigner', '--no-sandbox', '/home/a/file.json', `cosigner://multisigs/${ID}?action=sign`, 'https://example.com', `cosigner://codes/${CODE}`]
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
    expect(r.refused[0]).toEqual({ text: 'cosigner://users/abc?forged log line', reason: expect.stringMatching(/characters no Cosigner link has/) })
    expect(r.refused[1]!.text).toHaveLength(81)
    expect(r.refused[1]!.text.endsWith('…')).toBe(true)
  })

  it('knows our scheme in any case', () => {
    expect(looksLikeCosignerLink('CoSigner://x')).toBe(true)
    expect(looksLikeCosignerLink('cosigners://x')).toBe(false)
  })
})
