import { gunzipSync, gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import {
  decodeFrame,
  encodeFrame,
  MAX_FRAME_JSON_BYTES,
} from '../../../../src/sequencer/blaze/frames'

const gz = (v: unknown) => gzipSync(typeof v === 'string' ? v : JSON.stringify(v))

describe('Blaze frames', () => {
  it('encodes gzip JSON and reads it back', () => {
    const frame = encodeFrame({ id: 'a', action: 'LIST_PENDING_MESSAGES' })
    expect([frame[0], frame[1]]).toEqual([0x1f, 0x8b])
    expect(JSON.parse(gunzipSync(frame).toString())).toEqual({
      id: 'a',
      action: 'LIST_PENDING_MESSAGES',
    })
    expect(decodeFrame(frame)).toEqual({
      ok: true,
      message: { id: 'a', action: 'LIST_PENDING_MESSAGES' },
    })
  })

  it('turns every bad frame into the error that answers it, echoing what it can', () => {
    expect(decodeFrame('{"id":"a","action":"X"}')).toMatchObject({
      ok: false,
      id: '',
      error: { code: 400 },
    })
    expect(decodeFrame(Buffer.from('plain'))).toMatchObject({ ok: false, error: { code: 400 } })
    expect(decodeFrame(gz('not json'))).toMatchObject({ ok: false, error: { code: 400 } })
    expect(decodeFrame(gzipSync(Buffer.from([0xff, 0xfe])))).toMatchObject({
      ok: false,
      error: { code: 400 },
    })
    expect(decodeFrame(gz({ id: 'b' }))).toMatchObject({
      ok: false,
      id: 'b',
      action: '',
      error: { code: 10002 },
    })
    expect(decodeFrame(gz({ id: 'c', action: 'A', params: 5 }))).toMatchObject({
      ok: false,
      id: 'c',
      action: 'A',
      error: { code: 10002 },
    })
    expect(decodeFrame(gz([1, 2]))).toMatchObject({ ok: false, id: '', error: { code: 10002 } })
  })

  it('stops inflating past the limit (a small frame cannot expand into memory)', () => {
    const bomb = gzipSync(Buffer.alloc(MAX_FRAME_JSON_BYTES * 8, 0x20))
    expect(bomb.length).toBeLessThan(10_000)
    expect(decodeFrame(bomb)).toMatchObject({ ok: false, error: { code: 413 } })
    const fits = gz({
      id: 'd',
      action: 'A',
      params: { pad: 'x'.repeat(MAX_FRAME_JSON_BYTES - 100) },
    })
    expect(decodeFrame(fits).ok).toBe(true)
  })
})
