/**
 * Asset icons, fetched by the core so the renderer loads nothing from the network. An icon is taken
 * only when it is small (at most {@link MAX_ICON_BYTES}) and its bytes are a PNG, JPEG, WebP or SVG
 * image (the type is read from the bytes; a declared type that disagrees refuses it). It crosses to
 * the renderer as a `data:` URL shown in an `<img>`: an SVG there is an image only — its scripts do
 * not run and it loads nothing — so SVGs are passed on as they are, not rewritten.
 * @module
 */
import { readCappedBody } from '../../client'
import { CHECKED_IMAGE_TYPES, type CheckedImageType } from '../../../../shared/bridge'
import type { StoredImage } from '../../db'

export const MAX_ICON_BYTES = 128 * 1024
const TIMEOUT_MS = 10_000

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const startsWith = (b: Uint8Array, prefix: readonly number[], at = 0) =>
  prefix.every((x, i) => b[at + i] === x)
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0))

/**
 * The image type of `bytes`, or null when it is none of the four. An SVG must be UTF-8 text whose
 * first element (after an XML declaration, comments and a doctype) is `<svg`.
 */
export function sniffIconType(bytes: Uint8Array): CheckedImageType | null {
  if (startsWith(bytes, PNG)) return 'image/png'
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp'
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return null
  }
  const body = text
    .replace(/^\uFEFF/, '')
    .replace(/^\s*<\?xml[^>]*\?>/, '')
    .replace(/^(?:\s*<!--[\s\S]*?-->|\s*<!DOCTYPE[^>]*>)*/i, '')
  return /^\s*<svg[\s>]/.test(body) ? 'image/svg+xml' : null
}

/** The icon as a `data:` URL for an `<img>`. */
export function iconDataUrl(type: CheckedImageType, bytes: Uint8Array): string {
  return `data:${type};base64,${Buffer.from(bytes).toString('base64')}`
}

/**
 * Fetches and checks the icon at `url` (http or https only). Null when it cannot be had or is
 * refused; never throws, since an asset without an icon still reads fine.
 */
export async function fetchIcon(
  url: string,
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<StoredImage | null> {
  let target: URL
  try {
    target = new URL(url)
  } catch {
    return null
  }
  if (
    (target.protocol !== 'https:' && target.protocol !== 'http:') ||
    target.username !== '' ||
    target.password !== ''
  )
    return null
  try {
    const res = await fetchImpl(target, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { accept: CHECKED_IMAGE_TYPES.join(', ') },
    })
    if (res.status !== 200 || !res.body) {
      await res.body?.cancel().catch(() => undefined)
      return null
    }
    const bytes = await readCappedBody(res, MAX_ICON_BYTES)
    if (!bytes) return null
    const type = sniffIconType(bytes)
    const declared = (res.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
    if (
      type === null ||
      (declared.startsWith('image/') && declared !== type) ||
      declared.startsWith('text/html')
    )
      return null
    return { type, bytes }
  } catch {
    return null
  }
}
