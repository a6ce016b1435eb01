import type { HttpBindings } from '@hono/node-server'

/** The caller a verified access token names. */
export interface Caller {
  readonly userId: string
  readonly sessionId: string
}

/** Hono's environment for our app: Node bindings when served, and what middleware sets per request. */
export interface AppEnv {
  Bindings: Partial<HttpBindings>
  Variables: {
    /** The body exactly as received; the token's `sig` covers these bytes. */
    rawBody: Uint8Array
    /** Who is calling, once ./auth.ts has verified the token (routes that need a caller). */
    caller: Caller
  }
}
