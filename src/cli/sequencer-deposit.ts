/**
 * `cosigner sequencer deposit`: the local faucet. Creates an unspent output owned by registered
 * members in the sequencer's database (while a server runs on it or not) and prints it as the API
 * shows it (`GET /safe/outputs`). An asset the sequencer's registry does not know yet needs
 * `--symbol` and `--name`, which register it (a chain of its own, 8 decimals); without them the
 * command refuses rather than invent a name every wallet would then show.
 * @module
 */
import { parseArgs } from 'node:util'
import { Uuid } from '../shared/api/common'
import { parseAmount } from '../shared/kernel'
import { findAsset } from '../sequencer/assets/store'
import { depositOutput } from '../sequencer/ledger/deposit'
import { ApiError } from '../sequencer/http/errors'
import { buildSequencer } from '../sequencer/assemble'
import { oneLine, type CliIo } from './command'

export const DEPOSIT_USAGE = `  deposit --members ID,ID,… --threshold T --asset UUID --amount A [--symbol S --name N] [--db FILE]
      create an unspent output of A (a decimal amount, e.g. 1.5) of asset UUID owned by the
      registered users ID,… (T of them must sign to spend it) and print it as JSON; an asset the
      sequencer does not know yet needs --symbol and --name (e.g. --symbol GLD --name "Gold token")`

/** Runs `cosigner sequencer deposit` with the arguments after `deposit`; returns the exit code. */
export async function depositCommand(
  args: string[],
  io: CliIo,
  defaultDbFile: string,
): Promise<number> {
  let values: Record<string, string | boolean | undefined>
  try {
    values = parseArgs({
      args,
      options: {
        members: { type: 'string' },
        threshold: { type: 'string' },
        asset: { type: 'string' },
        amount: { type: 'string' },
        symbol: { type: 'string' },
        name: { type: 'string' },
        db: { type: 'string' },
        help: { type: 'boolean' },
      },
      allowPositionals: false,
      strict: true,
    }).values
  } catch (e) {
    io.err(`cosigner: sequencer deposit: ${oneLine(e)} (see "cosigner sequencer --help")`)
    return 1
  }
  if (values.help) {
    io.out(`usage: cosigner sequencer\n${DEPOSIT_USAGE}`)
    return 0
  }
  const fail = (text: string) => {
    io.err(`cosigner: sequencer deposit: ${text}`)
    return 1
  }
  const members =
    typeof values.members === 'string'
      ? values.members.split(',').map((m) => m.trim().toLowerCase())
      : []
  if (members.length === 0 || members.some((m) => m === ''))
    return fail('--members ID,ID,… is required')
  const thresholdText = typeof values.threshold === 'string' ? values.threshold : ''
  if (!/^\d{1,2}$/.test(thresholdText))
    return fail('--threshold T is required (a number from 1 to the number of members)')
  const asset = typeof values.asset === 'string' ? values.asset.toLowerCase() : ''
  if (asset === '') return fail('--asset UUID is required')
  let amount: bigint
  try {
    amount = parseAmount(typeof values.amount === 'string' ? values.amount : '')
  } catch {
    return fail('--amount A is required (a decimal number, at most 8 decimals count)')
  }
  const symbol = typeof values.symbol === 'string' ? values.symbol : undefined
  const name = typeof values.name === 'string' ? values.name : undefined
  if ((symbol === undefined) !== (name === undefined))
    return fail('--symbol and --name go together: give both or neither')
  const dbFile = typeof values.db === 'string' ? values.db : defaultDbFile
  let ctx
  try {
    ctx = buildSequencer({ dbFile }).ctx
  } catch (e) {
    return fail(`cannot open ${dbFile}: ${oneLine(e)}`)
  }
  try {
    if (symbol === undefined && Uuid.safeParse(asset).success && !findAsset(ctx.db, asset)) {
      return fail(
        `asset ${asset} is not in the sequencer's registry yet: give --symbol and --name to register it`,
      )
    }
    const output = depositOutput(ctx, {
      members,
      threshold: Number(thresholdText),
      assetId: asset,
      amount,
      ...(symbol !== undefined && name !== undefined ? { asset: { symbol, name } } : {}),
    })
    const known = findAsset(ctx.db, asset)!
    io.out(JSON.stringify(output, null, 2))
    io.err(
      `cosigner: deposited ${output.amount} ${known.symbol} (${known.name}) to ${output.receivers.length} member(s), ` +
        `${output.receivers_threshold} to sign (output ${output.output_id}, transaction ${output.transaction_hash})`,
    )
    return 0
  } catch (e) {
    if (e instanceof ApiError)
      return fail(`${e.description}${e.extra ? ` ${JSON.stringify(e.extra)}` : ''}`)
    return fail(oneLine(e))
  } finally {
    ctx.db.close()
  }
}
