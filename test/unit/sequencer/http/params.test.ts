/**
 * Path and query parameters (http/params.ts), read the one way every route reads them: ids in any
 * case come back lowercased, anything else is a 10002 naming the field.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../../../../src/sequencer/http/env'
import { ApiError } from '../../../../src/sequencer/http/errors'
import {
  hashArg,
  idOrHashParam,
  parseQuery,
  queryInt,
  readUuid,
  uuidParam,
} from '../../../../src/sequencer/http/params'

const app = new Hono<AppEnv>()
app.get('/uuid/:id', (c) => c.json({ value: uuidParam(c, 'id', 'conversation_id') }))
app.get('/request/:id', (c) => c.json({ value: idOrHashParam(c, 'id') }))
app.get('/hash/:hash', (c) => c.json({ value: hashArg(c.req.param('hash'), 'hash') }))
app.get('/query', (c) =>
  c.json({ value: parseQuery(c, z.object({ state: z.enum(['pending', 'done']).optional() })) }),
)
app.get('/int', (c) => c.json({ value: queryInt(c, 'offset', 0, 10) ?? null }))
app.onError((error, c) => c.json((error as ApiError).toBody(), (error as ApiError).status))

async function read(path: string): Promise<unknown> {
  return (await app.request(path)).json()
}
const refused = (field: string) => ({ error: { status: 400, code: 10002, extra: { field } } })

const ID = '3C2D7FF8-5AD0-4A4A-9E4B-1B4B1A1A1A1A'
const HASH = 'AB'.repeat(32)

describe('path parameters', () => {
  it('reads a UUID in any case as its lowercase form, and refuses anything else under the field given', async () => {
    expect(await read(`/uuid/${ID}`)).toEqual({ value: ID.toLowerCase() })
    expect(await read('/uuid/not-a-uuid')).toMatchObject(refused('conversation_id'))
    expect(await read(`/uuid/${ID}0`)).toMatchObject(refused('conversation_id'))
    expect(readUuid(undefined)).toBeUndefined()
  })

  it('reads a request id or a transaction hash, lowercased', async () => {
    expect(await read(`/request/${ID}`)).toEqual({ value: ID.toLowerCase() })
    expect(await read(`/request/${HASH}`)).toEqual({ value: HASH.toLowerCase() })
    expect(await read(`/request/${HASH.slice(2)}`)).toMatchObject(refused('id'))
  })

  it('reads a 32-byte hash, lowercased', async () => {
    expect(await read(`/hash/${HASH}`)).toEqual({ value: HASH.toLowerCase() })
    expect(await read(`/hash/${ID}`)).toMatchObject(refused('hash'))
    expect(() => hashArg(42, 'collection')).toThrow(ApiError)
  })
})

describe('query parameters', () => {
  it('validates the query with its schema, an empty value counting as absent and a repeated one refused', async () => {
    expect(await read('/query?state=done')).toEqual({ value: { state: 'done' } })
    expect(await read('/query?state=')).toEqual({ value: {} })
    expect(await read('/query?state=later')).toMatchObject(refused('state'))
    expect(await read('/query?state=done&state=pending')).toMatchObject(refused('state'))
  })

  it('reads an integer within its range, or nothing', async () => {
    expect(await read('/int?offset=7')).toEqual({ value: 7 })
    expect(await read('/int')).toEqual({ value: null })
    expect(await read('/int?offset=11')).toMatchObject(refused('offset'))
    expect(await read('/int?offset=-1')).toMatchObject(refused('offset'))
  })
})
