/**
 * How a method of the bridge contract (./bridge) is written: its input schema, a strict object (an
 * unknown key is refused, not ignored), and its result schema. Shared by the contract's topic files.
 * @module
 */
import { z } from 'zod'

/** A method's input: a strict object. */
export const In = z.strictObject

/** A method of the contract: its input and result schemas. */
export const method = <I extends z.ZodType, R extends z.ZodType>(input: I, result: R) => ({
  input,
  result,
})
