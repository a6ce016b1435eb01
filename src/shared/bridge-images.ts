/**
 * Images on the bridge (see ./bridge for the contract): what the core fetched and checked (an asset
 * icon, an avatar), handed to the window as data, since the window has no network of its own.
 * @module
 */
import { z } from 'zod'

/** A checked image the core fetched (an asset icon, an avatar), as a `data:` URL for an `<img>`. */
export const CheckedImage = z.string().regex(/^data:image\/(?:png|jpeg|webp|svg\+xml);base64,[A-Za-z0-9+/=]*$/)
