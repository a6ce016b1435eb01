/**
 * Muting (any member: 1 hour, 8 hours, 1 week, or unmute) and, for managers, the disappearing
 * messages timer (up to 12 weeks).
 * @module
 */
import { useId } from 'react'
import { ErrorNotice } from '../components/ErrorNotice'
import { formatDuration } from '../base/format'
import { DISAPPEAR_CHOICES, may, MUTE_CHOICES } from './group-roles'
import { useAction } from '../components/hooks'
import { actions } from '../store'
import type { GroupPartProps } from './GroupMembers'

/** See the module comment. */
export function GroupMute({ group }: GroupPartProps) {
  const id = useId()
  const [mute, muting] = useAction(
    (preset: (typeof MUTE_CHOICES)[number]['preset'], label: string) =>
      actions.changeGroup(
        { kind: 'mute', preset },
        preset === 'unmute' ? 'Unmuted.' : `${label.replace('Mute', 'Muted')}.`,
      ),
  )
  const [disappear, setting] = useAction((seconds: number) =>
    actions.changeGroup(
      { kind: 'disappear', seconds },
      seconds === 0
        ? 'Disappearing messages turned off.'
        : `Messages now disappear after ${formatDuration(seconds)}.`,
    ),
  )
  return (
    <div className="card">
      <h2>Notifications</h2>
      <div className="button-row" role="group" aria-label="Mute">
        {MUTE_CHOICES.map((c) => (
          <button
            key={c.preset}
            type="button"
            className="button button-small"
            disabled={muting.busy || (c.preset === 'unmute' && !group.muted)}
            onClick={() => void mute(c.preset, c.label)}
          >
            {c.label}
          </button>
        ))}
      </div>
      <ErrorNotice error={muting.error} />
      {may(group.my_role, 'disappear') ? (
        <>
          <label htmlFor={id}>Disappearing messages</label>
          <select
            id={id}
            value={DISAPPEAR_CHOICES.includes(group.expire_in) ? group.expire_in : ''}
            disabled={setting.busy}
            onChange={(e) => void disappear(Number(e.currentTarget.value))}
          >
            {!DISAPPEAR_CHOICES.includes(group.expire_in) ? (
              <option value="">{formatDuration(group.expire_in)}</option>
            ) : null}
            {DISAPPEAR_CHOICES.map((s) => (
              <option key={s} value={s}>
                {s === 0 ? 'Off' : `After ${formatDuration(s)}`}
              </option>
            ))}
          </select>
          <ErrorNotice error={setting.error} />
        </>
      ) : null}
    </div>
  )
}
