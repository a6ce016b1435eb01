/** The app messages in English, the catalog the others are checked against (see ../catalog). */
export const app = {
  // While the store boots, and when the page cannot work at all
  'app.boot.opening': 'Opening the wallet…',
  'app.fatal.title': 'The wallet cannot start',
  'app.fatal.reload': 'Reload',

  // The window's frame
  'app.shell.skip': 'Skip to content',
  'app.shell.nav': 'Main',
  'app.shell.command': '{label} ({shortcut})',
  'app.shell.needSignature': '{count} need your signature',
  'app.shell.account': 'Account',
  'app.notices.dismiss': 'Dismiss',

  // The commands: the navigation bar and the keyboard shortcuts
  'app.commands.queue': 'Requests',
  'app.commands.accounts': 'Accounts',
  'app.commands.groups': 'Groups',
  'app.commands.open': 'Open anything',
  'app.commands.activity': 'Activity',
  'app.commands.settings': 'Settings',
  'app.commands.sync': 'Sync now',
  'app.commands.lock': 'Lock',
} as const
