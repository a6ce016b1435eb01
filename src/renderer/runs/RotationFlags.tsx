/**
 * What a move to new members asks a person to notice: that it moves everything, who joins and who
 * leaves, a threshold lower than the account's now, and new members outside the contacts.
 * @module
 */
import type { RunFlags, RunTarget } from '../../shared/bridge'
import { NameList } from '../components/UserRef'

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
  return (
    <div className="callout callout-warn" role="note" data-testid="rotation-flags">
      <p>
        <strong>This moves everything in the account to a new set of members:</strong>{' '}
        <NameList userIds={target.members} me={me} />, {target.threshold} of {target.members.length}{' '}
        to sign.
      </p>
      {flags.leaves.length > 0 ? (
        <p>
          Leaving: <NameList userIds={flags.leaves} me={me} />.
        </p>
      ) : null}
      {flags.joins.length > 0 ? (
        <p>
          Joining: <NameList userIds={flags.joins} me={me} />.
        </p>
      ) : null}
      {flags.lowers_threshold ? (
        <p className="field-error" data-testid="flag-lowers-threshold">
          It lowers the threshold: {target.threshold} signature{target.threshold === 1 ? '' : 's'}{' '}
          will move the funds, where {threshold} do now.
        </p>
      ) : null}
      {flags.outside_contacts.length > 0 ? (
        <p className="field-error" data-testid="flag-outside-contacts">
          Not in your contacts: <NameList userIds={flags.outside_contacts} me={me} />. Make sure you
          know who they are.
        </p>
      ) : null}
    </div>
  )
}
