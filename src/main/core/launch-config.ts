/**
 * Where the wallet keeps its data and which service it talks to, from the environment. `npm start`
 * uses these to point the app at its demo network and a throwaway data folder; without them the
 * app uses its own user-data folder and the service URL from its settings. Plain Node, so the
 * Electron app, the demo and the `cosigner wallet` commands decide alike.
 * @module
 */
import { homedir } from 'node:os'
import path from 'node:path'
import { DEMO_SERVICE } from './vault'

export interface LaunchConfig {
  /** The folder for the SQLite cache. */
  readonly dataDir: string
  /** The service to use when the user has not chosen one in the settings. */
  readonly baseUrl?: string
  /** The keychain service the keys are stored under (the demo keeps its own). */
  readonly keychainService?: string
  /** The demo's throwaway wallet, which runs without a passphrase (only with the demo's keychain service). */
  readonly unprotected?: boolean
}

/** The environment variables the app reads. */
const ENV = {
  dataDir: 'COSIGNER_DATA_DIR',
  apiUrl: 'COSIGNER_API_URL',
  keychainService: 'COSIGNER_KEYCHAIN_SERVICE',
  demoWallet: 'COSIGNER_DEMO_WALLET',
} as const

/**
 * @throws RangeError when COSIGNER_DATA_DIR is not an absolute path (a relative one would depend on
 *   where the app happened to be started), or COSIGNER_KEYCHAIN_SERVICE is not a plain name
 */
export function launchConfig(env: NodeJS.ProcessEnv, userDataDir: string): LaunchConfig {
  const dataDir = env[ENV.dataDir]
  if (dataDir !== undefined && dataDir !== '' && !path.isAbsolute(dataDir)) {
    throw new RangeError(`${ENV.dataDir} must be an absolute path`)
  }
  const apiUrl = env[ENV.apiUrl]
  const service = env[ENV.keychainService]
  if (service && !/^[A-Za-z0-9._-]{1,64}$/.test(service))
    throw new RangeError(
      `${ENV.keychainService} must be 1 to 64 letters, digits, dots, dashes or underscores`,
    )
  return {
    dataDir: dataDir ? dataDir : userDataDir,
    ...(apiUrl ? { baseUrl: apiUrl } : {}),
    ...(service ? { keychainService: service } : {}),
    // A wallet without a passphrase is only ever the demo's, with its own throwaway keychain service.
    ...(env[ENV.demoWallet] === '1' && service === DEMO_SERVICE ? { unprotected: true } : {}),
  }
}

/**
 * The folder Electron gives the app for its data when unpackaged (`app.getPath('userData')` for
 * "cosigner"), for hosts that run without Electron and must find the same wallet.
 */
export function defaultUserDataDir(
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
): string {
  const home = homedir()
  const appData =
    platform === 'darwin'
      ? path.join(home, 'Library', 'Application Support')
      : platform === 'win32'
        ? (env.APPDATA ?? path.join(home, 'AppData', 'Roaming'))
        : (env.XDG_CONFIG_HOME ?? path.join(home, '.config'))
  return path.join(appData, 'cosigner')
}
