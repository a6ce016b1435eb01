/**
 * The icons the sequencer serves for its assets, so no client fetches a logo from elsewhere: a
 * 128×128 SVG, a disc in a colour taken from the asset's kernel id with the first letters of its
 * symbol in white. Drawn here, not copied from anyone's artwork.
 * @module
 */
import type { AssetRecord } from './store'

/** Letters of the symbol drawn on the icon. */
const MAX_LETTERS = 4
// Font size by number of letters, so up to four fit inside the disc.
const FONT_SIZES = [0, 60, 52, 40, 30]

/** The icon of `asset` as SVG text. */
export function assetIconSvg(asset: Pick<AssetRecord, 'kernelAssetId' | 'symbol'>): string {
  const hue = parseInt(asset.kernelAssetId.slice(0, 4), 16) % 360
  const letters = Array.from(asset.symbol.trim()).slice(0, MAX_LETTERS)
  const size = FONT_SIZES[letters.length] ?? FONT_SIZES[MAX_LETTERS]!
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">' +
    `<circle cx="64" cy="64" r="64" fill="hsl(${hue},55%,42%)"/>` +
    `<text x="64" y="64" dy="0.35em" text-anchor="middle" font-family="Helvetica,Arial,sans-serif" font-weight="700" font-size="${size}" fill="#fff">` +
    `${escapeXml(letters.join(''))}</text></svg>`
  )
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
