/**
 * The loopback web host: the built renderer and the wallet bridge over HTTP on 127.0.0.1, for
 * machines where Electron cannot run (and for the browser end-to-end tests). The renderer talks to
 * `window.cosigner` exactly as under Electron; the injected shim (./shim) turns each call into
 * `POST /bridge/<method>`, and shows what the host pushes at `GET /__cosigner/events` (./page-events).
 *
 * What guards the bridge (see ./guard): the listener binds 127.0.0.1 only; the Host header must
 * name it (DNS rebinding); a browser's Origin and Sec-Fetch-Site must be ours; every call carries the
 * per-launch token; bodies are JSON and bounded. No response carries a CORS header, so no other
 * origin can read one, and preflights are refused.
 * @module
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { readFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import {
  BRIDGE_METHODS,
  failure,
  isBridgeMethod,
  type BridgeErrorCode,
  type BridgeHandlers,
} from '../../shared/bridge'
import {
  hasToken,
  isCrossSiteFetch,
  isOwnHost,
  isOwnOriginOrAbsent,
  newToken,
  TOKEN_FRAGMENT_KEY,
} from './guard'
import { englishOf } from '../../shared/i18n/english'
import { words, type Words } from '../../shared/i18n/words'
import { rendererHeaders, SECURITY_HEADERS } from './headers'
import { BRIDGE_PREFIX, bridgeShimSource, SHIM_PATH } from './shim'
import { resolveRendererPath } from '../../node/renderer-files'
import { injectShim } from './inject-shim'
import { EVENTS_PATH, streamPageEvents, type PageEvents } from './page-events'

/** Bridge bodies above this are refused (the largest inputs are keystore, backup and offline files). */
const DEFAULT_BODY_LIMIT = 9 * 1024 * 1024

export interface WebHostOptions {
  readonly handlers: BridgeHandlers
  /** The built renderer (`out/renderer`). */
  readonly rendererDir: string
  /** 0 (the default) picks a free port. */
  readonly port?: number
  /** The per-launch token; a fresh random one unless given (tests pass their own). */
  readonly token?: string
  readonly bodyLimit?: number
  /** Told about refusals and handler crashes; never about inputs, results or the token. */
  readonly log?: (line: string) => void
  /** What to push to the page; without it the events path answers 404. */
  readonly events?: PageEvents
}

export interface RunningWebHost {
  /** The address to open: the origin plus the token in the fragment. Print it; it is a credential. */
  readonly url: string
  /** `http://127.0.0.1:<port>` */
  readonly origin: string
  readonly port: number
  readonly token: string
  /** Stops listening and ends open connections (the core is the caller's to close). */
  close(): Promise<void>
}

/**
 * A refusal the host answers itself: catalog words, which the window says in its reader's language
 * (the English goes in `message`, as for every bridge failure).
 */
type Refusal = {
  status: number
  code: BridgeErrorCode
  words: Words
  headers?: Record<string, string>
}

/** Answers with `body`, or for a HEAD request (`headOnly`) with its headers alone. */
function send(
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: string | Buffer,
  { headOnly }: { headOnly: boolean },
): void {
  res.writeHead(status, {
    ...SECURITY_HEADERS,
    ...headers,
    'content-length': String(Buffer.byteLength(body)),
  })
  res.end(headOnly ? undefined : body)
}

function sendEnvelope(
  res: ServerResponse,
  status: number,
  envelope: unknown,
  extra: Record<string, string> = {},
): void {
  send(
    res,
    status,
    // words-exempt: a media type
    { 'content-type': 'application/json; charset=utf-8', ...extra },
    JSON.stringify(envelope),
    { headOnly: false },
  )
}

function refuse(res: ServerResponse, r: Refusal): void {
  const refused = failure(r.code, englishOf(r.words))
  sendEnvelope(
    res,
    r.status,
    { ...refused, error: { ...refused.error, words: r.words } },
    r.headers,
  )
}

const header = (req: IncomingMessage, name: string): string | undefined => {
  const v = req.headers[name]
  return Array.isArray(v) ? v[0] : v
}

