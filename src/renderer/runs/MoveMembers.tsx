/**
 * Move to new members: the account's funds moved to a new set of members, for one who lost a key or
 * left. Pick the new members (contacts, a group's members; the current ones to start with) and how
 * many must sign; "Plan the move" has the wallet core plan it, creating nothing: one sweep per asset,
 * the collectibles one by one, the pending requests that hold funds back (to unlock or let finish),
 * and the flags — a lower threshold, members outside the contacts. Starting it, after a confirmation
 * and the passphrase, follows the new account and proposes the sweeps signed by you; the move then
 * shows where it stands until the old account is empty.
 * @module
 */
import { useId, useState } from 'react'
import type { RotationPlan, RunFieldError } from '../../shared/bridge'
import { ConfirmDialog } from '../components/ConfirmDialog'
import { ContactPicker } from '../components/ContactPicker'
import { ErrorNotice } from '../components/ErrorNotice'
import { FieldError } from '../components/FieldError'
import { FromGroup } from '../components/FromGroup'
import { useAction } from '../components/hooks'
import { useNames } from '../components/person'
import { runStatement } from '../../shared/run-statement'
import { useSharedAccount, type SharedAccountRef } from '../components/treasury'
import { useT } from '../components/words'
import { PendingList } from './PendingList'
import { RunFormHead } from './RunFormHead'
import { actions } from '../store'
import { RotationFlags } from './RotationFlags'
import { RunRequests } from './RunRequests'

type Plan = Extract<RotationPlan, { status: 'ok' }>

/** See the module comment. */
export function MoveMembers({ membersHash, threshold }: SharedAccountRef) {
  const t = useT()
  const { me, treasury, account } = useSharedAccount(membersHash, threshold)
  const [rotationId] = useState(() => crypto.randomUUID())
  const [picked, setPicked] = useState<string[] | null>(null)
  const [toThreshold, setToThreshold] = useState(String(threshold))
  const [plan, setPlan] = useState<Plan | null>(null)
  const planNames = useNames(
    plan ? [...plan.run.members, ...(plan.run.target?.members ?? [])] : [],
    me,
  )
  const statement = plan ? runStatement(t, plan.run, planNames) : null
  const [errors, setErrors] = useState<readonly RunFieldError[]>([])
  const [confirming, setConfirming] = useState(false)
  const ids = useId()
  const members = picked ?? account?.members ?? []
  const chosenThreshold = Number(toThreshold.trim())
  const form = {
    members_hash: membersHash,
    threshold,
    to: members,
    to_threshold:
      toThreshold.trim() !== '' && Number.isInteger(chosenThreshold) && chosenThreshold >= 0
        ? Math.min(chosenThreshold, 1000)
        : 0,
    rotation_id: rotationId,
  }
  const errorOf = (field: RunFieldError['field']) =>
    errors
      .filter((e) => e.field === field)
      .map((e) => t.say(e.message))
      .join(' ') || undefined
  const other = errors.filter((e) => e.field !== 'members' && e.field !== 'threshold')
  const edited = (change: () => void) => {
    change()
    setPlan(null)
  }

  const [makePlan, planning] = useAction(async () => {
    const r = await actions.planRotation(form)
    setPlan(r.status === 'ok' ? r : null)
    setErrors(r.status === 'invalid' ? r.errors : [])
  })
  const [start, starting] = useAction(async () => {
    const outcome = await actions.startRotation(form)
    if (outcome.kind === 'invalid') {
      setConfirming(false)
      setPlan(null)
      setErrors(outcome.errors)
    }
  })

  return (
    <section className="screen move-members" aria-labelledby="move-title">
      <RunFormHead
        titleId="move-title"
        title="runs.move.title"
        lead="runs.move.lead"
        account={account}
      />
      <ErrorNotice error={treasury.error} />
      {treasury.data && !account ? <p className="empty">{t('runs.noSuchAccount')}</p> : null}
      {account ? (
        <form
          className="card"
          aria-label={t('runs.move.form')}
          noValidate
          onSubmit={(e) => (e.preventDefault(), void makePlan())}
        >
          <ContactPicker
            label={t('runs.move.members')}
            chosen={members}
            onChange={(m) => edited(() => setPicked(m))}
            max={64}
            errorId={errorOf('members') ? `${ids}-members-error` : undefined}
          />
          <FromGroup
            onMembers={(userIds) => edited(() => setPicked([...new Set([...members, ...userIds])]))}
          />
          <FieldError id={`${ids}-members-error`} message={errorOf('members')} />
          <label htmlFor={`${ids}-threshold`}>
            {t('runs.move.threshold', { count: members.length })}
          </label>
          <input
            id={`${ids}-threshold`}
            type="text"
            inputMode="numeric"
            className="short"
            value={toThreshold}
            aria-invalid={errorOf('threshold') ? true : undefined}
            aria-describedby={errorOf('threshold') ? `${ids}-threshold-error` : undefined}
            onChange={(e) => edited(() => setToThreshold(e.currentTarget.value))}
          />
          <FieldError id={`${ids}-threshold-error`} message={errorOf('threshold')} />
          {other.map((e, i) => (
            <p key={i} className="field-error">
              {t.say(e.message)}
            </p>
          ))}
          <button
            type="submit"
            className="button button-primary"
            disabled={planning.busy || members.length === 0}
          >
            {planning.busy ? t('runs.move.planning') : t('runs.move.plan')}
          </button>
          <ErrorNotice error={planning.error} />
        </form>
      ) : null}

      {plan && plan.run.target ? (
        <section className="card" aria-labelledby={`${ids}-plan`} data-testid="rotation-plan">
          <h2 id={`${ids}-plan`}>{t('runs.move.planTitle')}</h2>
          <p className="lead">{statement}</p>
          <RotationFlags
            flags={plan.flags}
            target={plan.run.target}
            threshold={threshold}
            me={me}
          />
          <p>
            {t.rich('runs.move.newAccount', {
              address: plan.run.target.address,
              code: (chunks) => <code key="code">{chunks}</code>,
            })}
          </p>
          <h3>{t('runs.move.sweeps')}</h3>
          {plan.run.requests.length === 0 ? (
            <p className="muted">{t('runs.move.nothing')}</p>
          ) : (
            <RunRequests requests={plan.run.requests} reviewed={null} me={me} />
          )}
          {plan.pending.length > 0 ? (
            <>
              <h3>{t('runs.move.pendingTitle')}</h3>
              <p>{t('runs.move.pendingHint')}</p>
              <PendingList pending={plan.pending} linked={false} />
            </>
          ) : null}
          <button
            type="button"
            className="button button-primary"
            disabled={plan.run.requests.length === 0}
            onClick={() => setConfirming(true)}
          >
            {t('runs.move.start')}
          </button>
        </section>
      ) : null}

      <ConfirmDialog
        open={confirming && plan !== null}
        title={t('runs.move.confirmTitle')}
        confirmLabel={t('runs.move.confirm')}
        tone="danger"
        busy={starting.busy}
        onCancel={() => (setConfirming(false), starting.clearError())}
        onConfirm={() => void start()}
      >
        <p className="confirm-recap">{statement}</p>
        <p>{t('runs.move.youSign', { count: plan?.run.requests.length ?? 0 })}</p>
        <ErrorNotice error={starting.error} />
      </ConfirmDialog>
    </section>
  )
}
