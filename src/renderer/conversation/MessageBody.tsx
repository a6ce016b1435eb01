/**
 * A message's content by kind, drawn from what the core checked: texts wrapped, cards and button
 * groups within their limits (their links open only through {@link MessageActions.openLink}, which
 * asks first), a request's card — or a text carrying a request's link, as requests are shared on the
 * public network (./request-links) — with a Review button, attachments offered for download through the
 * core, everything else in words (./message-text). Nothing here loads from the network. Store-free:
 * the row gives names and actions.
 * @module
 */
import { useState } from 'react'
import type { AttachmentFile, MessageBody as Body, MessageButton } from '../../shared/bridge'
import { explain } from '../base/errors'
import type { LinkAction } from '../../shared/links'
import { shortId } from '../base/format'
import { attachmentName, CARD_LIMITS, clip, describeBody, type NameOf } from './message-text'
import { requestLinksIn } from './request-links'
import { useT } from '../components/words'

export interface MessageActions {
  /** Asks where a link goes before anything opens it. */
  openLink(url: string): void
  /** Opens the review of a request (`action` as its link says). */
  review(requestId: string, action?: LinkAction): void
  /** Fetches the message's attachment through the core. @throws BridgeFailure */
  attachment(): Promise<AttachmentFile>
  /** Offers a fetched attachment as a download. */
  save(file: AttachmentFile, fileName: string): void
}

/** Image types the page shows inline from a `data:` URL (no SVG: it can carry script). */
const SHOWN_IMAGES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp'])

/** See the module comment. */
export function MessageBody({
  body,
  nameOf,
  act,
}: {
  body: Body
  nameOf: NameOf
  act: MessageActions
}) {
  const t = useT()
  switch (body.kind) {
    case 'text':
    case 'post':
      return <TextBody text={body.text} act={act} />
    case 'system':
      return <p className="msg-system">{describeBody(body, nameOf, t)}</p>
    case 'request-notice':
      return (
        <div className="msg-card">
          <p>{describeBody(body, nameOf, t)}</p>
          <button
            type="button"
            className="button button-primary"
            onClick={() => act.review(body.request_id)}
          >
            {t('conversation.message.review')}
          </button>
        </div>
      )
    case 'card':
      return (
        <div className="msg-card">
          <p className="msg-card-title">
            {clip(body.title, CARD_LIMITS.title) || t('conversation.body.card')}
          </p>
          {body.description ? (
            <p className="msg-card-text">{clip(body.description, CARD_LIMITS.description)}</p>
          ) : null}
          <div className="msg-buttons">
            {body.request_id !== null ? (
              <button
                type="button"
                className="button button-primary"
                onClick={() => act.review(body.request_id!)}
              >
                {t('conversation.message.review')}
              </button>
            ) : body.action ? (
              <LinkButton
                button={{ label: t('conversation.message.open'), color: null, url: body.action }}
                act={act}
              />
            ) : null}
            {body.buttons.map((b, i) => (
              <LinkButton key={i} button={b} act={act} />
            ))}
          </div>
        </div>
      )
    case 'buttons':
      return (
        <div className="msg-buttons">
          {body.buttons.map((b, i) => (
            <LinkButton key={i} button={b} act={act} />
          ))}
        </div>
      )
    case 'image':
    case 'audio':
    case 'video':
    case 'file':
      return <Attachment body={body} nameOf={nameOf} act={act} />
    case 'unknown':
    case 'invalid':
      return <p className="msg-unsupported">{describeBody(body, nameOf, t)}</p>
    case 'sticker':
    case 'contact':
    case 'location':
    case 'live':
    case 'transcript':
    case 'pin':
    case 'transfer':
    case 'recalled':
      return <p className="msg-other">{describeBody(body, nameOf, t)}</p>
  }
}

/** A text, and a Review button for each request it links to. */
function TextBody({ text, act }: { text: string; act: MessageActions }) {
  const t = useT()
  const linked = requestLinksIn(text)
  return (
    <>
      <p className="msg-text">{text}</p>
      {linked.length > 0 ? (
        <div className="msg-buttons">
          {linked.map((l) => (
            <button
              key={l.requestId}
              type="button"
              className="button button-primary"
              aria-label={
                linked.length > 1
                  ? t('conversation.message.reviewRequest', { id: shortId(l.requestId) })
                  : undefined
              }
              onClick={() => act.review(l.requestId, l.action)}
            >
              {t('conversation.message.review')}
            </button>
          ))}
        </div>
      ) : null}
    </>
  )
}

function LinkButton({ button, act }: { button: MessageButton; act: MessageActions }) {
  const t = useT()
  return (
    <button
      type="button"
      className="button msg-link"
      title={button.url}
      onClick={() => act.openLink(button.url)}
    >
      {clip(button.label, CARD_LIMITS.label) || t('conversation.message.open')} ↗
    </button>
  )
}

/** A file: what it is, and Download (an image is shown once fetched). */
function Attachment({ body, nameOf, act }: { body: Body; nameOf: NameOf; act: MessageActions }) {
  const t = useT()
  const [state, setState] = useState<{ busy: boolean; error: string | null; image: string | null }>(
    { busy: false, error: null, image: null },
  )
  const name = attachmentName(body) ?? 'file'
  async function fetchIt() {
    setState({ busy: true, error: null, image: null })
    try {
      const file = await act.attachment()
      if (body.kind === 'image' && SHOWN_IMAGES.has(file.mime_type))
        setState({
          busy: false,
          error: null,
          // words-exempt: a data URL, not read by people
          image: `data:${file.mime_type};base64,${file.base64}`,
        })
      else {
        act.save(file, name)
        setState({ busy: false, error: null, image: null })
      }
    } catch (e) {
      setState({ busy: false, error: explain(e).message, image: null })
    }
  }
  return (
    <div className="msg-attachment">
      {state.image ? <img className="msg-image" src={state.image} alt={name} /> : null}
      <span>{describeBody(body, nameOf, t)}</span>{' '}
      <button
        type="button"
        className="link-button"
        disabled={state.busy}
        onClick={() => void fetchIt()}
      >
        {state.busy
          ? t('conversation.message.fetching')
          : body.kind === 'image' && !state.image
            ? t('conversation.message.show')
            : t('conversation.message.download')}
      </button>
      {state.error ? (
        <span className="msg-error" role="alert">
          {state.error}
        </span>
      ) : null}
    </div>
  )
}
