/**
 * Writing to the open conversation: a text of up to 4,000 characters; Enter sends, Shift+Enter
 * starts a new line. What is sent shows in the list at once.
 * @module
 */
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react'
import { ErrorNotice } from '../components/ErrorNotice'
import { useAction } from '../components/hooks'
import { actions } from '../store'

/** The service's limit on a text message. */
const MAX_TEXT = 4000

/** See the module comment. */
export function Composer() {
  const [text, setText] = useState('')
  const id = useId()
  const [send, sending] = useAction(async (t: string) => {
    await actions.sendMessage(t)
    return true
  })

  async function submit(e?: FormEvent) {
    e?.preventDefault()
    const t = text.trim()
    if (t === '' || sending.busy) return
    if (await send(t)) setText('')
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
        Message
      </label>
      <textarea
        id={id}
        rows={2}
        value={text}
        maxLength={MAX_TEXT}
        placeholder="Write a message…"
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={onKey}
      />
      <button
        type="submit"
        className="button button-primary"
        disabled={sending.busy || text.trim() === ''}
      >
        {sending.busy ? 'Sending…' : 'Send'}
      </button>
      <ErrorNotice error={sending.error} />
    </form>
  )
}
