/**
 * The images the cache keeps beside a record (an asset's icon, a user's avatar): the checked type
 * and the bytes, or neither when the fetch was refused or failed.
 * @module
 */
import { z } from 'zod'
import { CHECKED_IMAGE_TYPES, type CheckedImageType } from '../../../shared/bridge'
import { parseArg } from './validate'

/** An image fetched and checked: its sniffed type and its bytes. */
export interface StoredImage {
  readonly type: CheckedImageType
  readonly bytes: Uint8Array
}

const ImageType = z.enum(CHECKED_IMAGE_TYPES)

/** The type and bytes columns for `image` (null for both when there is none). @throws RangeError naming `field` */
export function imageColumns(
  image: StoredImage | null,
  field: string,
): [CheckedImageType | null, Buffer | null] {
  if (image === null) return [null, null]
  return [parseArg(ImageType, image.type, `${field}.type`), Buffer.from(image.bytes)]
}
