/**
 * The asset registry and its endpoints: the well-known assets seeded under their real ids, chains
 * and keys; `GET /safe/assets/:id`, `POST /safe/assets/fetch` and the public `/network/assets/:id`
 * in the SDK's shapes; the icons the sequencer draws and serves itself; registering an asset from a
 * description, and every refusal as a typed error that writes nothing.
 */
import { createHash } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { NetworkAsset, SafeAsset } from '../../../../src/shared/api/assets'
import { ApiErrorBody } from '../../../../src/shared/api/common'
import { ErrorCode } from '../../../../src/shared/api/error'
import { kernelAssetId } from '../../../../src/shared/kernel'
import { ensureAsset } from '../../../../src/sequencer/assets/registry'
import { findAsset } from '../../../../src/sequencer/assets/store'
import { ApiError } from '../../../../src/sequencer/http/errors'
import {
  authedRequest,
  createTestUser,
  dataOf,
  dumpTables,
  newSequencer,
  type TestSequencer,
  type TestUser,
} from '../../../helpers/sequencer'

const XIN = 'c94ac88f-4671-3976-b60a-09064f1811e8'
const BTC = 'c6d0c728-2624-429b-8e0d-d9d19b6592fa'
const ETH = '43d61dcd-e413-450d-80b8-101d5e903357'
const USDT = '4d8c508b-91c5-375b-92b0-ee702ed2dac5'
const USDC = '9b180ab6-6abe-3dc0-a13f-04169eb34bfa'
const UNKNOWN = '0b1e2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d'

let seq: TestSequencer
let alice: TestUser

beforeEach(async () => {
  seq = newSequencer()
  alice = await createTestUser(seq.ctx, 'Alice', { register: true })
})
afterEach(() => seq.close())

const get = (path: string) => authedRequest(seq.app, alice.keystore, 'GET', path)
const fetchAssets = (body: unknown) =>
  authedRequest(seq.app, alice.keystore, 'POST', '/safe/assets/fetch', body)

async function refusal(res: Response, status: number, code: number, field?: string): Promise<void> {
  expect(res.status).toBe(status)
  const { error } = ApiErrorBody.parse(await res.json())
  expect({ status: error.status, code: error.code }).toEqual({ status, code })
  if (field !== undefined) expect(error.extra?.field).toBe(field)
}

/** Mixin's id of a token: MD5(chain id ‖ key) with version-3 bits. */
function tokenId(chainId: string, key: string): string {
  const b = createHash('md5').update(chainId).update(key).digest()
  b[6] = (b[6]! & 0x0f) | 0x30
  b[8] = (b[8]! & 0x3f) | 0x80
  const h = b.toString('hex')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
}

