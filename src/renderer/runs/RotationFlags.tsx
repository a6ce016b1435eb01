/**
 * What a move to new members asks a person to notice: that it moves everything, who joins and who
 * leaves, a threshold lower than the account's now, and new members outside the contacts.
 * @module
 */
import type { RunFlags, RunTarget } from '../../shared/bridge'
import { NameList } from '../components/UserRef'
import { useT } from '../components/words'

/** See the module comment. */
export function RotationFlags({
  flags,
  target,
  threshold,
  me,
}: {
  flags: RunFlags
  target: RunTarget
  threshold: number
  me: string | null
}) {
  const t = useT()
  return (
    <div className="callout callout-warn" role="note" data-testid="rotation-flags">
      <p>
        {t.rich('runs.rotation.moves', {
          members: <NameList key="members" userIds={target.members} me={me} />,
          threshold: target.threshold,
          count: target.members.length,
          b: (chunks) => <strong key="b">{chunks}</strong>,
        })}
      </p>
      {flags.leaves.length > 0 ? (
        <p>
          {t.rich('runs.rotation.leaving', {
            names: <NameList key="names" userIds={flags.leaves} me={me} />,
          })}
        </p>
      ) : null}
      {flags.joins.length > 0 ? (
        <p>
          {t.rich('runs.rotation.joining', {
            names: <NameList key="names" userIds={flags.joins} me={me} />,
          })}
        </p>
      ) : null}
      {flags.lowers_threshold ? (
        <p className="field-error" data-testid="flag-lowers-threshold">
          {t('runs.rotation.lowers', { count: target.threshold, now: threshold })}
        </p>
      ) : null}
      {flags.outside_contacts.length > 0 ? (
        <p className="field-error" data-testid="flag-outside-contacts">
          {t.rich('runs.rotation.outside', {
            names: <NameList key="names" userIds={flags.outside_contacts} me={me} />,
          })}
        </p>
      ) : null}
    </div>
  )
}
