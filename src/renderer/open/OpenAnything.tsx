/**
 * Open anything: paste a code, a code link, a request id or a transaction hash; the wallet says what
 * it is (a user, a group, a payment, a multisig or collectible request) and offers the matching
 * action.
 * @module
 */
import { useId, useState, type FormEvent } from 'react'
import type { CodeResolution, RequestItem } from '../../shared/bridge'
import { BridgeFailure, call } from '../app/bridge'
import { ErrorNotice } from '../components/ErrorNotice'
import { useAction } from '../components/hooks'
import { currentAccount } from '../store'
import { ResolutionCard } from './ResolutionCard'

/** What a pasted text turned out to be. */
export type Opened = { kind: 'code'; code: string; resolution: CodeResolution } | { kind: 'request'; item: RequestItem }

/** Codes first; a request id or hash is not a code, so those go to the request lookup. */
async function resolve(text: string): Promise<Opened> {
  const account = currentAccount()
  const isHash = /^[0-9a-f]{64}$/i.test(text)
  if (!isHash) {
    try {
      return { kind: 'code', code: text, resolution: await call('codes.resolve', { account, code: text }) }
    } catch (e) {
      if (!(e instanceof BridgeFailure) || (e.code !== 'not-found' && e.code !== 'invalid-code')) throw e
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text)) throw e
    }
  }
  return { kind: 'request', item: await call('requests.open', { account, ref: text }) }
}

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
