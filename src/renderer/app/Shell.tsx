/**
 * The window's frame: a skip link, the header with the account, the navigation (from the command
 * list, with each command's shortcut), the screen, and the notices.
 * @module
 */
import type { ReactNode } from 'react'
import { NAV_COMMANDS } from './commands'
import { useNames } from '../components/person'
import { useT } from '../components/words'
import { actions, unreadInGroups, useApp } from '../store'
import { Notices } from './Notices'
import { UnreadBadge } from '../conversation/UnreadBadge'
import { LockButton, UnprotectedBanner } from '../lock/LockBar'
import { useLinkDrop } from '../open/drop'

/** An account as the picker lists it: the label this wallet gave it, and the person's name. */
function accountOption(label: string, name: string): string {
  const l = label.trim()
  return l === '' || l === name ? name : `${l} · ${name}`
}

/** See the module comment. */
export function Shell({ children }: { children: ReactNode }) {
  const t = useT()
  const { route, accounts, accountId, visible } = useApp((s) => ({
    route: s.route.name,
    accounts: s.accounts,
    accountId: s.accountId,
    // A string, so the shallow comparison sees through it.
    visible: NAV_COMMANDS.filter((c) => c.predicate(s))
      .map((c) => c.name)
      .join(' '),
  }))
  const account = accounts.find((a) => a.user_id === accountId)
  const nameOf = useNames(accounts.map((a) => a.user_id))
  const needs = useApp((s) => s.counts['needs-signature'])
  useLinkDrop(accountId !== null)
  const unread = useApp((s) => unreadInGroups(s, s.accountId))
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('app.shell.skip')}
      </a>
      <header className="topbar">
        <span className="brand" aria-hidden="true">
          {/* words-exempt: the product's name */}
          <span className="brand-mark">◆</span> <span className="brand-name">Cosigner</span>
        </span>
        <nav aria-label={t('app.shell.nav')} className="nav">
          {NAV_COMMANDS.filter((c) => visible.split(' ').includes(c.name)).map((c) => {
            const current = c.screens?.includes(route) ?? false
            return (
              <button
                key={c.name}
                type="button"
                className={current ? 'nav-item nav-current' : 'nav-item'}
                aria-current={current ? 'page' : undefined}
                aria-keyshortcuts={c.shortcut}
                title={t('app.shell.command', { label: t(c.label), shortcut: c.shortcut })}
                onClick={c.perform}
              >
                {t(c.label)}
                {c.name === 'go-queue' && needs > 0 ? (
                  <span
                    className="badge"
                    aria-label={t('app.shell.needSignature', { count: needs })}
                  >
                    {needs > 999 ? '999+' : needs}
                  </span>
                ) : null}
                {c.name === 'go-groups' ? <UnreadBadge count={unread} /> : null}
              </button>
            )
          })}
        </nav>
        {account ? (
          <label className="account-switch">
            <span className="visually-hidden">{t('app.shell.account')}</span>
            <select
              value={account.user_id}
              onChange={(e) => actions.selectAccount(e.currentTarget.value)}
              aria-label={t('app.shell.account')}
            >
              {accounts.map((a) => (
                <option key={a.user_id} value={a.user_id} title={a.user_id}>
                  {accountOption(a.label, nameOf(a.user_id))}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <LockButton />
      </header>
      <UnprotectedBanner />
      <main id="main" className="main" tabIndex={-1}>
        {children}
      </main>
      <Notices />
    </div>
  )
}
