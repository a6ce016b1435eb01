/**
 * Open anything: paste a code, a code link, a request id or a transaction hash; the wallet says what
 * it is (a user, a group, a payment, a multisig or collectible request) and offers the matching
 * action.
 * @module
 */
import { useId, useState, type FormEvent } from 'react'
import { ErrorNotice } from '../components/ErrorNotice'
import { useAction } from '../components/hooks'
import { ResolutionCard } from './ResolutionCard'
import { resolve, type Opened } from './resolve'

/** See the module comment. */
export function OpenAnything({ initial }: { initial: string }) {
  const [text, setText] = useState(initial)
  const [opened, setOpened] = useState<Opened | null>(null)
  const id = useId()
  const [look, looking] = useAction(resolve)

  async function submit(e: FormEvent) {
    e.preventDefault()
    setOpened(null)
    const r = await look(text.trim())
    if (r) setOpened(r)
  }

  return (
    <section className="screen open-anything" aria-labelledby="open-title">
      <h1 id="open-title">Open anything</h1>
      <p className="lead">Paste a code link, a code, a request id or a transaction hash to see what it is.</p>
      <form className="inline-form wide" onSubmit={(e) => void submit(e)}>
        <label htmlFor={id}>Code, link or request id</label>
        <input id={id} type="text" value={text} spellCheck={false} autoComplete="off" autoFocus placeholder="https://mixin.one/codes/…" onChange={(e) => setText(e.currentTarget.value)} />
        <button type="submit" className="button button-primary" disabled={looking.busy || text.trim() === ''}>
          {looking.busy ? 'Looking up…' : 'Look up'}
        </button>
      </form>
      <ErrorNotice error={looking.error} />
      {opened ? <ResolutionCard opened={opened} /> : null}
    </section>
  )
}
