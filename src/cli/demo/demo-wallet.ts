/**
 * The demo's wallet: Alice's account brought in as its user would bring it in — imported (the
 * demo's wallet has no passphrase, so its grant is given without one), recorded as registered (the
 * seed registered it), the shared treasury named to the wallet (the public API shows an account only
 * to whoever names it), the queue filled from its locked outputs, and the group opened so it is
 * listed from the start. Through the core's own surface, the way every host drives it.
 * @module
 */
import { toBridgeError } from '../../main/core/bridge-handlers'
import type { Core } from '../../main/core/index'
import { createVault, type Keychain } from '../../main/core/vault'
import type { DemoNetwork } from './seed'

/**
 * Puts the demo's first account into `core`'s wallet. A step that fails is told and the rest go on:
 * the wallet then opens on its first steps; the sequencer and its demo users are running.
 * @returns whether the account was imported
 */
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
    say(`Could not import the demo account: ${reason(core, e)}.`)
    say(
      'The wallet opens without it, on its first steps; the sequencer and its demo users are running.',
    )
    return false
  }
  say(
    `Imported ${alice.name}'s account into the wallet (keychain service "${core.settings.get().keychain.service}"; a demo wallet, without a passphrase).`,
  )
  const steps: ReadonlyArray<readonly [string, () => Promise<unknown>]> = [
    ['Recording the demo account as registered', () => core.accounts.register(alice.userId)],
    [
      "Adding the demo's shared account",
      () =>
        core.treasury.addAccount(
          alice.userId,
          { members: demo.account.members, threshold: demo.account.threshold },
          'Treasury',
        ),
    ],
    ['Syncing the demo queue', () => core.requests.sync(alice.userId)],
    ['Opening the demo group', () => core.groups.open(alice.userId, demo.conversationId)],
  ]
  for (const [what, step] of steps) {
    try {
      await step()
    } catch (e) {
      say(`${what} failed: ${reason(core, e)}`)
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
