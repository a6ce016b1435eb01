/**
 * Posting a run in its account's group, with what the public API has: the run's file as an
 * attachment (`POST /attachments`, the bytes PUT to its upload address, then a `PLAIN_DATA` message
 * naming it), then a text saying what the run pays with each request's link (up to 16 a text, as
 * many texts as it takes), which every member's wallet and Mixin's own apps open as the requests.
 * Both messages are kept as this account's own.
 * @module
 */
import { randomUUID } from 'node:crypto'
import { AttachmentView } from '../../../../shared/api/attachment'
import type { RunDetail } from '../../../../shared/bridge'
import type { CoreContext } from '../../context'
import { CoreError, errorText } from '../../errors'
import { postToGroup } from '../messages/post'
import type { SentMessage } from '../messages/sent-message'
import { requestLink } from '../messages/share'
import { RUN_FILE_MIME, runFileName, type RunFile } from './file'
import { amountsOf, listText } from './view'
import { words } from '../../../../shared/i18n/words'

/** Links a text carries at most, so each wallet takes in all of them (../requests/links). */
const LINKS_PER_TEXT = 16
const UPLOAD_TIMEOUT_MS = 30_000

export interface ShareRunDeps {
  readonly fetch: typeof fetch
  /** Keeps a message this account sent (../messages). */
  sent(userId: string, message: SentMessage): void
}

/** What the run's text says before its links: "Payroll “Payroll 2026-11”: 40 payees, 1,234.5 USDT and 10 XIN, in 2 requests." */
export function runText(run: RunDetail): string {
  const list = listText(amountsOf(run))
  const requests = `${run.requests.length} request${run.requests.length === 1 ? '' : 's'}`
  if (run.kind === 'rotation') {
    const to = run.target!
    return `Move to new members “${run.name}”: everything (${list || 'nothing yet'}) to a ${to.threshold}-of-${to.members.length} account, in ${requests}.`
  }
  return `Payroll “${run.name}”: ${run.row_count} payee${run.row_count === 1 ? '' : 's'}, ${list}, in ${requests}.`
}

/**
 * Posts the run's file and its links to the group; returns the file message's id.
 * @throws ApiClientError; CoreError 'attachment-unavailable' when the file cannot be uploaded
 */
export async function shareRun(
  ctx: CoreContext,
  deps: ShareRunDeps,
  userId: string,
  conversationId: string,
  run: RunDetail,
  file: RunFile,
): Promise<string> {
  const client = ctx.clientFor(userId)
  const bytes = Buffer.from(JSON.stringify(file), 'utf8')
  const attachment = await client.call('POST', '/attachments', AttachmentView, { body: {} })
  let status: number
  try {
    const res = await deps.fetch(attachment.upload_url, {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream', 'x-amz-acl': 'public-read' },
      body: bytes,
      signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
    })
    status = res.status
    await res.body?.cancel().catch(() => undefined)
  } catch (e) {
    throw new CoreError('attachment-unavailable', words('core.run.uploadFailed'), {
      details: errorText(e),
    })
  }
  if (status < 200 || status >= 300)
    throw new CoreError('attachment-unavailable', words('core.run.notTaken'), {
      details: `HTTP ${status}`,
    })

  const fileBody = {
    attachment_id: attachment.attachment_id,
    mime_type: RUN_FILE_MIME,
    size: bytes.length,
    name: runFileName(run.name),
  }
  const fileMessage = randomUUID()
  const links = run.requests.map((q) => requestLink(q.request_id))
  const texts: string[] = []
  for (let i = 0; i < links.length; i += LINKS_PER_TEXT) {
    const head = i === 0 ? `${runText(run)} Review and sign:` : 'More of it:'
    texts.push(`${head}\n${links.slice(i, i + LINKS_PER_TEXT).join('\n')}`)
  }
  const messages = [
    {
      message_id: fileMessage,
      category: 'PLAIN_DATA',
      data: Buffer.from(JSON.stringify(fileBody), 'utf8'),
    },
    ...texts.map((t) => ({
      message_id: randomUUID(),
      category: 'PLAIN_TEXT',
      data: Buffer.from(t, 'utf8'),
    })),
  ]
  const sent = await postToGroup(ctx, userId, conversationId, messages, {
    ok: `shared run ${run.run_id} (${run.requests.length} requests)`,
    failed: `shared run ${run.run_id}`,
  })
  for (const m of sent) deps.sent(userId, m)
  return fileMessage
}
