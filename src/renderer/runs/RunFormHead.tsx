/**
 * The head of a screen that starts a run from one shared account (Pay many, Move to new members):
 * the way back, the title, and a lead that names the account and its rule.
 * @module
 */
import type { SharedAccount } from '../../shared/bridge'
import { accountName, ruleText } from '../base/account-name'
import type { MessageId } from '../base/words'
import { useNames } from '../components/person'
import { useT } from '../components/words'
import { actions, useApp } from '../store'

export function RunFormHead({
  titleId,
  title,
  lead,
  account,
}: {
  titleId: string
  title: MessageId
  /** A message with `{account}`, `{rule}` and `<b>` for the account's name. */
  lead: MessageId
  account: SharedAccount | undefined
}) {
  const t = useT()
  const me = useApp((s) => s.accountId)
  const nameOf = useNames(account?.members ?? [])
  return (
    <>
      <button type="button" className="link-button back" onClick={() => actions.back()}>
        {t('common.back')}
      </button>
      <h1 id={titleId}>{t(title)}</h1>
      {account ? (
        <p className="lead">
          {t.rich(lead, {
            account: accountName(account, me, nameOf),
            rule: ruleText(account),
            b: (chunks) => <strong>{chunks}</strong>,
          })}
        </p>
      ) : null}
    </>
  )
}
