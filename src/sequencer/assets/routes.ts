/**
 * The asset endpoints (wire-formats §8.7): `GET /safe/assets/:id` and `POST /safe/assets/fetch` for
 * a caller, the public `GET /network/assets/:id`, and the public icons `icon_url` points at.
 * `icon_url` is built from the service's configured public address (../context `publicUrl`), as
 * attachment URLs are, never from the request's Host header, which a caller chooses.
 */
import type { Hono } from 'hono'
import { AssetsFetchBody } from '../../shared/api/assets'
import type { SequencerContext } from '../context'
import { requireCaller } from '../http/auth'
import { parseBody } from '../http/body'
import type { AppEnv } from '../http/env'
import { notFound } from '../http/errors'
import { readUuid, uuidParam } from '../http/params'
import { assetIconSvg } from './icon'
import { presentNetworkAsset, presentSafeAsset } from './present'
import { findAsset, type AssetRecord } from './store'

const ICON_FILE = /^(.+)\.svg$/

export function assetRoutes(app: Hono<AppEnv>, ctx: SequencerContext): void {
  const auth = requireCaller(ctx)
  const known = (id: string): AssetRecord => {
    const asset = findAsset(ctx.db, id)
    if (!asset) throw notFound('The asset is not found.')
    return asset
  }

  app.get('/safe/assets/:id', auth, (c) =>
    c.json({ data: presentSafeAsset(known(uuidParam(c, 'id', 'asset_id')), ctx.publicUrl) }),
  )

  // Unknown ids are skipped; each known one is answered once, in the order first asked.
  app.post('/safe/assets/fetch', auth, (c) => {
    const assets = [...new Set(parseBody(c, AssetsFetchBody))].flatMap((id) => {
      const asset = findAsset(ctx.db, id)
      return asset ? [presentSafeAsset(asset, ctx.publicUrl)] : []
    })
    return c.json({ data: assets })
  })

  // Public, as the official network endpoints: an asset's description is no one's secret.
  app.get('/network/assets/:id', (c) =>
    c.json({ data: presentNetworkAsset(known(uuidParam(c, 'id', 'asset_id')), ctx.publicUrl) }),
  )

  app.get('/assets/icons/:file', (c) => {
    const id = readUuid(ICON_FILE.exec(c.req.param('file'))?.[1])
    const asset = id === undefined ? undefined : findAsset(ctx.db, id)
    if (!asset) throw notFound('The icon is not found.')
    return c.body(assetIconSvg(asset), 200, {
      'content-type': 'image/svg+xml; charset=utf-8',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'public, max-age=86400',
    })
  })
}
