import type { WebSocket } from 'ws'
import { BlazeAction } from '../../shared/api/messages'
import type { SequencerContext } from '../context'
import { sql } from '../../node/sqlite/statements'
import type { Caller } from '../http/env'
import { subscribeMessages, type ReceiptEvent } from '../messages/events'
import { presentReceipt } from '../messages/present'
import { BlazeConnection } from './connection'

/** How often the server pings each socket; the SDK drops a connection after 30 s without one. */
const DEFAULT_PING_INTERVAL_MS = 15_000
/** Pings in a row left unanswered before a socket is dropped (one can be lost to a busy event loop). */
const MAX_MISSED_PINGS = 2

/**
 * The open Blaze connections of one sequencer, by user. It listens to the message writers
 * (../messages/events) and wakes the connections of each new message's recipients, so messages
 * from `POST /messages`, from Blaze and from group changes all go out the same
 * way; it pushes receipts to senders; and it pings every socket, dropping those that stopped
 * answering. Its timer and subscription exist only while a connection is open.
 */
export class BlazeHub {
  private readonly byUser = new Map<string, Set<BlazeConnection>>()
  private readonly sockets = new Map<BlazeConnection, { socket: WebSocket; missed: number }>()
  private unsubscribe: (() => void) | undefined
  private pinger: NodeJS.Timeout | undefined

  constructor(
    private readonly ctx: SequencerContext,
    private readonly pingIntervalMs = DEFAULT_PING_INTERVAL_MS,
  ) {}

  /** Registers an authenticated socket; frames and closing are wired here. */
  open(socket: WebSocket, caller: Caller): BlazeConnection {
    const connection = new BlazeConnection(this.ctx, caller, socket)
    let users = this.byUser.get(caller.userId)
    if (!users) this.byUser.set(caller.userId, (users = new Set()))
    users.add(connection)
    const entry = { socket, missed: 0 }
    this.sockets.set(connection, entry)
    socket.on('pong', () => {
      entry.missed = 0
    })
    socket.once('close', () => this.remove(connection))
    this.unsubscribe ??= subscribeMessages(this.ctx.db, {
      onMessages: (ids) => this.wakeRecipients(ids),
      onReceipts: (receipts) => this.pushReceipts(receipts),
    })
    if (!this.pinger) {
      this.pinger = setInterval(() => this.ping(), this.pingIntervalMs)
      this.pinger.unref()
    }
    return connection
  }

  /** Connections open now. */
  get size(): number {
    return this.sockets.size
  }

  /** Connections `userId` holds open now. */
  connectionsOf(userId: string): number {
    return this.byUser.get(userId)?.size ?? 0
  }

  /** Ends every connection at once (the server is stopping). */
  closeAll(): void {
    for (const [connection, { socket }] of this.sockets) {
      connection.close()
      socket.terminate()
      this.remove(connection)
    }
  }

  private remove(connection: BlazeConnection): void {
    connection.close()
    if (!this.sockets.delete(connection)) return
    const users = this.byUser.get(connection.caller.userId)
    users?.delete(connection)
    if (users?.size === 0) this.byUser.delete(connection.caller.userId)
    if (this.sockets.size === 0) {
      clearInterval(this.pinger)
      this.pinger = undefined
      this.unsubscribe?.()
      this.unsubscribe = undefined
    }
  }

  private wakeRecipients(messageIds: readonly string[]): void {
    if (this.byUser.size === 0 || !this.ctx.db.open) return
    const users = sql<[string], { user_id: string }>(
      this.ctx.db,
      'SELECT DISTINCT user_id FROM message_recipients WHERE message_id IN (SELECT value FROM json_each(?))',
    ).all(JSON.stringify(messageIds))
    for (const { user_id } of users)
      for (const connection of this.byUser.get(user_id) ?? []) connection.wake()
  }

  private pushReceipts(receipts: readonly ReceiptEvent[]): void {
    for (const r of receipts) {
      for (const connection of this.byUser.get(r.senderId) ?? []) {
        if (connection.isListing)
          connection.push(BlazeAction.AcknowledgeMessageReceipt, presentReceipt(r))
      }
    }
  }

  private ping(): void {
    for (const [connection, entry] of this.sockets) {
      if (entry.missed >= MAX_MISSED_PINGS) {
        entry.socket.terminate()
        this.remove(connection)
        continue
      }
      entry.missed++
      entry.socket.ping()
    }
  }
}

const hubs = new WeakMap<SequencerContext, BlazeHub>()

/** The hub of a sequencer (one per context). */
export function blazeHub(ctx: SequencerContext): BlazeHub {
  let hub = hubs.get(ctx)
  if (!hub) hubs.set(ctx, (hub = new BlazeHub(ctx)))
  return hub
}
