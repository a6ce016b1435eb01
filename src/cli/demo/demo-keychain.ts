/**
 * Where the demo's throwaway keys are written. `npm start` imports the demo account from its Node
 * process, and the Electron app reads the keys afterwards. On macOS a Keychain item trusts only
 * the program that made it, so Keychain asked "Electron wants to use your confidential information
 * stored in cosigner-demo" on every demo run. There the demo writes its entries with macOS's own
 * `security` tool, readable by any program without asking: fit only for these keys, which are a
 * loopback network's, unsealed and removed when the demo stops. Elsewhere the Secret Service and
 * the Credential Manager ask no program, and the demo uses the wallet's keychain as it is.
 * @module
 */
import { spawn } from 'node:child_process'
import { words } from '../../shared/i18n/words'
import { keytarKeychain, type Keychain } from '../../main/core/vault'
import { VaultError } from '../../main/core/vault/errors'
import type { ChildOutcome } from './run-child'

/** Runs `security -i` with `commands` on its standard input, so nothing secret is in its arguments. */
export type SecurityRunner = (commands: string) => Promise<ChildOutcome>

const runSecurity: SecurityRunner = (commands) =>
  new Promise((resolve) => {
    const child = spawn('security', ['-i'], { stdio: ['pipe', 'ignore', 'pipe'] })
    let errors = ''
    child.stderr.on('data', (d: Buffer) => (errors += d.toString()))
    child.once('error', (e) => resolve({ ok: false, details: e.message }))
    child.once('close', (code) =>
      resolve(
        code === 0 && errors.trim() === ''
          ? { ok: true }
          : // words-exempt: a details line, codes for whoever reads the log
            { ok: false, details: errors.trim() || `exit code ${code}` },
      ),
    )
    child.stdin.end(commands)
  })

/** `security -i` splits its lines on spaces; the demo's names and hex seeds never hold one. */
const PLAIN = /^[A-Za-z0-9._/-]+$/

/** The command that stores `secret`, readable by any program (-A), replacing an older one (-U). */
export function addAnyAppItemCommand(service: string, account: string, secret: string): string {
  for (const [name, value] of Object.entries({ service, account, secret })) {
    if (!PLAIN.test(value))
      throw new RangeError(
        `the demo's keychain ${name} must be letters, digits, dots, dashes, underscores or slashes`,
      )
  }
  // words-exempt: a command for the security tool
  return `add-generic-password -U -A -s ${service} -a ${account} -w ${secret}\n`
}

/** The keychain the demo's wallet core uses on `platform`: undefined for the wallet's own. */
export function demoKeychain(
  platform: NodeJS.Platform,
  o: { base?: Keychain; run?: SecurityRunner } = {},
): Keychain | undefined {
  if (platform !== 'darwin') return undefined
  const base = o.base ?? keytarKeychain()
  const run = o.run ?? runSecurity
  return {
    get: (service, account) => base.get(service, account),
    delete: (service, account) => base.delete(service, account),
    list: (service) => base.list(service),
    async set(service, account, secret) {
      const r = await run(addAnyAppItemCommand(service, account, secret))
      if (!r.ok)
        throw new VaultError('keychain-failed', words('cli.demo.keychainFailed'), {
          detail: r.details,
        })
    },
  }
}