describe('the registry', () => {
  it('is seeded with the well-known assets under their Kernel ids, chains and keys', () => {
    const xin = findAsset(seq.ctx.db, XIN)!
    expect(xin).toMatchObject({
      symbol: 'XIN',
      name: 'Mixin',
      chainId: ETH,
      precision: 18,
      collectionHash: null,
    })
    // The spec's kernel asset ids (wire-formats §1.6), and the hash the official docs list as BTC's mixin_id.
    expect(xin.kernelAssetId).toBe(
      'a99c2e0e2b1da4d648755ef19bd95139acbbe6564cfb06dec7cd34931ca72cdc',
    )
    expect(findAsset(seq.ctx.db, BTC)!.kernelAssetId).toBe(
      'fe6b7788944d328778f98e3e81588215b5a07de4f9a4a7de4db4535b404e65db',
    )
    expect(findAsset(seq.ctx.db, ETH)!.kernelAssetId).toBe(
      '8dd50817c082cdcdd6f167514928767a4b52426997bd6d4930eca101c5ff8a27',
    )
    // ERC-20 tokens: the id is derived from the chain and the contract, so the three agree.
    for (const id of [XIN, USDT, USDC]) {
      const a = findAsset(seq.ctx.db, id)!
      expect(a.chainId).toBe(ETH)
      expect(tokenId(a.chainId, a.assetKey)).toBe(id)
    }
    expect(findAsset(seq.ctx.db, USDT)).toMatchObject({ symbol: 'USDT', precision: 6 })
    const symbols = seq.ctx.db.prepare('SELECT symbol FROM assets ORDER BY symbol').pluck().all()
    expect(symbols).toEqual(['BTC', 'EOS', 'ETH', 'SOL', 'TON', 'USDC', 'USDT', 'XIN'])
    for (const row of seq.ctx.db.prepare('SELECT asset_id, kernel_asset_id FROM assets').all() as {
      asset_id: string
      kernel_asset_id: string
    }[]) {
      expect(row.kernel_asset_id).toBe(kernelAssetId(row.asset_id))
    }
  })

  it('registers an unknown asset from a description, once, as a chain of its own by default', () => {
    const before = ensureAsset(seq.ctx.db, UNKNOWN, { symbol: 'GLD', name: 'Gold token' }, 5n)
    expect(before).toEqual({
      assetId: UNKNOWN,
      kernelAssetId: kernelAssetId(UNKNOWN),
      chainId: UNKNOWN,
      assetKey: UNKNOWN,
      symbol: 'GLD',
      name: 'Gold token',
      precision: 8,
      collectionHash: null,
    })
    expect(ensureAsset(seq.ctx.db, UNKNOWN, undefined, 6n)).toEqual(before)
    expect(ensureAsset(seq.ctx.db, UNKNOWN, { symbol: 'GLD', name: 'Gold token' }, 7n)).toEqual(
      before,
    )
    expect(ensureAsset(seq.ctx.db, XIN, undefined, 8n).symbol).toBe('XIN')
  })

  it('refuses an unknown asset without a description, a renaming, and bad symbols or names, writing nothing', () => {
    const before = dumpTables(seq.ctx.db)
    const cases: [string, Parameters<typeof ensureAsset>[2], string][] = [
      [UNKNOWN, undefined, 'asset_id'],
      [XIN, { symbol: 'XYZ', name: 'Mixin' }, 'symbol'],
      [XIN, { symbol: 'XIN', name: 'Mixin Network' }, 'name'],
      [UNKNOWN, { symbol: '', name: 'x' }, 'symbol'],
      [UNKNOWN, { symbol: '   ', name: 'x' }, 'symbol'],
      [UNKNOWN, { symbol: 'A'.repeat(33), name: 'x' }, 'symbol'],
      [UNKNOWN, { symbol: 'A\nB', name: 'x' }, 'symbol'],
      [UNKNOWN, { symbol: 'A', name: '' }, 'name'],
      [UNKNOWN, { symbol: 'A', name: 'n'.repeat(129) }, 'name'],
      [UNKNOWN, { symbol: 'A', name: 'x', chainId: 'ETH' }, 'chain_id'],
    ]
    for (const [id, description, field] of cases) {
      let error: unknown
      try {
        ensureAsset(seq.ctx.db, id, description, 1n)
      } catch (e) {
        error = e
      }
      expect({ description, error }).toMatchObject({ description, error: expect.any(ApiError) })
      expect((error as ApiError).extra?.field).toBe(field)
    }
    expect(dumpTables(seq.ctx.db)).toEqual(before)
  })
})

describe('GET /safe/assets/:id', () => {
  it('answers the SDK’s SafeAsset, with the icon on this server', async () => {
    const asset = SafeAsset.parse(await dataOf(await get(`/safe/assets/${XIN.toUpperCase()}`)))
    expect(asset).toEqual({
      type: 'safe_asset',
      asset_id: XIN,
      chain_id: ETH,
      symbol: 'XIN',
      name: 'Mixin',
      display_symbol: 'XIN',
      display_name: 'Mixin',
      icon_url: `http://127.0.0.1/assets/icons/${XIN}.svg`,
      price_btc: '0',
      price_usd: '0',
      change_btc: '0',
      change_usd: '0',
      asset_key: '0xa974c709cfb4566686553a20790685a47aceaa33',
      precision: 18,
      dust: '0.00000001',
      confirmations: 1,
      kernel_asset_id: kernelAssetId(XIN),
      price_updated_at: '0001-01-01T00:00:00Z',
    })
  })

  it('names its icon at the configured public address, whatever Host the caller sent', async () => {
    const res = await seq.app.request(`http://evil.example/network/assets/${XIN}`, {
      headers: { host: 'evil.example' },
    })
    expect(await dataOf(res)).toMatchObject({
      icon_url: `http://127.0.0.1/assets/icons/${XIN}.svg`,
    })
  })

  it('gives a collection’s asset its collection hash', async () => {
    const hash = 'ab'.repeat(32)
    ensureAsset(
      seq.ctx.db,
      UNKNOWN,
      { symbol: 'PXL', name: 'Pixels', chainId: XIN, assetKey: hash, collectionHash: hash },
      1n,
    )
    expect(await dataOf(await get(`/safe/assets/${UNKNOWN}`))).toMatchObject({
      chain_id: XIN,
      asset_key: hash,
      collection_hash: hash,
    })
  })

  it('refuses unknown assets, bad ids and missing tokens', async () => {
    await refusal(await get(`/safe/assets/${UNKNOWN}`), 404, ErrorCode.NotFound)
    await refusal(await get('/safe/assets/XIN'), 400, ErrorCode.InvalidField, 'asset_id')
    await refusal(await seq.app.request(`/safe/assets/${XIN}`), 401, ErrorCode.Unauthorized)
  })
})

