/**
 * The demo's wallet: Alice's account brought in as its user would bring it in — imported (the
 * demo's wallet has no passphrase, so its grant is given without one), recorded as registered (the
 * seed registered it), the shared treasury named to the wallet (the public API shows an account only
 * to whoever names it), the queue filled from its locked outputs, and the group opened so it is
 * listed from the start. Through the core's own surface, the way every host drives it.
 * @module
 */
import { toBridgeError } from '../../main/core/bridge-refusals'
import type { Core } from '../../main/core/index'
import { createVault, type Keychain } from '../../main/core/vault'
import type { DemoNetwork } from './seed'
import { t } from '../words'

/**
 * Puts the demo's first account into `core`'s wallet. A step that fails is told and the rest go on:
 * the wallet then opens on its first steps; the sequencer and its demo users are running.
 * @returns whether the account was imported
 */
/** The steps that set up the demo wallet after the import, as `cli.demo.stepFailed` names them. */
type DemoStep = 'register' | 'account' | 'sync' | 'group'

export async function importDemoAccount(
  core: Core,
  demo: DemoNetwork,
  say: (line: string) => void,
): Promise<boolean> {
  const alice = demo.users[0]!
  try {
    const grant = await core.lock.reauthenticate(undefined, 'import-account')
    await core.accounts.importKeystore(JSON.stringify(alice.keystore), {
      label: `${alice.name} (demo)`,
      grant,
    })
  } catch (e) {
    say(t('cli.demo.importFailed', { reason: reason(core, e) }))
    say(t('cli.demo.opensWithout'))
    return false
  }
  say(t('cli.demo.imported', { name: alice.name, service: core.settings.get().keychain.service }))
  const steps: ReadonlyArray<readonly [DemoStep, () => Promise<unknown>]> = [
    ['register', () => core.accounts.register(alice.userId)],
    [
      'account',
      () =>
        core.treasury.addAccount(
          alice.userId,
          { members: demo.account.members, threshold: demo.account.threshold },
          // words-exempt: the demo's data, a name its people gave their account
          'Treasury',
        ),
    ],
    ['sync', () => core.requests.sync(alice.userId)],
    ['group', () => core.groups.open(alice.userId, demo.conversationId)],
  ]
  for (const [what, step] of steps) {
    try {
      await step()
    } catch (e) {
      say(t('cli.demo.stepFailed', { step: what, reason: reason(core, e) }))
    }
  }
  return true
}

/**
 * Removes every keychain entry of the demo's wallet: its own namespace only (`service`, as its
 * settings name it), also what Electron, with a core of its own, wrote there.
 */
export async function removeDemoKeys(
  service: string,
  keychain: Keychain | undefined,
): Promise<void> {
  await createVault({ service, ...(keychain ? { keychain } : {}) }).removeAll()
}

/** A failure in the words the window would show, with its code. */
function reason(core: Core, e: unknown): string {
  const error = toBridgeError(e, core.log, 'demo')
  return `${error.message} (${error.code})`
}
