/**
 * Assets as the service's registry describes them (migration 50), with their icons once fetched
 * and checked, so amounts read with their symbol and icon offline.
 * @module
 */

import type { Database } from 'better-sqlite3'
import { z } from 'zod'
import { Hash, Uuid } from '../../../shared/api/common'
import type { CheckedImageType } from '../../../shared/bridge'
import { guard } from './errors'
import { imageColumns, type StoredImage } from './images'
import { parseArg } from './validate'

const AssetInputSchema = z.object({
  asset_id: Uuid,
  kernel_asset_id: Hash,
  chain_id: z.string().max(64),
  symbol: z.string().trim().min(1).max(64),
  name: z.string().trim().min(1).max(256),
  precision: z.number().int().min(0).max(18),
  icon_url: z.string().max(2048),
})
export type AssetInput = z.input<typeof AssetInputSchema>

export interface AssetRow extends z.output<typeof AssetInputSchema> {
  icon_type: CheckedImageType | null
  icon: Buffer | null
  /** When the icon was last fetched (or refused); null before the first try. */
  icon_checked_at: number | null
  fetched_at: number
}

export interface AssetsStore {
  /** Inserts or refreshes a description; a changed `icon_url` drops the cached icon. */
  upsert(input: AssetInput): void
  get(assetId: string): AssetRow | undefined
  /** The ones known, in no particular order. */
  getMany(assetIds: readonly string[]): AssetRow[]
  /** Records an icon fetch: the checked image, or null when it was refused or failed. */
  setIcon(assetId: string, icon: StoredImage | null): boolean
}

const COLUMNS =
  'asset_id, kernel_asset_id, chain_id, symbol, name, precision, icon_url, icon_type, icon, icon_checked_at, fetched_at'

export function assetsStore(db: Database, now: () => number): AssetsStore {
  const upsert = db.prepare(`
    INSERT INTO assets (asset_id, kernel_asset_id, chain_id, symbol, name, precision, icon_url, fetched_at)
    VALUES (@asset_id, @kernel_asset_id, @chain_id, @symbol, @name, @precision, @icon_url, @now)
    ON CONFLICT (asset_id) DO UPDATE SET
      kernel_asset_id = excluded.kernel_asset_id, chain_id = excluded.chain_id, symbol = excluded.symbol, name = excluded.name,
      precision = excluded.precision, fetched_at = excluded.fetched_at,
      icon_type = CASE WHEN icon_url = excluded.icon_url THEN icon_type END,
      icon = CASE WHEN icon_url = excluded.icon_url THEN icon END,
      icon_checked_at = CASE WHEN icon_url = excluded.icon_url THEN icon_checked_at END,
      icon_url = excluded.icon_url`)
  const get = db.prepare<[string], AssetRow>(`SELECT ${COLUMNS} FROM assets WHERE asset_id = ?`)
  const getMany = db.prepare<[string], AssetRow>(
    `SELECT ${COLUMNS} FROM assets WHERE asset_id IN (SELECT value FROM json_each(?))`,
  )
  const setIcon = db.prepare(
    'UPDATE assets SET icon_type = ?, icon = ?, icon_checked_at = ? WHERE asset_id = ?',
  )

  return {
    upsert(input) {
      const r = parseArg(AssetInputSchema, input, 'input')
      guard(() => upsert.run({ ...r, now: now() }))
    },
    get(assetId) {
      return guard(() => get.get(parseArg(Uuid, assetId, 'assetId')))
    },
    getMany(assetIds) {
      const ids = parseArg(z.array(Uuid).max(1000), assetIds, 'assetIds')
      return ids.length === 0 ? [] : guard(() => getMany.all(JSON.stringify(ids)))
    },
    setIcon(assetId, icon) {
      const id = parseArg(Uuid, assetId, 'assetId')
      const [type, bytes] = imageColumns(icon, 'icon')
      return guard(() => setIcon.run(type, bytes, now(), id).changes === 1)
    },
  }
}
