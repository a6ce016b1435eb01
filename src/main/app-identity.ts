/**
 * Who the running app is to the system: the name its menus and shortcuts show, the folder Electron
 * keeps its own state in (the single-instance lock, the window's size, Chromium's profile), and the
 * Windows App User Model ID its taskbar button and notifications go by. An installed Cosigner and
 * one started from a checkout (`npm start`) must not share these: with one user-data folder they
 * share one single-instance lock, so whichever starts second quits and brings the other's window
 * forward — the demo instead of your wallet, or the reverse. Pure: tested under Node; index.ts
 * applies it before anything reads the folder.
 * @module
 */
import path from 'node:path'

/** electron-builder.yml's `appId`: the installed app's AUMID, which the installer's shortcut carries. */
export const APP_ID = 'dev.cosigner.wallet'

/**
 * The installed app's folder name under the platform's app-data folder. Lower case, as the wallet
 * core's own default assumes (src/main/core/launch-config.ts, `defaultUserDataDir`), although
 * package.json's productName ("Cosigner") would otherwise make Electron use that.
 */
const INSTALLED_FOLDER = 'cosigner'
const DEVELOPMENT_FOLDER = 'cosigner-dev'

export interface AppIdentity {
  /** `app.name`: what "About …", "Hide …", "Quit …" and Electron's own shortcuts say. */
  readonly name: string
  /** Electron's userData folder; undefined keeps the one given on the command line. */
  readonly userDataDir: string | undefined
  /** `app.setAppUserModelId` on Windows. */
  readonly appUserModelId: string
}

export interface IdentityQuestion {
  /** `app.isPackaged`. */
  readonly packaged: boolean
  /** `app.getPath('appData')`. */
  readonly appDataDir: string
  /** Whether `--user-data-dir` was given (the end-to-end tests give each wallet its own). */
  readonly userDataDirGiven: boolean
}

export function appIdentity(q: IdentityQuestion): AppIdentity {
  const folder = q.packaged ? INSTALLED_FOLDER : DEVELOPMENT_FOLDER
  return {
    name: q.packaged ? 'Cosigner' : 'Cosigner (development)',
    userDataDir: q.userDataDirGiven ? undefined : path.join(q.appDataDir, folder),
    appUserModelId: q.packaged ? APP_ID : `${APP_ID}.development`,
  }
}
