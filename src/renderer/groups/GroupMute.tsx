/**
 * Muting (any member: 1 hour, 8 hours, 1 week, or unmute) and, for managers, the disappearing
 * messages timer (up to 12 weeks).
 * @module
 */
import { useId } from 'react'
import { ErrorNotice } from '../components/ErrorNotice'
import { durationText } from '../conversation/message-text'
import { useT } from '../components/words'
import { DISAPPEAR_CHOICES, may, MUTE_CHOICES } from './group-roles'
import { useAction } from '../components/hooks'
import { actions } from '../store'
import type { GroupPartProps } from './GroupMembers'

/** See the module comment. */
export function GroupMute({ group }: GroupPartProps) {
  const t = useT()
  const id = useId()
  const [mute, muting] = useAction((choice: (typeof MUTE_CHOICES)[number]) =>
    actions.changeGroup({ kind: 'mute', preset: choice.preset }, t(choice.done)),
  )
  const [disappear, setting] = useAction((seconds: number) =>
    actions.changeGroup(
      { kind: 'disappear', seconds },
      seconds === 0
        ? t('groups.disappear.off')
        : t('groups.disappear.set', { duration: durationText(seconds, t) }),
    ),
  )
  return (
    <div className="card">
      <h2>{t('groups.mute.title')}</h2>
      <div className="button-row" role="group" aria-label={t('groups.mute.label')}>
        {MUTE_CHOICES.map((c) => (
          <button
            key={c.preset}
            type="button"
            className="button button-small"
            disabled={muting.busy || (c.preset === 'unmute' && !group.muted)}
            onClick={() => void mute(c)}
          >
            {t(c.label)}
          </button>
        ))}
      </div>
      <ErrorNotice error={muting.error} />
      {may(group.my_role, 'disappear') ? (
        <>
          <label htmlFor={id}>{t('groups.disappear.label')}</label>
          <select
            id={id}
            value={DISAPPEAR_CHOICES.includes(group.expire_in) ? group.expire_in : ''}
            disabled={setting.busy}
            onChange={(e) => void disappear(Number(e.currentTarget.value))}
          >
            {!DISAPPEAR_CHOICES.includes(group.expire_in) ? (
              <option value="">{durationText(group.expire_in, t)}</option>
            ) : null}
            {DISAPPEAR_CHOICES.map((s) => (
              <option key={s} value={s}>
                {s === 0
                  ? t('groups.detail.disappearOff')
                  : t('groups.detail.disappearAfter', { duration: durationText(s, t) })}
              </option>
            ))}
          </select>
          <ErrorNotice error={setting.error} />
        </>
      ) : null}
    </div>
  )
}
