/**
 * The passphrase prompt before an action that takes a grant (signing outside the re-auth window,
 * unlocking a request, backups, importing or removing an account, the passphrase, the service
 * address, a looser lock). The passphrase goes to the core, which answers with a single-use grant for that one
 * action; the page never keeps the passphrase.
 * @module
 */
import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from 'react'
import { ErrorNotice } from '../components/ErrorNotice'
import { useAction } from '../components/hooks'
import { actions, useApp } from '../store'
import { useT } from '../components/words'
import { CurrentPassphrase } from './CurrentPassphrase'

/** See the module comment. */
export function ReauthDialog() {
  const t = useT()
  const prompt = useApp((s) => s.reauth)
  const ref = useRef<HTMLDialogElement>(null)
  const [passphrase, setPassphrase] = useState('')
  const id = useId()
  const [answer, answering] = useAction(async (p: string) => {
    await actions.answerReauth(p)
    return true
  })

  const promptId = prompt?.id
  const startClean = useEffectEvent(() => {
    setPassphrase('')
    answering.clearError()
  })
  // Each prompt opens the dialog afresh and starts clean; no prompt closes it.
  useEffect(() => {
    const d = ref.current
    if (!d) return
    if (promptId !== undefined && !d.open) d.showModal()
    else if (promptId === undefined && d.open) d.close()
    startClean()
  }, [promptId])

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (await answer(passphrase)) setPassphrase('')
  }

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={`${id}-h`}
      onCancel={(e) => {
        e.preventDefault()
        if (!answering.busy) actions.cancelReauth()
      }}
    >
      {prompt ? (
        <form className="dialog-body" onSubmit={(e) => void submit(e)}>
          <h2 id={`${id}-h`}>{t('lock.reauth.title')}</h2>
          <div className="dialog-content">
            <p>
              {t.rich('lock.reauth.needs', {
                what: prompt.what,
                b: (chunks) => <strong>{chunks}</strong>,
              })}
            </p>
            <CurrentPassphrase id={id} value={passphrase} onChange={setPassphrase} />
            <ErrorNotice error={answering.error} />
          </div>
          <div className="dialog-actions">
            <button
              type="button"
              className="button"
              onClick={() => actions.cancelReauth()}
              disabled={answering.busy}
            >
              {t('common.cancel')}
            </button>
            <button
              type="submit"
              className="button button-primary"
              disabled={answering.busy || passphrase === ''}
            >
              {answering.busy ? t('common.checking') : t('lock.reauth.confirm')}
            </button>
          </div>
        </form>
      ) : null}
    </dialog>
  )
}
