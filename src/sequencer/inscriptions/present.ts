import type { InscriptionCollection, InscriptionItem } from '../../shared/api/inscriptions'
import { formatTime } from '../../shared/api/time'
import type { CollectionRow, ItemRow } from './store'

/** A collection as the API shows it (2.5 plus the SDK's fields; see shared/api/inscriptions). */
export function presentCollection(r: CollectionRow): InscriptionCollection {
  return {
    type: 'collection',
    collection_hash: r.collection_hash,
    asset_id: r.asset_id,
    kernel_asset_id: r.kernel_asset_id,
    asset_key: r.asset_key,
    name: r.name,
    symbol: r.symbol,
    description: r.description,
    icon_url: r.icon_url,
    supply: r.supply,
    unit: r.unit,
    minimum_price: r.minimum_price,
    treasury: { ratio: r.treasury_ratio, recipient: r.treasury_recipient },
    created_at: formatTime(r.created_at),
    updated_at: formatTime(r.updated_at),
  }
}

/** An item as the API shows it (2.6 plus the SDK's `owner`, the same address as `occupied_by`). */
export function presentItem(r: ItemRow): InscriptionItem {
  return {
    type: 'inscription',
    inscription_hash: r.inscription_hash,
    collection_hash: r.collection_hash,
    sequence: Number(r.sequence),
    content_type: r.content_type,
    content_url: r.content_url,
    recipient: r.recipient,
    occupied_by: r.occupied_by,
    owner: r.occupied_by,
    created_at: formatTime(r.created_at),
    updated_at: formatTime(r.updated_at),
  }
}
