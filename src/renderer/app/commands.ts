/**
 * The user's commands as small registered objects (name, label, shortcut, when it applies, what it
 * does), so the navigation bar and the keyboard shortcuts read one list.
 * @module
 */
import type { MessageId } from '../base/words'
import { actions, appState, type AppState, type RouteName } from '../store'

/** The parts of a key press a shortcut looks at. */
export interface KeyPress {
  readonly key: string
  readonly altKey: boolean
  readonly ctrlKey: boolean
  readonly metaKey: boolean
  readonly shiftKey: boolean
}

export interface Command {
  readonly name: string
  /** What the command is called, worded in the language shown. */
  readonly label: MessageId
  /** The shortcut as people read it. */
  readonly shortcut: string
  readonly keyTest: (k: KeyPress) => boolean
  /** Whether the command applies now. */
  readonly predicate: (s: AppState) => boolean
  readonly perform: () => void
  /** For navigation commands: the screens it leads to (to mark the current one). */
  readonly screens?: readonly RouteName[]
}

const alt = (digit: string) => (k: KeyPress) =>
  k.altKey && !k.ctrlKey && !k.metaKey && k.key === digit
const hasAccount = (s: AppState) => s.accountId !== null

/** Navigation commands, in the order the bar shows them. */
export const NAV_COMMANDS: readonly Command[] = [
  {
    name: 'go-queue',
    label: 'app.commands.queue',
    shortcut: 'Alt+1',
    keyTest: alt('1'),
    predicate: hasAccount,
    perform: () => actions.navigate({ name: 'queue' }),
    screens: ['queue', 'review'],
  },
  {
    name: 'go-accounts',
    label: 'app.commands.accounts',
    shortcut: 'Alt+2',
    keyTest: alt('2'),
    predicate: hasAccount,
    perform: () => actions.navigate({ name: 'accounts' }),
    screens: ['accounts', 'account', 'pay', 'payroll', 'run', 'rotate'],
  },
  {
    name: 'go-groups',
    label: 'app.commands.groups',
    shortcut: 'Alt+3',
    keyTest: alt('3'),
    predicate: hasAccount,
    perform: () => actions.navigate({ name: 'groups' }),
    screens: ['groups', 'group'],
  },
  {
    name: 'go-open',
    label: 'app.commands.open',
    shortcut: 'Alt+4',
    keyTest: alt('4'),
    predicate: hasAccount,
    perform: () => actions.navigate({ name: 'open' }),
    screens: ['open'],
  },
  {
    name: 'go-activity',
    label: 'app.commands.activity',
    shortcut: 'Alt+5',
    keyTest: alt('5'),
    predicate: () => true,
    perform: () => actions.navigate({ name: 'activity' }),
    screens: ['activity'],
  },
  {
    name: 'go-settings',
    label: 'app.commands.settings',
    shortcut: 'Alt+6',
    keyTest: alt('6'),
    predicate: () => true,
    perform: () => actions.navigate({ name: 'settings' }),
    screens: ['settings', 'onboarding'],
  },
]

/** Every command with a shortcut. */
const COMMANDS: readonly Command[] = [
  ...NAV_COMMANDS,
  {
    name: 'sync',
    label: 'app.commands.sync',
    shortcut: 'Alt+R',
    keyTest: (k) => k.altKey && !k.ctrlKey && !k.metaKey && k.key.toLowerCase() === 'r',
    predicate: hasAccount,
    perform: () => void actions.syncNow(),
  },
  {
    name: 'lock',
    label: 'app.commands.lock',
    shortcut: 'Alt+L',
    keyTest: (k) => k.altKey && !k.ctrlKey && !k.metaKey && k.key.toLowerCase() === 'l',
    predicate: (s) => s.lock?.state === 'unlocked',
    perform: () => void actions.lockNow().catch(() => undefined),
  },
]

/** Runs the command a key press names, if any applies; true when one ran. */
export function runShortcut(k: KeyPress): boolean {
  const command = COMMANDS.find((c) => c.keyTest(k) && c.predicate(appState()))
  if (!command) return false
  command.perform()
  return true
}
