/**
 * Choosing people from the account's contacts (everyone it met): type a part of a name or an
 * identity number and pick from the matches, or paste user ids, user links or code links and find
 * them. The chosen show by name, each removable. Used to add group members, to create a group,
 * and for a payment's receivers.
 * @module
 */
import { useEffect, useId, useState, type KeyboardEvent } from 'react'
import type { Person } from '../../shared/bridge'
import { explain, type Explained } from '../base/errors'
import { actions } from '../store'
import { readContactInput } from './contact-input'
import { ErrorNotice } from './ErrorNotice'
import { displayName } from '../base/format'
import { useNames } from './person'
import { UserRef, UserRefView } from './UserRef'
import { useT } from './words'

export interface ContactPickerProps {
  label: string
  /** The chosen user ids, in order. */
  chosen: readonly string[]
  onChange: (userIds: string[]) => void
  /** Ids not to offer (already members, the account itself). */
  exclude?: readonly string[]
  /** At most this many may be chosen. */
  max?: number
  /** Why a pasted person in `exclude` is not taken ("Bob is already a member."). */
  excludedText?: (name: string) => string
  /** The id of a refusal shown under the picker (the form's), read with its field; the field is then marked invalid. */
  errorId?: string | undefined
  /** The text typed and not yet picked, when the form sends it as it is (a payment's receiver); kept here otherwise. */
  text?: string
  onTextChange?: (text: string) => void
  /** One XIN or MIX address is taken as typed (a payment's receiver), not searched for. */
  addresses?: boolean
  /** What the field takes, under it. */
  hint?: string
}

const SEARCH_DELAY_MS = 150
const RESULTS = 8

/** See the module comment. */
export function ContactPicker({
  label,
  chosen,
  onChange,
  exclude = [],
  max = 255,
  excludedText,
  errorId,
  text: controlled,
  onTextChange,
  addresses = false,
  hint,
}: ContactPickerProps) {
  const t = useT()
  const id = useId()
  const [own, setOwn] = useState('')
  const text = controlled ?? own
  const setText = onTextChange ?? setOwn
  const [matches, setMatches] = useState<{ query: string; people: Person[] }>({
    query: '',
    people: [],
  })
  const [finding, setFinding] = useState(false)
  const [error, setError] = useState<Explained | null>(null)
  const [note, setNote] = useState<string | null>(null)
  const input = readContactInput(text, { addresses })
  // Nothing typed, nothing listed: the form stays short until someone searches.
  const query = input.kind === 'search' ? input.query : null
  // Enough to fill the list after leaving out those already chosen or excluded.
  const limit = Math.min(100, RESULTS + exclude.length + chosen.length)
  const nameOf = useNames(chosen)

  useEffect(() => {
    if (query === null) return setMatches({ query: '', people: [] })
    let live = true
    const timer = setTimeout(() => {
      actions
        .searchPeople(query, limit)
        .then((found) => live && setMatches({ query, people: found }))
        .catch(() => live && setMatches({ query, people: [] }))
    }, SEARCH_DELAY_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [query, limit])

  const offered = matches.people
    .filter((p) => !chosen.includes(p.user_id) && !exclude.includes(p.user_id))
    .slice(0, RESULTS)
  const add = (ids: readonly string[]) =>
    onChange(
      [...chosen, ...ids.filter((x) => !chosen.includes(x) && !exclude.includes(x))].slice(0, max),
    )

  function pick(p: Person) {
    add([p.user_id])
    setText('')
    setError(null)
  }

  async function find(refs: readonly string[]) {
    setFinding(true)
    setError(null)
    setNote(null)
    const { found, failure } = await actions.findPeople(refs)
    const excluded = found
      .filter((f) => exclude.includes(f.userId))
      .map((f) => displayName(f.userId, f.person ?? undefined))
    add(found.map((f) => f.userId))
    setFinding(false)
    if (excluded.length > 0)
      setNote(
        excluded
          .map(excludedText ?? ((name) => t('common.contactPicker.excluded', { name })))
          .join(' '),
      )
    // The text stays when something in it was not taken, so it can be corrected.
    if (failure) setError(explain(failure))
    else if (excluded.length === 0) setText('')
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key !== 'Enter') return
    e.preventDefault()
    if (input.kind === 'refs') void find(input.refs)
    else if (offered.length === 1) pick(offered[0]!)
  }

  return (
    <div className="contact-picker">
      <label htmlFor={id}>{label}</label>
      {chosen.length > 0 ? (
        <ul className="picked" aria-label={t('common.contactPicker.chosen', { label })}>
          {chosen.map((u) => (
            <li key={u} className="picked-person" data-user-id={u}>
              <UserRef userId={u} />
              <button
                type="button"
                className="button button-small"
                aria-label={t('common.contactPicker.remove', { name: nameOf(u) })}
                onClick={() => onChange(chosen.filter((x) => x !== u))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <span className="inline-form">
        <input
          id={id}
          type="text"
          spellCheck={false}
          autoComplete="off"
          value={text}
          placeholder={
            addresses
              ? t('common.contactPicker.placeholderAddresses')
              : t('common.contactPicker.placeholder')
          }
          aria-describedby={errorId ? `${errorId} ${id}-hint` : `${id}-hint`}
          aria-invalid={errorId ? true : undefined}
          onChange={(e) => {
            setText(e.currentTarget.value)
            setError(null)
            setNote(null)
          }}
          onKeyDown={onKeyDown}
        />
        {input.kind === 'refs' ? (
          <button
            type="button"
            className="button"
            disabled={finding}
            onClick={() => void find(input.refs)}
          >
            {finding
              ? t('common.contactPicker.finding')
              : t('common.contactPicker.find', { count: input.refs.length })}
          </button>
        ) : null}
      </span>
      <p id={`${id}-hint`} className="muted">
        {hint ?? t('common.contactPicker.hint')}
      </p>
      {offered.length > 0 ? (
        <ul className="contact-matches" aria-label={t('common.contactPicker.contacts', { label })}>
          {offered.map((p) => (
            <li key={p.user_id}>
              <button
                type="button"
                className="contact-match"
                aria-label={t('common.contactPicker.pick', { name: displayName(p.user_id, p) })}
                onClick={() => pick(p)}
              >
                <UserRefView userId={p.user_id} person={p} isMe={false} />
                <span className="muted">{p.identity_number}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : input.kind === 'search' && matches.query === input.query ? (
        <p className="muted" role="status">
          {t('common.contactPicker.noMatch', { query: input.query })}
        </p>
      ) : input.kind === 'address' ? (
        <p className="muted" role="status">
          {t('common.contactPicker.address', {
            kind: input.address.startsWith('MIX') ? 'mix' : 'xin',
          })}
        </p>
      ) : input.kind === 'bad-link' ? (
        <p className="field-error" role="alert">
          {t('common.contactPicker.badLink', { reason: input.reason })}
        </p>
      ) : null}
      {note ? (
        <p className="muted" role="status">
          {note}
        </p>
      ) : null}
      <ErrorNotice error={error} />
    </div>
  )
}
