import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  fetchIcon,
  iconDataUrl,
  MAX_ICON_BYTES,
  sniffIconType,
} from '../../../../../../src/main/core/services/treasury/icons'

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])
const SVG =
  '<?xml version="1.0"?><!-- logo --><svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>'

describe('sniffIconType', () => {
  it('tells the four image types from their bytes and refuses anything else', () => {
    expect(sniffIconType(PNG)).toBe('image/png')
    expect(sniffIconType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg')
    expect(sniffIconType(Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('image/webp')
    expect(sniffIconType(Buffer.from(SVG))).toBe('image/svg+xml')
    expect(sniffIconType(Buffer.from('<html><svg/></html>'))).toBeNull()
    expect(sniffIconType(Buffer.from('GIF89a'))).toBeNull()
    expect(sniffIconType(Buffer.from([0xc3, 0x28]))).toBeNull()
  })

  it('hands an icon over as a data URL', () => {
    expect(iconDataUrl('image/png', PNG)).toBe(`data:image/png;base64,${PNG.toString('base64')}`)
  })
})

describe('fetchIcon', () => {
  let server: Server
  let base: string
  beforeAll(async () => {
    server = createServer((req, res) => {
      const send = (type: string, body: Buffer | string) => {
        res.writeHead(200, { 'content-type': type })
        res.end(body)
      }
      if (req.url === '/ok.png') return send('image/png', PNG)
      if (req.url === '/ok.svg') return send('image/svg+xml; charset=utf-8', SVG)
      if (req.url === '/octet.png') return send('application/octet-stream', PNG)
      if (req.url === '/page') return send('text/html', '<!doctype html><svg/>')
      if (req.url === '/lies') return send('image/png', SVG)
      if (req.url === '/big')
        return send('image/png', Buffer.concat([PNG, Buffer.alloc(MAX_ICON_BYTES)]))
      res.writeHead(404)
      res.end()
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((r) => server.close(r))
  })

  it('takes a small image whose bytes are what it says', async () => {
    expect(await fetchIcon(`${base}/ok.png`)).toEqual({
      type: 'image/png',
      bytes: new Uint8Array(PNG),
    })
    expect((await fetchIcon(`${base}/ok.svg`))?.type).toBe('image/svg+xml')
    expect((await fetchIcon(`${base}/octet.png`))?.type).toBe('image/png')
  })

  it('refuses a page, a type that lies, an icon too large, a missing one, and other schemes', async () => {
    for (const path of ['/page', '/lies', '/big', '/missing'])
      expect(await fetchIcon(`${base}${path}`)).toBeNull()
    expect(await fetchIcon('file:///etc/passwd')).toBeNull()
    expect(await fetchIcon(`http://user:pw@127.0.0.1/ok.png`)).toBeNull()
    expect(await fetchIcon('not a url')).toBeNull()
  })
})
