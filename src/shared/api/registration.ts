/**
 * `POST /safe/users` (interface 4.3, wire-formats §6.1, DESIGN "registration `signature`") and
 * `POST /pin/update`, which installs the TIP key registration needs first: the bodies' shapes. What
 * the fields must prove is checked by ../auth (`verifyRegistration`, the PIN cipher); these schemas
 * only bound them so nothing unbounded reaches the crypto.
 * @module
 */
import { z } from 'zod'

/** Far above any real value (a PIN ciphertext of a TIP signature is 150 characters). */
const MAX_REGISTRATION_FIELD_LENGTH = 1024

const field = (what: string) =>
  z
    .string()
    .min(1, `${what} must not be empty`)
    .max(
      MAX_REGISTRATION_FIELD_LENGTH,
      `${what} is longer than ${MAX_REGISTRATION_FIELD_LENGTH} characters`,
    )

export const RegistrationBody = z.object({
  /** The spend Ed25519 public key, hex (for bots the TIP key too; Go's `RegisterSafeWithSetupPin`). */
  public_key: z.string().regex(/^[0-9a-fA-F]{64}$/, 'expected 32 bytes of hex'),
  /** Ed25519 signature by `public_key` over SHA3-256(user_id) (base64url) or the SEQUENCER:REGISTER digest. */
  signature: field('signature'),
  /** PIN ciphertext holding the TIP signature of the SEQUENCER:REGISTER digest. */
  pin_base64: field('pin_base64'),
  // Sent by Messenger apps only; accepted and ignored.
  salt_base64: z.string().max(MAX_REGISTRATION_FIELD_LENGTH).optional(),
  master_public_hex: z.string().max(MAX_REGISTRATION_FIELD_LENGTH).optional(),
  master_signature_hex: z.string().max(MAX_REGISTRATION_FIELD_LENGTH).optional(),
})
export type RegistrationBody = z.infer<typeof RegistrationBody>

/**
 * `POST /pin/update` as Go's `UpdatePin` and the SDK's `updatePin` / `updateTipPin` send it: both
 * PIN ciphertexts (wire-formats §5.3), `old_pin_base64` '' when no PIN is set yet. To set up TIP,
 * `pin_base64`'s plaintext is the new TIP public key ‖ u64 big-endian counter (../auth/tip).
 */
export const PinUpdateBody = z.object({
  old_pin_base64: z
    .string()
    .max(
      MAX_REGISTRATION_FIELD_LENGTH,
      `old_pin_base64 is longer than ${MAX_REGISTRATION_FIELD_LENGTH} characters`,
    )
    .default(''),
  pin_base64: field('pin_base64'),
})
export type PinUpdateBody = z.infer<typeof PinUpdateBody>
