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
import { useT } from '../components/words'

interface FormProps {
  onImported: (account: AccountInfo) => void
}

/** Import from a keystore JSON (the official SDK's shape). */
export function ImportKeystoreForm({ onImported }: FormProps) {
  const t = useT()
  const [pasted, setPasted] = useState('')
  const [file, setFile] = useState<{ text: string; name: string; preview: KeystorePreview } | null>(
    null,
  )
  const [label, setLabel] = useState('')
  const text = file?.text ?? pasted
  const [run, { busy, error }] = useAction((keystore: string) =>
    actions.importKeystore(keystore, label.trim() || undefined),
  )
  const [fileError, setFileError] = useState<ReturnType<typeof explain> | null>(null)
  const textId = useId()
  const labelId = useId()

  async function submit(e: FormEvent) {
    e.preventDefault()
    const account = await run(text)
    if (account) onImported(account)
  }

  async function chosen(keystore: string, name: string) {
    setFileError(null)
    setFile(null)
    try {
      setFile({ text: keystore, name, preview: await actions.inspectKeystore(keystore) })
    } catch (e) {
      setFileError(explain(e))
    }
  }

  return (
    <form className="card" onSubmit={(e) => void submit(e)} aria-labelledby={`${textId}-h`}>
      <h2 id={`${textId}-h`}>{t('onboarding.keystore.title')}</h2>
      <p className="muted">{t('onboarding.keystore.about')}</p>
      <FilePicker
        label={t('onboarding.keystore.file')}
        disabled={busy}
        onText={(keystore, name) => void chosen(keystore, name)}
        onError={(e) => setFileError(explain(e))}
      />
      {file ? (
        <p className="chosen-file" role="status">
          {t.rich('onboarding.keystore.chosen', {
            file: file.name,
            userId: file.preview.user_id,
            keys: file.preview.has_spend_key ? 'spend' : 'session',
            inWallet: file.preview.in_wallet ? 'yes' : 'no',
            code: (chunks) => <code key={String(chunks)}>{chunks}</code>,
          })}{' '}
          <button type="button" className="link-button" onClick={() => setFile(null)}>
            {t('onboarding.keystore.another')}
          </button>
        </p>
      ) : (
        <>
          <label htmlFor={textId}>{t('onboarding.keystore.paste')}</label>
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
      <label htmlFor={labelId}>{t('onboarding.keystore.label')}</label>
      <input
        id={labelId}
        type="text"
        maxLength={64}
        value={label}
        onChange={(e) => setLabel(e.currentTarget.value)}
        placeholder={t('onboarding.keystore.labelPlaceholder')}
      />
      <ErrorNotice error={fileError ?? error} />
      <button type="submit" className="button button-primary" disabled={busy || text.trim() === ''}>
        {t(busy ? 'onboarding.keystore.importing' : 'onboarding.keystore.import')}
      </button>
    </form>
  )
}

/** Restore from a backup file that Cosigner made, with its passphrase. */
export function ImportBackupForm({ onImported }: FormProps) {
  const t = useT()
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
      <h2 id={`${id}-h`}>{t('onboarding.backup.title')}</h2>
      <p className="muted">{t('onboarding.backup.about')}</p>
      <FilePicker
        label={t('onboarding.backup.file')}
        disabled={busy}
        onText={(backup, name) => {
          setFileError(null)
          setText(backup)
          setFileName(name)
        }}
        onError={(e) => setFileError(explain(e))}
      />
      {fileName ? (
        <p className="muted">{t('onboarding.backup.chosen', { file: fileName })}</p>
      ) : null}
      <label htmlFor={`${id}-p`}>{t('onboarding.backup.passphrase')}</label>
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
        {t(busy ? 'onboarding.backup.restoring' : 'onboarding.backup.restore')}
      </button>
    </form>
  )
}
