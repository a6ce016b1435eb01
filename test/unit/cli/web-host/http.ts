/**
 * Raw loopback HTTP for the web-host tests: node:http, so Host, Origin and every other header are
 * exactly what the test says (fetch would set or forbid some of them).
 */
import { request } from 'node:http'

export interface RawResponse {
  readonly status: number
  readonly headers: Record<string, string | string[] | undefined>
  readonly text: string
  json<T = unknown>(): T
}

export function raw(
  port: number,
  o: {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string | Buffer
    host?: string | null
  },
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...(o.headers ?? {}) }
    if (o.host !== null && headers.host === undefined) headers.host = o.host ?? `127.0.0.1:${port}`
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: o.method ?? 'GET',
        path: o.path ?? '/',
        headers,
        setHost: false,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text,
            json: <T>() => JSON.parse(text) as T,
          })
        })
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(o.body)
  })
}

/** A bridge call: POST /bridge/<method> with the token and a JSON body. */
export function bridge(
  port: number,
  method: string,
  input: unknown,
  token: string | undefined,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  return raw(port, {
    method: 'POST',
    path: `/bridge/${method}`,
    headers: {
      'content-type': 'application/json',
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      ...headers,
    },
    ...(input === undefined ? {} : { body: JSON.stringify(input) }),
  })
}

export function corsHeaders(r: RawResponse): string[] {
  return Object.keys(r.headers).filter((h) => h.startsWith('access-control-'))
}
