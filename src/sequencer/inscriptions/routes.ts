import type { Hono } from 'hono'
import type { SequencerContext } from '../context'
import type { AppEnv } from '../http/env'
import { notFound } from '../http/errors'
import { hashArg, queryInt } from '../http/params'
import { lookupCollection } from './inscribe'
import { presentCollection, presentItem } from './present'
import { findItem, listItems, MAX_ITEMS_PAGE } from './store'

/**
 * `GET /safe/inscriptions/collections/:hash`, `GET /safe/inscriptions/items/:hash` (interface 4.4)
 * and `GET /safe/inscriptions/collections/:hash/items?offset=` (wire-formats §8.5).
 *
 * The two lookups answer `data` as a one-element array (DESIGN.md "inscription lookups"). Public,
 * like `GET /codes/:id`: inscriptions are public network data, and an Authorization header the
 * SDK sends along (with or without a keystore) is ignored. `offset` is the first sequence listed;
 * `limit` (ours) is at most 500, the default.
 */
export function inscriptionRoutes(app: Hono<AppEnv>, ctx: SequencerContext): void {
  app.get('/safe/inscriptions/collections/:hash', (c) => {
    const collection = lookupCollection(ctx, hashArg(c.req.param('hash'), 'hash'))
    return c.json({ data: [presentCollection(collection)] })
  })

  app.get('/safe/inscriptions/collections/:hash/items', (c) => {
    const collection = lookupCollection(ctx, hashArg(c.req.param('hash'), 'hash'))
    const offset = queryInt(c, 'offset', 0, Number.MAX_SAFE_INTEGER) ?? 0
    const limit = queryInt(c, 'limit', 1, MAX_ITEMS_PAGE) ?? MAX_ITEMS_PAGE
    return c.json({
      data: listItems(ctx.db, collection.collection_hash, offset, limit).map(presentItem),
    })
  })

  app.get('/safe/inscriptions/items/:hash', (c) => {
    const item = findItem(ctx.db, hashArg(c.req.param('hash'), 'hash'))
    if (!item) throw notFound('The inscription is not found.')
    return c.json({ data: [presentItem(item)] })
  })
}
