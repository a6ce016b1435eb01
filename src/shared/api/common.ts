/**
 * Building blocks of every resource schema of the interface: the one place a UUID, a timestamp or
 * an amount is defined for the wire, used by the sequencer to validate and by the wallet to parse.
 * @module
 */
import { z } from 'zod'
import { ANY_CASE_UUID_PATTERN, UUID_PATTERN } from './uuid'

/** Lowercase hyphenated UUID, the only form the service stores and hashes. */
export const Uuid = z.string().regex(UUID_PATTERN, 'expected a lowercase UUID')

/** A UUID as clients send it: any case, normalised to the lowercase form the service stores. */
export const UuidInput = z
  .string()
  .regex(ANY_CASE_UUID_PATTERN, 'expected a UUID')
  .transform((s) => s.toLowerCase())

/** RFC 3339 UTC timestamp as the service writes it (see ./time). */
export const Timestamp = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?Z$/,
    'expected an RFC 3339 UTC timestamp',
  )

/** Decimal amount with at most 8 decimals; never a float. */
export const Amount = z
  .string()
  .regex(/^(?:0|[1-9]\d*)(?:\.\d{1,8})?$/, 'expected a decimal amount with at most 8 decimals')

export const Hex = z.string().regex(/^(?:[0-9a-f]{2})*$/, 'expected lowercase hex')

/** A list the official service (Go) encodes as `null` when empty, or leaves out: read as `[]`. */
export const List = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .nullish()
    .transform((v) => v ?? [])

/** A value the official service writes as `""` when there is none, or leaves out (`omitempty`): read as `''`. */
export const OptionalText = <T extends z.ZodType<string>>(value: T) =>
  value
    .or(z.literal(''))
    .nullish()
    .transform((v) => v ?? '')
export const Hash = z.string().regex(/^[0-9a-f]{64}$/, 'expected a 32-byte hex hash')

/** The error envelope (wire-formats §7). */
export const ApiErrorBody = z.object({
  error: z.object({
    status: z.number().int(),
    code: z.number().int(),
    description: z.string(),
    extra: z.record(z.string(), z.unknown()).optional(),
    request_id: z.string().optional(),
  }),
})
export type ApiErrorBody = z.infer<typeof ApiErrorBody>
