/**
 * Shared setup of the inscription tests: a ledger with registered members (the ledger tests' own
 * setup), a deployed collection, and helpers to inscribe and to read items back.
 */
import { expect } from 'vitest'
import type {
  InscriptionCollection,
  InscriptionItem,
} from '../../../../src/shared/api/inscriptions'
import { ApiErrorBody } from '../../../../src/shared/api/common'
import { ApiError } from '../../../../src/sequencer/http/errors'
import { deployCollection, type DeployInput } from '../../../../src/sequencer/inscriptions/deploy'
import { inscribeItem, type Holding } from '../../../../src/sequencer/inscriptions/inscribe'
import { dumpTables, type TestUser } from '../../../helpers/sequencer'
import type { Ledger } from '../ledger/setup'

export { newLedger, type Ledger } from '../ledger/setup'

export const PIXELS: DeployInput = {
  name: 'Pixels',
  symbol: 'PXL',
  supply: '3',
  unit: '1',
  description: 'Three pixels',
  iconUrl: 'https://example.com/p.png',
}

export function deploy(l: Ledger, o: Partial<DeployInput> = {}): InscriptionCollection {
  return deployCollection(l.seq.ctx, { ...PIXELS, ...o })
}

let counter = 0

/** Inscribes an item of `collection` for `owners` (default: every member, 2-of-n) with unique text content. */
export function inscribe(
  l: Ledger,
  collection: InscriptionCollection,
  o: { owners?: TestUser[]; threshold?: number; text?: string } = {},
): Holding {
  const owners = o.owners ?? l.members
  return inscribeItem(l.seq.ctx, {
    collection: collection.collection_hash,
    members: owners.map((m) => m.userId),
    threshold: o.threshold ?? Math.min(2, owners.length),
    contentType: 'text/plain',
    content: new TextEncoder().encode(o.text ?? `pixel ${++counter}`),
  })
}

/** The item as `GET /safe/inscriptions/items/:hash` shows it. */
export async function itemOf(l: Ledger, hash: string): Promise<InscriptionItem> {
  const res = await l.seq.app.request(`/safe/inscriptions/items/${hash}`)
  expect(res.status).toBe(200)
  const { data } = (await res.json()) as { data: InscriptionItem[] }
  expect(data).toHaveLength(1)
  return data[0]!
}

/** Runs `run`, expects it to throw an ApiError with this status, code (and field), and nothing written. */
export function refusedApi(
  l: Ledger,
  run: () => unknown,
  status: number,
  code: number,
  field?: string,
): ApiError {
  const before = dumpTables(l.seq.ctx.db, { except: ['used_tokens'] })
  let error: unknown
  try {
    run()
  } catch (e) {
    error = e
  }
  expect(error).toBeInstanceOf(ApiError)
  const api = error as ApiError
  expect({ status: api.status, code: api.code }).toEqual({ status, code })
  if (field !== undefined) expect(api.extra?.field).toBe(field)
  expect(dumpTables(l.seq.ctx.db, { except: ['used_tokens'] })).toEqual(before)
  return api
}

/** Expects an HTTP refusal with this status and code. */
export async function refusedHttp(res: Response, status: number, code: number): Promise<void> {
  expect(res.status).toBe(status)
  expect(ApiErrorBody.parse(await res.json()).error).toMatchObject({ status, code })
}
