/**
 * `cosigner tx decode|hash <raw-hex | ->`: reads a raw v5 transaction offline, as hex on the command
 * line or on standard input, and prints it as JSON or prints its hash.
 * @module
 */
import { bytesToHex } from '@noble/hashes/utils.js'
import { CodecError } from '../shared/kernel/codec-errors'
import { decodeTransaction } from '../shared/kernel/codec'
import { rawTransactionHash } from '../shared/kernel/hash'
import { transactionToJson } from '../shared/kernel/json'
import type { CliCommand, CliIo } from './command'

const USAGE = `usage: cosigner tx <subcommand> <raw-hex | ->

subcommands:
  decode <raw-hex | ->   print the transaction as JSON (amounts as decimal strings, bytes as hex)
  hash <raw-hex | ->     print the transaction hash (BLAKE3 of the unsigned encoding)

"-" reads the hex from standard input; surrounding whitespace is ignored.`

const HEX = /^(?:[0-9a-fA-F]{2})*$/

type Subcommand = (raw: Uint8Array, io: CliIo) => void

const SUBCOMMANDS: Readonly<Record<string, Subcommand>> = {
  decode: (raw, io) => io.out(JSON.stringify(transactionToJson(decodeTransaction(raw)), null, 2)),
  hash: (raw, io) => io.out(bytesToHex(rawTransactionHash(raw))),
}

export const txCommand: CliCommand = {
  usage: USAGE,
  run: async (args, io) => {
    const [name, source, ...extra] = args
    if (name === '--help' || name === '-h') {
      io.out(USAGE)
      return 0
    }
    const sub =
      name !== undefined && Object.hasOwn(SUBCOMMANDS, name) ? SUBCOMMANDS[name] : undefined
    if (sub === undefined) {
      io.err(name === undefined ? USAGE : `cosigner: tx: unknown subcommand "${name}"\n${USAGE}`)
      return 1
    }
    if (source === undefined || extra.length > 0) {
      io.err(
        `cosigner: tx ${name}: expected exactly one argument, the raw hex or "-" (see "cosigner tx --help")`,
      )
      return 1
    }
    const hex = (source === '-' ? await io.readStdin() : source).trim()
    if (hex.length === 0) {
      io.err('cosigner: invalid hex: empty input')
      return 1
    }
    if (!HEX.test(hex)) {
      io.err(
        `cosigner: invalid hex: expected an even number of hex digits (got ${hex.length} characters)`,
      )
      return 1
    }
    try {
      sub(Buffer.from(hex, 'hex'), io)
      return 0
    } catch (e) {
      if (e instanceof CodecError) {
        io.err(`cosigner: invalid transaction: ${e.message}`)
        return 1
      }
      throw e
    }
  },
}
