/**
 * "Add account": the user names a shared account to follow — its members (picked from contacts, or
 * a group's members taken at once) and how many must sign, or its MIX address — and may name it.
 * Mistakes show in words under their field (./add-account-form), and so does the wallet's refusal;
 * the first one takes the focus. Once followed, the account shows in the list.
 * @module
 */
import { useId, useRef, useState } from 'react'
import { BridgeFailure } from '../base/bridge-caller'
import { ConfirmDialog } from '../components/ConfirmDialog'
import { ContactPicker } from '../components/ContactPicker'
import { ErrorNotice } from '../components/ErrorNotice'
import { FieldError } from '../components/FieldError'
import { useAction, useRefusals } from '../components/hooks'
import { useNames } from '../components/person'
import { useT } from '../components/words'
import { actions, useApp } from '../store'
import { FromGroup } from '../components/FromGroup'
import { accountName } from '../base/account-name'
import {
  membersOf,
  readAccountDraft,
  refusalField,
  type AccountDraft,
  type AddAccountField,
  MAX_MEMBERS,
} from './add-account-form'

/** See the module comment. `onAdded` runs once the account is followed, before the dialog closes. */
export function AddAccountDialog({
  onClose,
  onAdded,
}: {
  onClose: () => void
  onAdded?: () => void
}) {
  const t = useT()
  const me = useApp((s) => s.accountId) ?? ''
  const [draft, setDraft] = useState<AccountDraft>({
    how: 'members',
    me,
    others: [],
    threshold: '',
    address: '',
    label: '',
  })
  const [taken, setTaken] = useState<{ count: number; group: string } | null>(null)
  const ids = useId()
  const content = useRef<HTMLDivElement>(null)
  const [errors, refuse, clearError] = useRefusals<AddAccountField>(content)
  const nameOf = useNames(draft.others)
  const count = membersOf(draft).length
  const errorId = (f: AddAccountField) => (errors[f] ? `${ids}-${f}-error` : undefined)
  const described = (f: AddAccountField, hint?: string) => ({
    'aria-invalid': errors[f] ? true : undefined,
    'aria-describedby': [errorId(f), hint].filter(Boolean).join(' ') || undefined,
  })

  const change = (patch: Partial<AccountDraft>, field?: AddAccountField) => {
    setDraft((d) => {
      const next = { ...d, ...patch }
      // A threshold the members can no longer meet is chosen again.
      return Number(next.threshold) > membersOf(next).length ? { ...next, threshold: '' } : next
    })
    if (field) clearError(field)
  }

  const [add, adding] = useAction(async () => {
    const reading = readAccountDraft(draft)
    if (!reading.ok) return refuse(reading.errors)
    try {
      const followed = await actions.followSharedAccount(reading.value)
      actions.notify({
        tone: 'success',
        title: t('accounts.follow.following', { name: accountName(followed, me, nameOf) }),
      })
      onAdded?.()
      onClose()
    } catch (e) {
      if (!(e instanceof BridgeFailure && e.code === 'invalid-shared-account')) throw e
      refuse({ [refusalField(draft.how)]: e.message })
    }
  })

  return (
    <ConfirmDialog
      open
      form
      title={t('accounts.addDialog.title')}
      confirmLabel={t('accounts.addDialog.confirm')}
      busy={adding.busy}
      onCancel={onClose}
      onConfirm={() => void add()}
    >
      <div ref={content} className="add-account">
        <p className="muted">{t('accounts.addDialog.about')}</p>
        <fieldset className="group-choice">
          <legend>{t('accounts.addDialog.nameBy')}</legend>
          <label className="radio">
            <input
              type="radio"
              name={`${ids}-how`}
              checked={draft.how === 'members'}
              onChange={() => change({ how: 'members' })}
            />
            {t('accounts.addDialog.byMembers')}
          </label>
          <label className="radio">
            <input
              type="radio"
              name={`${ids}-how`}
              checked={draft.how === 'address'}
              onChange={() => change({ how: 'address' })}
            />
            {t('accounts.addDialog.byAddress')}
          </label>
        </fieldset>

        {draft.how === 'members' ? (
          <>
            <FromGroup
              onMembers={(userIds, groupName) => {
                const others = userIds.filter((u) => u !== me).slice(0, MAX_MEMBERS - 1)
                change({ others }, 'members')
                setTaken({ count: others.length + 1, group: groupName })
              }}
            />
            {taken ? (
              <p className="muted" role="status">
                {t('accounts.addDialog.took', taken)}
              </p>
            ) : null}
            <ContactPicker
              label={t('accounts.addDialog.others')}
              chosen={draft.others}
              onChange={(others) => change({ others }, 'members')}
              exclude={[me]}
              max={MAX_MEMBERS - 1}
              excludedText={() => t('accounts.addDialog.alwaysYou')}
              errorId={errorId('members')}
            />
            <p className="muted">{t('accounts.addDialog.inAll', { count })}</p>
            <FieldError id={`${ids}-members-error`} message={errors.members} />

            <label htmlFor={`${ids}-threshold`}>{t('accounts.addDialog.threshold')}</label>
            <select
              id={`${ids}-threshold`}
              value={draft.threshold}
              onChange={(e) => change({ threshold: e.currentTarget.value }, 'threshold')}
              {...described('threshold')}
            >
              <option value="">{t('accounts.addDialog.choose')}</option>
              {Array.from({ length: count }, (_, i) => (
                <option key={i + 1} value={String(i + 1)}>
                  {t('accounts.addDialog.thresholdOption', { threshold: i + 1, count })}
                </option>
              ))}
            </select>
            <FieldError id={`${ids}-threshold-error`} message={errors.threshold} />
          </>
        ) : (
          <>
            <label htmlFor={`${ids}-address`}>{t('accounts.follow.address')}</label>
            <textarea
              id={`${ids}-address`}
              className="code-input"
              rows={3}
              spellCheck={false}
              autoComplete="off"
              value={draft.address}
              onChange={(e) => change({ address: e.currentTarget.value }, 'address')}
              // words-exempt: an element's id
              {...described('address', `${ids}-address-hint`)}
            />
            <p id={`${ids}-address-hint`} className="muted">
              {t('accounts.addDialog.addressHint')}
            </p>
            <FieldError id={`${ids}-address-error`} message={errors.address} />
          </>
        )}

        <label htmlFor={`${ids}-label`}>{t('accounts.label.fieldOptional')}</label>
        <input
          id={`${ids}-label`}
          type="text"
          maxLength={64}
          value={draft.label}
          placeholder={t('accounts.label.placeholder')}
          onChange={(e) => change({ label: e.currentTarget.value })}
        />
        <ErrorNotice error={adding.error} />
      </div>
    </ConfirmDialog>
  )
}
