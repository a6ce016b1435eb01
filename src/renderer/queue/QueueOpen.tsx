/**
 * Opening a request the queue does not list: by pasting its id, code or code link, or by importing
 * a file (an offline request file to review and sign here, or a signature made offline to submit).
 * @module
 */
import { useId, useState, type FormEvent } from 'react'
import { BridgeFailure } from '../base/bridge-caller'
import { ErrorNotice } from '../components/ErrorNotice'
import { FilePicker } from '../components/FilePicker'
import { explain, type Explained } from '../base/errors'
import { useAction } from '../components/hooks'
import { offlineFileKind } from './queue-item'
import { actions } from '../store'
import { useT } from '../components/words'

/** See the module comment. */
export function QueueOpen() {
  const t = useT()
  const [ref, setRef] = useState('')
  const id = useId()
  const [open, opening] = useAction(async (text: string) => {
    await actions.openRequest(text)
    setRef('')
  })
  // A signature file from here is submitted for the request it signs, which the file says.
  const [submit, submitting] = useAction((text: string) => actions.submitSignatureFile(text))
  const [fileError, setFileError] = useState<Explained | null>(null)

  async function onOpen(e: FormEvent) {
    e.preventDefault()
    await open(ref.trim())
  }

  async function onFile(text: string, fileName: string) {
    setFileError(null)
    const kind = offlineFileKind(text)
    if (kind === 'request')
      return actions.navigate({ name: 'review', source: { kind: 'file', text, fileName } })
    if (kind === 'signature') return void (await submit(text))
    setFileError(
      explain(new BridgeFailure('invalid-file', t('queue.open.notOurs', { file: fileName }))),
    )
  }

  return (
    <details className="queue-open">
      <summary>{t('queue.open.summary')}</summary>
      <div className="queue-open-body">
        <form className="inline-form" onSubmit={(e) => void onOpen(e)}>
          <label htmlFor={id}>{t('queue.open.label')}</label>
          <input
            id={id}
            type="text"
            value={ref}
            spellCheck={false}
            autoComplete="off"
            placeholder={t('queue.open.placeholder')}
            onChange={(e) => setRef(e.currentTarget.value)}
          />
          <button type="submit" className="button" disabled={opening.busy || ref.trim() === ''}>
            {opening.busy ? t('queue.open.opening') : t('queue.open.open')}
          </button>
        </form>
        <ErrorNotice error={opening.error} />
        <FilePicker
          label={t('queue.open.file')}
          disabled={submitting.busy}
          onText={(text, name) => void onFile(text, name)}
          onError={(e) => setFileError(explain(e))}
        />
        {submitting.busy ? <p role="status">{t('queue.open.submitting')}</p> : null}
        <ErrorNotice error={fileError ?? submitting.error} />
      </div>
    </details>
  )
}
