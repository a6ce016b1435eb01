/**
 * The two ways in: a keystore (a file, or its JSON pasted) and a Cosigner backup (a file and its
 * passphrase). A chosen keystore file is never painted on screen: the form shows which account it
 * is. Either way in takes a grant (the one the first passphrase came with, else the passphrase
 * prompt).
 * @module
 */
import { useId, useState, type FormEvent } from 'react'
import type { AccountInfo, KeystorePreview } from '../../shared/bridge'
import { actions } from '../store'
import { ErrorNotice } from '../components/ErrorNotice'
import { FilePicker } from '../components/FilePicker'
import { explain } from '../base/errors'
import { useAction } from '../components/hooks'

interface FormProps {
  onImported: (account: AccountInfo) => void
}

/** Import from a keystore JSON (the official SDK's shape). */
export function ImportKeystoreForm({ onImported }: FormProps) {
  const [pasted, setPasted] = useState('')
  const [file, setFile] = useState<{ text: string; name: string; preview: KeystorePreview } | null>(
    null,
  )
  const [label, setLabel] = useState('')
  const text = file?.text ?? pasted
  const [run, { busy, error }] = useAction((t: string) =>
    actions.importKeystore(t, label.trim() || undefined),
  )
  const [fileError, setFileError] = useState<ReturnType<typeof explain> | null>(null)
  const textId = useId()
  const labelId = useId()

  async function submit(e: FormEvent) {
    e.preventDefault()
    const account = await run(text)
    if (account) onImported(account)
  }

  async function chosen(t: string, name: string) {
    setFileError(null)
    setFile(null)
    try {
      setFile({ text: t, name, preview: await actions.inspectKeystore(t) })
    } catch (e) {
      setFileError(explain(e))
    }
  }

  return (
    <form className="card" onSubmit={(e) => void submit(e)} aria-labelledby={`${textId}-h`}>
      <h2 id={`${textId}-h`}>Import a keystore</h2>
      <p className="muted">
        The JSON file of your account: app_id, session_id and its private keys.
      </p>
      <FilePicker
        label="Keystore file"
        disabled={busy}
        onText={(t, name) => void chosen(t, name)}
        onError={(e) => setFileError(explain(e))}
      />
      {file ? (
        <p className="chosen-file" role="status">
          {file.name}: account <code>{file.preview.user_id}</code> (
          {file.preview.has_spend_key ? 'session and spend keys' : 'session key only'})
          {file.preview.in_wallet ? ', already in this wallet' : ''}.{' '}
          <button type="button" className="link-button" onClick={() => setFile(null)}>
            Choose another
          </button>
        </p>
      ) : (
        <>
          <label htmlFor={textId}>Or paste the keystore JSON</label>
          <textarea
            id={textId}
            className="secret-text"
            rows={6}
            spellCheck={false}
            autoComplete="off"
            value={pasted}
            onChange={(e) => setPasted(e.currentTarget.value)}
            placeholder='{"app_id": "…", "session_id": "…", …}'
          />
        </>
      )}
      <label htmlFor={labelId}>Name for this account (optional)</label>
      <input
        id={labelId}
        type="text"
        maxLength={64}
        value={label}
        onChange={(e) => setLabel(e.currentTarget.value)}
        placeholder="e.g. Treasury"
      />
      <ErrorNotice error={fileError ?? error} />
      <button type="submit" className="button button-primary" disabled={busy || text.trim() === ''}>
        {busy ? 'Importing…' : 'Import keystore'}
      </button>
    </form>
  )
}

/** Restore from a backup file that Cosigner made, with its passphrase. */
export function ImportBackupForm({ onImported }: FormProps) {
  const [text, setText] = useState('')
  const [fileName, setFileName] = useState('')
  const [passphrase, setPassphrase] = useState('')
  const [run, { busy, error }] = useAction(() => actions.restoreBackup(text, passphrase))
  const [fileError, setFileError] = useState<ReturnType<typeof explain> | null>(null)
  const id = useId()

  async function submit(e: FormEvent) {
    e.preventDefault()
    const account = await run()
    if (account) onImported(account)
  }

  return (
    <form className="card" onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Restore a backup</h2>
      <p className="muted">
        A backup file exported from Cosigner’s settings, and the passphrase it was made with.
      </p>
      <FilePicker
        label="Backup file"
        disabled={busy}
        onText={(t, name) => {
          setFileError(null)
          setText(t)
          setFileName(name)
        }}
        onError={(e) => setFileError(explain(e))}
      />
      {fileName ? <p className="muted">Chosen: {fileName}</p> : null}
      <label htmlFor={`${id}-p`}>Backup passphrase</label>
      <input
        id={`${id}-p`}
        type="password"
        autoComplete="current-password"
        value={passphrase}
        onChange={(e) => setPassphrase(e.currentTarget.value)}
      />
      <ErrorNotice error={fileError ?? error} />
      <button
        type="submit"
        className="button button-primary"
        disabled={busy || text === '' || passphrase === ''}
      >
        {busy ? 'Restoring…' : 'Restore backup'}
      </button>
    </form>
  )
}
