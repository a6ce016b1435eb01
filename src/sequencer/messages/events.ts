import type { Db } from '../../node/sqlite/open'

/** A recipient's acknowledgement that changed a receipt, for the sender's open connections. */
export interface ReceiptEvent {
  readonly messageId: string
  readonly conversationId: string
  /** The message's sender, who is told. */
  readonly senderId: string
  /** The recipient who acknowledged. */
  readonly userId: string
  readonly status: 'DELIVERED' | 'READ'
  readonly atNs: bigint
}

export interface MessageListener {
  /** Messages were stored (or gained receipts); their recipients may have something to fetch. */
  onMessages?(messageIds: readonly string[]): void
  onReceipts?(receipts: readonly ReceiptEvent[]): void
}

interface Channel {
  readonly listeners: Set<MessageListener>
  messageIds: Set<string>
  receipts: ReceiptEvent[]
  scheduled: boolean
}

const channels = new WeakMap<Db, Channel>()

/**
 * Listens for new messages and receipts written through `db`. Writers run inside transactions
 * that may still roll back, so events are handed out on the next turn of the event loop, once
 * the synchronous transaction has committed or not; a listener reads the database to learn what
 * is really there. Keyed by the connection, so the writers (which only have the `db`) and the
 * Blaze hub meet without a global.
 * @returns a function that stops listening
 */
export function subscribeMessages(db: Db, listener: MessageListener): () => void {
  let channel = channels.get(db)
  if (!channel)
    channels.set(
      db,
      (channel = { listeners: new Set(), messageIds: new Set(), receipts: [], scheduled: false }),
    )
  channel.listeners.add(listener)
  const own = channel
  return () => {
    own.listeners.delete(listener)
  }
}

/** Announces a stored message (cheap when nobody listens). */
export function emitMessage(db: Db, messageId: string): void {
  const channel = channels.get(db)
  if (!channel || channel.listeners.size === 0) return
  channel.messageIds.add(messageId)
  schedule(channel)
}

/** Announces a changed receipt; call it after the change committed. */
export function emitReceipt(db: Db, receipt: ReceiptEvent): void {
  const channel = channels.get(db)
  if (!channel || channel.listeners.size === 0) return
  channel.receipts.push(receipt)
  schedule(channel)
}

function schedule(channel: Channel): void {
  if (channel.scheduled) return
  channel.scheduled = true
  setImmediate(() => {
    channel.scheduled = false
    const ids = [...channel.messageIds]
    const receipts = channel.receipts
    channel.messageIds = new Set()
    channel.receipts = []
    for (const l of channel.listeners) {
      try {
        if (ids.length) l.onMessages?.(ids)
        if (receipts.length) l.onReceipts?.(receipts)
      } catch (error) {
        console.error('sequencer: message listener failed', error)
      }
    }
  })
}
