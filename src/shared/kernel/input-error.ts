/**
 * What the signing errors share: a failure located in the transaction, at `input` and, within it,
 * at the key `index` where one is at fault, with a code for code and a detail for people.
 * @module
 */

/** A failure at one input (and key) of a transaction; subclasses name it and close its codes. */
export abstract class InputError<C extends string> extends Error {
  readonly code: C
  readonly input: number | undefined
  readonly index: number | undefined

  constructor(code: C, detail: string, input?: number, index?: number) {
    super(`${code}: ${detail}`)
    this.code = code
    this.input = input
    this.index = index
  }
}
