/**
 * Open anything: paste a link (a request, code, person or payment link), a code, an id (of a
 * request, a person or a group) or a transaction hash; the wallet says what it is and offers the
 * matching action. A link pasted into the field, dropped onto the window or handed over by the
 * system is looked up at once; nothing is acted on until the user picks the action.
 * @module
 */
import { useEffect, useId, useRef, useState, type ClipboardEvent, type FormEvent } from 'react'
import { looksLikeLink } from '../../shared/links'
import { ErrorNotice } from '../components/ErrorNotice'
import { useAction } from '../components/hooks'
import { useT } from '../components/words'
import { actions, type Opened } from '../store'
import { ResolutionCard } from './ResolutionCard'

/** See the module comment. */
export function OpenAnything({ initial }: { initial: string }) {
  const t = useT()
  const [text, setText] = useState(initial)
  const [opened, setOpened] = useState<Opened | null>(null)
  const id = useId()
  const [look, looking] = useAction((value: string) => actions.resolveText(value))

  async function lookUp(value: string) {
    setOpened(null)
    const r = await look(value.trim())
    if (r) setOpened(r)
  }
  function submit(e: FormEvent) {
    e.preventDefault()
    void lookUp(text)
  }
  function onPaste(e: ClipboardEvent<HTMLInputElement>) {
    const pasted = e.clipboardData.getData('text/plain').trim()
    // A whole link pasted into an empty field is looked up as it lands, like a dropped one.
    if (text.trim() !== '' || !looksLikeLink(pasted)) return
    e.preventDefault()
    setText(pasted)
    void lookUp(pasted)
  }
  const started = useRef(false)
  useEffect(() => {
    if (started.current || initial.trim() === '') return
    started.current = true
    void lookUp(initial)
    // Once, for the text the screen was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    <section className="screen open-anything" aria-labelledby="open-title">
      <h1 id="open-title">{t('open.title')}</h1>
      <p className="lead">{t('open.lead')}</p>
      <form className="inline-form wide" onSubmit={(e) => void submit(e)}>
        <label htmlFor={id}>{t('open.field')}</label>
        <input
          id={id}
          type="text"
          value={text}
          spellCheck={false}
          autoComplete="off"
          autoFocus
          placeholder="https://mixin.one/codes/…"
          onChange={(e) => setText(e.currentTarget.value)}
          onPaste={onPaste}
        />
        <button
          type="submit"
          className="button button-primary"
          disabled={looking.busy || text.trim() === ''}
        >
          {t(looking.busy ? 'open.lookingUp' : 'open.lookUp')}
        </button>
      </form>
      <ErrorNotice error={looking.error} />
      {opened ? <ResolutionCard opened={opened} /> : null}
    </section>
  )
}
