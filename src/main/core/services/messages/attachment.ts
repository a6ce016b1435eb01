/**
 * An attachment message's file, fetched by the core for the window (which loads nothing remote):
 * `GET /attachments/:id` for its `view_url`, then the bytes with a size cap and a timeout, checked
 * against the message's stated type family. Every failure is `attachment-unavailable` with a
 * sentence for a person.
 * @module
 */
import { AttachmentView } from '../../../../shared/api/attachment'
import type { AttachmentFile } from '../../../../shared/bridge-messages'
import { isApiClientError, readCappedBody } from '../../client'
import type { CoreContext } from '../../context'
import { CoreError, errorText } from '../../errors'
import { words } from '../../../../shared/i18n/words'

/** Largest file the core downloads for the window. */
export const MAX_ATTACHMENT_BYTES = 20 * 1024 * 1024
const TIMEOUT_MS = 30_000

const unavailable = (message: string, details?: string) =>
  new CoreError('attachment-unavailable', message, details === undefined ? {} : { details })

/** `image` of `image/png`; empty for a type without a family. */
const family = (mime: string) =>
  (mime.split(';')[0]!.trim().toLowerCase().split('/')[0] ?? '').trim()

export async function fetchAttachment(
  ctx: CoreContext,
  fetchImpl: typeof fetch,
  userId: string,
  conversationId: string,
  messageId: string,
): Promise<AttachmentFile> {
  ctx.requireAccount(userId)
  const message = ctx.cache.messages.get(userId, messageId)
  if (!message || message.conversation_id !== conversationId)
    throw new CoreError('message-not-found', words('core.message.notInConversation'))
  const body = message.body
  if (
    body.kind !== 'image' &&
    body.kind !== 'audio' &&
    body.kind !== 'video' &&
    body.kind !== 'file'
  )
    throw unavailable('This message has no file to download.')
  if (body.size > MAX_ATTACHMENT_BYTES)
    throw unavailable(
      `The file is larger than ${MAX_ATTACHMENT_BYTES / 1024 / 1024} MiB, the most the wallet downloads.`,
    )

  let view: AttachmentView
  try {
    view = await ctx
      .clientFor(userId)
      .call('GET', `/attachments/${body.attachment_id}`, AttachmentView)
  } catch (e) {
    if (isApiClientError(e, 'not-found'))
      throw unavailable('The service no longer has this file.', errorText(e))
    throw unavailable(
      'The file could not be found on the service right now; try again later.',
      errorText(e),
    )
  }
  let url: URL
  try {
    url = new URL(view.view_url)
  } catch {
    throw unavailable('The service gave no address the file can be downloaded from.')
  }
  if (
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    url.username !== '' ||
    url.password !== ''
  ) {
    throw unavailable(
      'The service gave an address the wallet does not download from.',
      `scheme ${url.protocol}`,
    )
  }
  let bytes: Uint8Array | undefined
  let declared: string
  try {
    const res = await fetchImpl(url, { signal: AbortSignal.timeout(TIMEOUT_MS) })
    if (res.status !== 200) {
      await res.body?.cancel().catch(() => undefined)
      throw unavailable('The file could not be downloaded.', `HTTP ${res.status}`)
    }
    declared = res.headers.get('content-type') ?? ''
    bytes = await readCappedBody(res, MAX_ATTACHMENT_BYTES)
  } catch (e) {
    if (e instanceof CoreError) throw e
    throw unavailable('The file could not be downloaded in time; try again later.', errorText(e))
  }
  if (!bytes)
    throw unavailable(
      `The file is larger than ${MAX_ATTACHMENT_BYTES / 1024 / 1024} MiB, the most the wallet downloads.`,
    )
  // A served type of another family than the message says (a page where an image should be) is refused.
  const served = family(declared)
  if (
    body.kind !== 'file' &&
    served !== '' &&
    declared.split(';')[0]!.trim().toLowerCase() !== 'application/octet-stream' &&
    served !== family(body.mime_type)
  ) {
    throw unavailable(
      'The downloaded file is not what the message says it is.',
      `served ${declared.slice(0, 100)}, expected ${body.mime_type}`,
    )
  }
  return {
    attachment_id: body.attachment_id,
    mime_type: body.mime_type,
    size: bytes.length,
    base64: Buffer.from(bytes).toString('base64'),
  }
}
