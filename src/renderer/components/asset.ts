/**
 * An asset as the screens show it: its description from the store, asked of the wallet the first
 * time the asset is met.
 * @module
 */
import { useEffect } from 'react'
import type { AssetInfo } from '../../shared/bridge'
import { actions, useApp } from '../store'
import { assetLabel } from '../base/format'

export interface AssetView {
  symbol: string
  name: string
  /** A checked image as a `data:` URL, or null. */
  icon: string | null
  info: AssetInfo | undefined
}

/** The asset's symbol, name and icon (a short id form until described). */
export function useAsset(assetId: string): AssetView {
  const info = useApp((s) => s.assets[assetId])
  useEffect(() => {
    if (!info) actions.needAssets([assetId])
  }, [info, assetId])
  return { ...assetLabel(assetId, info), icon: info?.icon ?? null, info }
}