describe('POST /safe/assets/fetch', () => {
  it('answers the known ones once each, in the order asked, skipping unknown ones', async () => {
    const assets = await dataOf<unknown[]>(
      await fetchAssets([USDT, UNKNOWN, XIN.toUpperCase(), USDT, BTC]),
    )
    expect(assets.map((a) => SafeAsset.parse(a).asset_id)).toEqual([USDT, XIN, BTC])
    expect(await dataOf(await fetchAssets([UNKNOWN]))).toEqual([])
  })

  it('refuses a body that is not a list of 1 to 100 asset ids', async () => {
    for (const [body, field] of [
      [[], '(body)'],
      [[XIN, 'XIN'], '1'],
      [{ asset_ids: [XIN] }, '(body)'],
      [Array.from({ length: 101 }, () => XIN), '(body)'],
    ] as const) {
      await refusal(await fetchAssets(body), 400, ErrorCode.InvalidField, field)
    }
    await refusal(await fetchAssets('[1,'), 400, ErrorCode.BadRequest)
  })
})

describe('GET /network/assets/:id', () => {
  it('is public and answers the SDK’s NetworkAssetResponse, mixin_id being the kernel asset id', async () => {
    const asset = NetworkAsset.parse(await dataOf(await seq.app.request(`/network/assets/${BTC}`)))
    expect(asset).toMatchObject({
      type: 'asset',
      asset_id: BTC,
      chain_id: BTC,
      asset_key: BTC,
      symbol: 'BTC',
      name: 'Bitcoin',
      precision: 8,
      mixin_id: kernelAssetId(BTC),
      kernel_asset_id: kernelAssetId(BTC),
      icon_url: `http://127.0.0.1/assets/icons/${BTC}.svg`,
    })
    await refusal(await seq.app.request(`/network/assets/${UNKNOWN}`), 404, ErrorCode.NotFound)
    await refusal(
      await seq.app.request('/network/assets/top'),
      400,
      ErrorCode.InvalidField,
      'asset_id',
    )
  })
})

describe('icons', () => {
  it('are drawn here as SVG from the symbol, escaped, and served publicly with strict headers', async () => {
    const res = await seq.app.request(`/assets/icons/${USDT}.svg`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'")
    const svg = await res.text()
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>.*>USDT<\/text><\/svg>$/)
    expect(svg).not.toMatch(/<script|href|url\(/i)

    ensureAsset(seq.ctx.db, UNKNOWN, { symbol: '<&">', name: 'Tricky' }, 1n)
    const tricky = await (await seq.app.request(`/assets/icons/${UNKNOWN}.svg`)).text()
    expect(tricky).toContain('>&#60;&#38;&#34;&#62;</text>')
    // Colours follow the asset: two assets, two discs.
    const fill = (s: string) => /fill="(hsl\([^"]+\))"/.exec(s)![1]
    expect(fill(tricky)).not.toBe(fill(svg))
  })

  it('are 404 for unknown assets and other file names', async () => {
    for (const path of [
      `/assets/icons/${UNKNOWN}.svg`,
      `/assets/icons/${XIN}.png`,
      `/assets/icons/${XIN}`,
      '/assets/icons/..%2Fetc.svg',
    ]) {
      await refusal(await seq.app.request(path), 404, ErrorCode.NotFound)
    }
  })
})
