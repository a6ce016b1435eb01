/**
 * Images on the bridge (see ./bridge for the contract): what the core fetched and checked (an asset
 * icon, an avatar), handed to the window as data, since the window has no network of its own.
 * @module
 */
import { z } from 'zod'

/** The image types the core keeps once it checked the bytes are one: what an `<img>` shows safely. */
export const CHECKED_IMAGE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/svg+xml',
] as const
export type CheckedImageType = (typeof CHECKED_IMAGE_TYPES)[number]

const TYPE_PATTERN = CHECKED_IMAGE_TYPES.map((t) => t.replace(/[+/]/g, (c) => `\\${c}`)).join('|')

/** A checked image the core fetched (an asset icon, an avatar), as a `data:` URL for an `<img>`. */
export const CheckedImage = z
  .string()
  .regex(new RegExp(`^data:(?:${TYPE_PATTERN});base64,[A-Za-z0-9+/=]*$`))