/** Reads a body of at most `limit` bytes; undefined when it is larger. */
async function readBody(req: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > limit) return undefined
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

/**
 * The request listener, apart from any socket (habit: build the app apart from `listen`).
 * `port` is read per request, since the Host and Origin checks need the port actually bound.
 */
function webHostListener(o: {
  handlers: BridgeHandlers
  rendererDir: string
  token: string
  port: () => number
  bodyLimit?: number
  log?: (line: string) => void
  events?: PageEvents
}): (req: IncomingMessage, res: ServerResponse) => void {
  const missing = BRIDGE_METHODS.filter((m) => typeof o.handlers[m] !== 'function')
  if (missing.length > 0) throw new TypeError(`bridge handlers missing for: ${missing.join(', ')}`)
  const limit = o.bodyLimit ?? DEFAULT_BODY_LIMIT
  const shim = bridgeShimSource(BRIDGE_METHODS)
  const log = o.log ?? (() => {})

  async function bridgeCall(
    req: IncomingMessage,
    res: ServerResponse,
    rawName: string,
  ): Promise<void> {
    if (req.method !== 'POST')
      return refuse(res, {
        status: 405,
        code: 'invalid-input',
        words: words('cli.webHost.postOnly'),
        headers: { allow: 'POST' },
      })
    if (!hasToken(header(req, 'authorization'), o.token)) {
      log('web host: refused a bridge call without the launch token')
      return refuse(res, {
        status: 401,
        code: 'no-access-token',
        words: words('cli.webHost.noToken'),
      })
    }
    let name: string
    try {
      name = decodeURIComponent(rawName)
    } catch {
      name = ''
    }
    if (!isBridgeMethod(name))
      return refuse(res, { status: 404, code: 'not-found', words: words('cli.webHost.noMethod') })
    const type = header(req, 'content-type')
    const declared = Number(header(req, 'content-length') ?? '0')
    if (declared > limit) {
      res.setHeader('connection', 'close')
      return refuse(res, {
        status: 413,
        code: 'invalid-input',
        words: words('cli.webHost.tooLarge'),
      })
    }
    const body = await readBody(req, limit)
    if (body === undefined) {
      res.setHeader('connection', 'close')
      return refuse(res, {
        status: 413,
        code: 'invalid-input',
        words: words('cli.webHost.tooLarge'),
      })
    }
    let input: unknown
    if (body.length > 0) {
      if (type === undefined || !/^application\/json\s*(;|$)/i.test(type)) {
        return refuse(res, {
          status: 415,
          code: 'invalid-input',
          words: words('cli.webHost.jsonOnly'),
        })
      }
      try {
        input = JSON.parse(body.toString('utf8'))
      } catch {
        return refuse(res, {
          status: 400,
          code: 'invalid-input',
          words: words('cli.webHost.badJson'),
        })
      }
    }
    let envelope: unknown
    try {
      envelope = await o.handlers[name](input)
    } catch (e) {
      log(`web host: ${name} failed: ${e instanceof Error ? e.name : typeof e}`)
      return refuse(res, {
        status: 500,
        code: 'internal',
        words: words('cli.webHost.walletFailed'),
      })
    }
    sendEnvelope(res, 200, envelope)
  }

  function pageEvents(req: IncomingMessage, res: ServerResponse): void {
    if (req.method !== 'GET')
      return refuse(res, {
        status: 405,
        code: 'invalid-input',
        words: words('cli.webHost.getOnly'),
        headers: { allow: 'GET' },
      })
    if (!hasToken(header(req, 'authorization'), o.token)) {
      log('web host: refused an events request without the launch token')
      return refuse(res, {
        status: 401,
        code: 'no-access-token',
        words: words('cli.webHost.noToken'),
      })
    }
    if (!o.events)
      return refuse(res, { status: 404, code: 'not-found', words: words('cli.webHost.notFound') })
    streamPageEvents(res, o.events)
  }

  async function staticFile(
    req: IncomingMessage,
    res: ServerResponse,
    pathname: string,
  ): Promise<void> {
    const head = req.method === 'HEAD'
    if (req.method !== 'GET' && !head) {
      return refuse(res, {
        status: 405,
        code: 'invalid-input',
        words: words('cli.webHost.badMethod'),
        headers: { allow: 'GET, HEAD, POST' },
      })
    }
    if (pathname === SHIM_PATH)
      // words-exempt: a media type
      return send(res, 200, rendererHeaders('text/javascript; charset=utf-8'), shim, {
        headOnly: head,
      })
    if (pathname.startsWith('/__cosigner/'))
      return refuse(res, { status: 404, code: 'not-found', words: words('cli.webHost.notFound') })
    const found = resolveRendererPath(o.rendererDir, pathname)
    if (!found.ok)
      return refuse(res, {
        status: found.status,
        code: found.status === 404 ? 'not-found' : 'invalid-input',
        words: words('cli.webHost.notFound'),
      })
    let content: Buffer
    try {
      content = await readFile(found.file)
    } catch {
      return refuse(res, { status: 404, code: 'not-found', words: words('cli.webHost.notFound') })
    }
    const isIndex = found.contentType.startsWith('text/html')
    const body = isIndex ? injectShim(content.toString('utf8'), SHIM_PATH) : content
    send(res, 200, rendererHeaders(found.contentType), body, { headOnly: head })
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const port = o.port()
    if (!isOwnHost(header(req, 'host'), port)) {
      log('web host: refused a request for another host name')
      return refuse(res, { status: 403, code: 'forbidden', words: words('cli.webHost.wrongHost') })
    }
    if (
      !isOwnOriginOrAbsent(header(req, 'origin'), port) ||
      isCrossSiteFetch(header(req, 'sec-fetch-site'))
    ) {
      log('web host: refused a request from another origin')
      return refuse(res, {
        status: 403,
        code: 'forbidden',
        words: words('cli.webHost.otherSite'),
      })
    }
    const target = req.url ?? '/'
    if (!target.startsWith('/'))
      return refuse(res, {
        status: 400,
        code: 'invalid-input',
        words: words('cli.webHost.badTarget'),
      })
    const pathname = target.split(/[?#]/, 1)[0]!
    if (pathname.startsWith(BRIDGE_PREFIX))
      return bridgeCall(req, res, pathname.slice(BRIDGE_PREFIX.length))
    if (pathname === EVENTS_PATH) return pageEvents(req, res)
    return staticFile(req, res, pathname)
  }

  return (req, res) => {
    handle(req, res).catch((e: unknown) => {
      log(`web host: request failed: ${e instanceof Error ? e.name : typeof e}`)
      if (!res.headersSent)
        refuse(res, {
          status: 500,
          code: 'internal',
          words: words('cli.webHost.hostFailed'),
        })
      else res.destroy()
    })
  }
}

/**
 * Serves the renderer and the bridge on 127.0.0.1 (never another interface).
 * @throws when the port is taken, or a contract method has no handler (TypeError)
 * @example
 * const host = await startWebHost({ handlers: createBridgeHandlers(core), rendererDir: 'out/renderer' })
 * console.log(host.url)
 */
export async function startWebHost(o: WebHostOptions): Promise<RunningWebHost> {
  const token = o.token ?? newToken()
  let port = 0
  const server: Server = createServer(
    webHostListener({
      handlers: o.handlers,
      rendererDir: o.rendererDir,
      token,
      port: () => port,
      ...(o.bodyLimit !== undefined ? { bodyLimit: o.bodyLimit } : {}),
      ...(o.log ? { log: o.log } : {}),
      ...(o.events ? { events: o.events } : {}),
    }),
  )
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(o.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  port = (server.address() as AddressInfo).port
  const origin = `http://127.0.0.1:${port}`
  let closing: Promise<void> | undefined
  return {
    url: `${origin}/#${TOKEN_FRAGMENT_KEY}=${token}`,
    origin,
    port,
    token,
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      return closing
    },
  }
}
