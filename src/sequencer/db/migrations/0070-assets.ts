import type { Migration } from '../../../node/sqlite/migrate'
import { kernelAssetId } from '../../../shared/kernel'

/**
 * The asset registry behind `/safe/assets` and `/network/assets` (wire-formats §8.7), seeded with
 * well-known Mixin assets under their real ids, chains and asset keys; the faucet adds the others
 * it deposits. Ids of ERC-20 tokens are Mixin's MD5(chain id ‖ contract address) with version-3
 * bits (checked for XIN, USDT and USDC). USDT is the ERC-20 one. `precision` is the decimals on
 * the asset's own chain. Icons are the sequencer's own, drawn from the symbol.
 */
const ETH = '43d61dcd-e413-450d-80b8-101d5e903357'
const BTC = 'c6d0c728-2624-429b-8e0d-d9d19b6592fa'
const EOS = '6cfe566e-4aad-470b-8c9a-2fd35b49c68d'
const SOL = '64692c23-8971-4cf4-84a7-4dd1271dd887'
const TON = 'ef660437-d915-4e27-ad3f-632bfb6ba0ee'

// [asset_id, chain_id, asset_key, symbol, name, precision]
const WELL_KNOWN: ReadonlyArray<readonly [string, string, string, string, string, number]> = [
  [
    'c94ac88f-4671-3976-b60a-09064f1811e8',
    ETH,
    '0xa974c709cfb4566686553a20790685a47aceaa33',
    'XIN',
    'Mixin',
    18,
  ],
  [BTC, BTC, BTC, 'BTC', 'Bitcoin', 8],
  [ETH, ETH, '0x0000000000000000000000000000000000000000', 'ETH', 'Ether', 18],
  [
    '4d8c508b-91c5-375b-92b0-ee702ed2dac5',
    ETH,
    '0xdac17f958d2ee523a2206206994597c13d831ec7',
    'USDT',
    'Tether USD',
    6,
  ],
  [
    '9b180ab6-6abe-3dc0-a13f-04169eb34bfa',
    ETH,
    '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
    'USDC',
    'USD Coin',
    6,
  ],
  [EOS, EOS, 'eosio.token:EOS', 'EOS', 'EOS', 4],
  [SOL, SOL, '11111111111111111111111111111111', 'SOL', 'Solana', 9],
  [TON, TON, TON, 'TON', 'Toncoin', 9],
]

export const assets: Migration = {
  version: 70,
  name: 'assets',
  up(db) {
    db.exec(`
      -- collection_hash is set for the asset of an inscription collection.
      CREATE TABLE assets (
        asset_id TEXT PRIMARY KEY CHECK (length(asset_id) = 36),
        kernel_asset_id TEXT NOT NULL UNIQUE CHECK (length(kernel_asset_id) = 64),
        chain_id TEXT NOT NULL CHECK (length(chain_id) = 36),
        asset_key TEXT NOT NULL,
        symbol TEXT NOT NULL CHECK (length(symbol) BETWEEN 1 AND 32),
        name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 128),
        precision INTEGER NOT NULL CHECK (precision BETWEEN 0 AND 18),
        collection_hash TEXT,
        created_at INTEGER NOT NULL
      ) STRICT, WITHOUT ROWID;
    `)
    const insert = db.prepare(
      'INSERT INTO assets (asset_id, kernel_asset_id, chain_id, asset_key, symbol, name, precision, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, 0)',
    )
    for (const [id, chain, key, symbol, name, precision] of WELL_KNOWN)
      insert.run(id, kernelAssetId(id), chain, key, symbol, name, precision)
  },
}
