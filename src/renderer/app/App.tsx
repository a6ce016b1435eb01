/**
 * The app: boots the store, applies the theme, routes to a screen, and handles shortcuts. While the
 * wallet is locked (or has no passphrase yet) the window shows only the lock screen (or the choice
 * of one); the core refuses everything else meanwhile in any case.
 * @module
 */
import { useEffect } from 'react'
import { useT } from '../components/words'
import { runShortcut } from './commands'
import { Shell } from './Shell'
import { WordsProvider } from './language'
import { useTheme } from './theme'
import { actions, useApp, type Route } from '../store'
import { AccountDetail } from '../accounts/AccountDetail'
import { Accounts } from '../accounts/Accounts'
import { PaymentForm } from '../accounts/PaymentForm'
import { Activity } from '../activity/Activity'
import { FatalScreen } from './FatalScreen'
import { GroupDetail } from '../groups/GroupDetail'
import { Groups } from '../groups/Groups'
import { Onboarding } from '../onboarding/Onboarding'
import { OpenAnything } from '../open/OpenAnything'
import { Queue } from '../queue/Queue'
import { Review } from '../review/Review'
import { MoveMembers } from '../runs/MoveMembers'
import { PayMany } from '../runs/PayMany'
import { RunScreen } from '../runs/RunScreen'
import { Settings } from '../settings/Settings'
import { useActivityReporting } from '../lock/activity'
import { KeychainMissing } from '../lock/KeychainMissing'
import { LockScreen } from '../lock/LockScreen'
import { ReauthDialog } from '../lock/ReauthDialog'
import { SetupPassphrase } from '../lock/SetupPassphrase'

function Screen({ route, hasAccount }: { route: Route; hasAccount: boolean }) {
  if (!hasAccount && route.name !== 'settings' && route.name !== 'activity') return <Onboarding />
  switch (route.name) {
    case 'onboarding':
      return <Onboarding />
    case 'queue':
      return <Queue />
    case 'review':
      return (
        <Review
          key={
            route.source.kind === 'request'
              ? `${route.source.requestId}:${route.source.action ?? ''}`
              : route.source.fileName
          }
          source={route.source}
        />
      )
    case 'groups':
      return <Groups />
    case 'group':
      return <GroupDetail key={route.conversationId} conversationId={route.conversationId} />
    case 'open':
      return <OpenAnything key={route.text ?? ''} initial={route.text ?? ''} />
    case 'activity':
      return <Activity />
    case 'settings':
      return <Settings />
    case 'accounts':
      return <Accounts />
    case 'account':
      return (
        <AccountDetail
          key={`${route.membersHash}:${route.threshold}`}
          membersHash={route.membersHash}
          threshold={route.threshold}
        />
      )
    case 'pay':
      return (
        <PaymentForm
          key={`${route.membersHash}:${route.threshold}:${route.assetId ?? ''}:${JSON.stringify(route.prefill ?? {})}`}
          membersHash={route.membersHash}
          threshold={route.threshold}
          assetId={route.assetId}
          prefill={route.prefill}
        />
      )
    case 'payroll':
      return (
        <PayMany
          key={`${route.membersHash}:${route.threshold}:${route.draftId ?? ''}`}
          membersHash={route.membersHash}
          threshold={route.threshold}
          draftId={route.draftId}
        />
      )
    case 'run':
      return <RunScreen key={route.runId} runId={route.runId} />
    case 'rotate':
      return (
        <MoveMembers
          key={`${route.membersHash}:${route.threshold}`}
          membersHash={route.membersHash}
          threshold={route.threshold}
        />
      )
  }
}

/** The root component: the app in the language the wallet speaks. */
export function App() {
  return (
    <WordsProvider>
      <Screens />
    </WordsProvider>
  )
}

function Screens() {
  const { booted, fatal, route, hasAccount, lock, keychain } = useApp((s) => ({
    booted: s.booted,
    fatal: s.fatal,
    route: s.route,
    hasAccount: s.accountId !== null,
    lock: s.lock?.state,
    keychain: s.lock?.keychain,
  }))
  const t = useT()
  useTheme()
  useActivityReporting()
  useEffect(() => {
    void actions.boot()
    const onKey = (e: KeyboardEvent) => {
      if (runShortcut(e)) e.preventDefault()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
  useEffect(() => {
    // For the benchmark: the first frame after boot, when the first screen is usable.
    if (booted) requestAnimationFrame(() => performance.mark('cosigner:interactive'))
  }, [booted])
  if (fatal) return <FatalScreen error={fatal} />
  if (!booted) {
    return (
      <main className="boot" aria-busy="true">
        <p role="status">{t('app.boot.opening')}</p>
      </main>
    )
  }
  // A wallet whose keys have nowhere to go says so first: every other screen would fail on it.
  if (keychain?.storage === 'unreachable') return <KeychainMissing keychain={keychain} />
  if (lock === 'locked') return <LockScreen />
  if (lock === 'setup') return <SetupPassphrase />
  return (
    <Shell>
      <Screen route={route} hasAccount={hasAccount} />
      <ReauthDialog />
    </Shell>
  )
}
