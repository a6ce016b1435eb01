/**
 * Writing to the open conversation: a text of up to 4,000 characters; Enter sends, Shift+Enter
 * starts a new line. What is sent shows in the list at once.
 * @module
 */
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react'
import { ErrorNotice } from '../components/ErrorNotice'
import { useAction } from '../components/hooks'
import { actions } from '../store'
import { useT } from '../components/words'

/** The service's limit on a text message. */
const MAX_TEXT = 4000

/** See the module comment. */
export function Composer() {
  const t = useT()
  const [text, setText] = useState('')
  const id = useId()
  const [send, sending] = useAction(async (text: string) => {
    await actions.sendMessage(text)
    return true
  })

  async function submit(e?: FormEvent) {
    e?.preventDefault()
    const typed = text.trim()
    if (typed === '' || sending.busy) return
    if (await send(typed)) setText('')
  }

  function onKey(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault()
      void submit()
    }
  }

  return (
    <form className="composer" onSubmit={(e) => void submit(e)}>
      <label htmlFor={id} className="visually-hidden">
        {t('conversation.composer.label')}
      </label>
      <textarea
        id={id}
        rows={2}
        value={text}
        maxLength={MAX_TEXT}
        placeholder={t('conversation.composer.placeholder')}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={onKey}
      />
      <button
        type="submit"
        className="button button-primary"
        disabled={sending.busy || text.trim() === ''}
      >
        {sending.busy ? t('conversation.composer.sending') : t('conversation.composer.send')}
      </button>
      <ErrorNotice error={sending.error} />
    </form>
  )
}
