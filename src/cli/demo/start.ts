/**
 * What `npm start` and `npm run start:web` do after the build: start a local sequencer seeded with
 * the demo network (unless COSIGNER_API_URL names another service), import the demo's first
 * account into the wallet, and open the wallet — in Electron where it can be set up (./electron-setup
 * fetches what is missing), otherwise (or with `--web`) in the loopback web host, whose address is
 * printed.
 *
 * The demo keeps to itself: a fresh temporary folder for the sequencer's database and the wallet's
 * cache, and its own keychain service (`cosigner-demo`, and in it, as for every wallet, its own
 * namespace). Its entries are removed on the way out; another demo's, running or not, are never
 * touched. Its wallet runs without a
 * passphrase (the throwaway account's keys are unsealed, and the window says so); any other wallet
 * asks for one first. Where no keychain answers, the core keeps the demo's keys in this process's
 * memory (so the wallet opens in the web host, served by this process) and refuses any other wallet's;
 * the terminal prints the core's words, which the window shows.
 * @module
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { createCore, type Core } from '../../main/core/index'
import { defaultUserDataDir, launchConfig } from '../../main/core/launch-config'
import { DEMO_SERVICE, type KeychainReach, type Keychain } from '../../main/core/vault'
import { startSequencer, type RunningSequencer } from '../../sequencer/server'
import type { RunningWebHost } from '../web-host/server'
import { startWalletWebHost } from '../web-host/wallet-host'
import { demoKeychain } from './demo-keychain'
import { importDemoAccount, removeDemoKeys } from './demo-wallet'
import { launchElectron } from './electron-launch'
import { electronTimeoutMs, setUpElectron } from './electron-setup'
import { seedDemoNetwork, DEMO_GROUP_NAME, type DemoNetwork } from './seed'
import { vanishedFolderMessage, whenFolderVanishes } from './vanished-folder'
import { listText } from '../wallet/format'
import { speakAs, t, tr } from '../words'

/** The keychain service the demo's keys go under, apart from a real wallet's (`cosigner`). */
export const DEMO_KEYCHAIN_SERVICE = DEMO_SERVICE

interface StartOptions {
  /** The repository (for `out/` and the electron package). */
  readonly root: string
  readonly env: NodeJS.ProcessEnv
  /** Open the web host even where Electron exists. */
  readonly web?: boolean
  /** The web host's port; 0 (a free one) by default. */
  readonly port?: number
  /** The built renderer; `<root>/out/renderer` by default. */
  readonly rendererDir?: string
  /** Where progress is told (one line at a time). */
  readonly say: (line: string) => void
}

interface StartedApp {
  readonly demo?: DemoNetwork
  readonly sequencer?: RunningSequencer
  /** Set when the wallet opened in the web host. */
  readonly webHost?: RunningWebHost
  /** Set when the wallet opened in Electron. */
  readonly electron?: boolean
  /** The wallet's data folder. */
  readonly dataDir: string
  /** Ends when Electron exits, or when the demo's folder was removed under it (else never, for the web host: close it). */
  readonly exited: Promise<number>
  /** Stops everything started and removes the demo's folder and keychain entries. */
  close(): Promise<void>
}

/** What runs on the way out, last added first. */
type Cleanups = Array<() => Promise<void> | void>

/** Which service the wallet talks to and where it keeps its data: the demo network's, or the one COSIGNER_API_URL names. */
interface WalletPlace {
  readonly baseUrl: string
  readonly dataDir: string
  readonly keychainService?: string | undefined
  /** The keychain the wallet's cores use; undefined for the OS keychain as it is. */
  readonly keychain?: Keychain | undefined
  /** Set for the demo: its network, its sequencer and its folder (removed on the way out). */
  readonly demo?: {
    readonly network: DemoNetwork
    readonly sequencer: RunningSequencer
    readonly folder: string
  }
}

/**
 * Starts the app as `npm start` does and returns once the wallet is open.
 * @throws when the sequencer or the web host cannot listen, or the wallet's data folder cannot be opened
 */
async function startApp(o: StartOptions): Promise<StartedApp> {
  const cleanups: Cleanups = []
  const close = async () => {
    for (const step of cleanups.splice(0).reverse()) {
      try {
        await step()
      } catch (e) {
        o.say(t('cli.demo.cleanupFailed', { problem: e instanceof Error ? e.message : String(e) }))
      }
    }
  }
  try {
    const apiUrl = o.env.COSIGNER_API_URL || undefined
    const place =
      apiUrl === undefined ? await startDemoNetwork(o, cleanups) : await givenService(o, apiUrl)
    o.say(t('cli.demo.dataIn', { dir: place.dataDir, demo: place.demo ? 'yes' : 'no' }))
    const opened = await openWallet(o, place, cleanups)
    return {
      demo: place.demo?.network,
      sequencer: place.demo?.sequencer,
      dataDir: place.dataDir,
      ...opened,
      close,
    }
  } catch (e) {
    await close()
    throw e
  }
}

/**
 * The demo: a sequencer in a fresh temporary folder seeded with the demo network, and a wallet
 * beside it under the demo's own keychain service with Alice's account in it. A demo whose folder
 * is removed under it stops (see {@link openWallet}).
 */
async function startDemoNetwork(o: StartOptions, cleanups: Cleanups): Promise<WalletPlace> {
  const folder = mkdtempSync(path.join(tmpdir(), 'cosigner-demo-'))
  cleanups.push(() => rmSync(folder, { recursive: true, force: true }))
  const sequencer = await startSequencer({ dbFile: path.join(folder, 'sequencer.db') })
  cleanups.push(() => sequencer.close())
  const network = await seedDemoNetwork(sequencer)
  o.say(t('cli.demo.sequencer', { url: sequencer.url }))
  o.say(
    `  ${t('cli.demo.users', { users: listText(network.users.map((u) => u.name)), group: DEMO_GROUP_NAME })}`,
  )
  o.say(
    `  ${t('cli.demo.payees', {
      payees: network.users
        .slice(1)
        .map((u) => `${u.name} (${u.userId})`)
        .join(t('cli.request.or')),
    })}`,
  )
  o.say(`  ${t('cli.demo.pending', { id: network.requestId })}`)
  // On macOS the demo's keys are written so that Electron may read them without Keychain asking.
  const place: WalletPlace = {
    baseUrl: sequencer.url,
    dataDir: path.join(folder, 'wallet'),
    keychainService: DEMO_KEYCHAIN_SERVICE,
    keychain: demoKeychain(process.platform),
    demo: { network, sequencer, folder },
  }
  // A core of its own, closed once Alice is in: the window (Electron's process, or the web host) opens the wallet afresh.
  const core = openCore(place)
  try {
    // Keys the core keeps in this process's memory stay there for the web host's core to find.
    const kept =
      (await keysSaid(core, o.say)).storage === 'memory'
        ? { ...place, keychain: core.keychain }
        : place
    const service = core.settings.get().keychain.service
    cleanups.push(() => removeDemoKeys(service, kept.keychain))
    await importDemoAccount(core, network, o.say)
    return kept
  } finally {
    core.close()
  }
}

/**
 * The core decides where keys go (the OS keychain, the demo's memory, or nowhere); the terminal
 * says it in the words the window shows.
 */
async function keysSaid(core: Core, say: (line: string) => void): Promise<KeychainReach> {
  const reach = await core.keychain.check()
  const keys = core.lock.status().keychain
  if (keys.storage === 'memory')
    say(
      t('cli.demo.keysInMemory', {
        reason: keys.reason ? tr().say(keys.reason) : '',
      }),
    )
  if (keys.storage === 'unreachable') {
    say(keys.reason ? tr().say(keys.reason) : '')
    say(t('cli.demo.whatToDo', { remedy: keys.remedy ? tr().say(keys.remedy) : '' }))
    if (keys.detail) say(`  ${t('cli.demo.details', { details: keys.detail })}`)
    say(t('cli.demo.windowSame'))
  }
  return reach
}

/** A service named by COSIGNER_API_URL: no demo network, and the wallet's data where the app keeps it. */
async function givenService(o: StartOptions, apiUrl: string): Promise<WalletPlace> {
  o.say(t('cli.demo.givenService', { url: apiUrl }))
  const config = launchConfig(o.env, defaultUserDataDir(o.env))
  const place = {
    baseUrl: apiUrl,
    dataDir: config.dataDir,
    keychainService: config.keychainService,
  }
  const core = openCore(place)
  try {
    await keysSaid(core, o.say)
  } finally {
    core.close()
  }
  return place
}

function openCore(place: WalletPlace): Core {
  return createCore({
    dataDir: place.dataDir,
    baseUrl: place.baseUrl,
    ...(place.keychainService ? { keychainService: place.keychainService } : {}),
    ...(place.keychain ? { keychain: place.keychain } : {}),
    ...(place.demo ? { allowUnprotected: true } : {}),
  })
}

/**
 * Opens the wallet at `place`: in Electron where it can be set up (it opens its own core: one
 * process per data folder), else, or with `--web`, in the web host with a core of this process.
 */
async function openWallet(
  o: StartOptions,
  place: WalletPlace,
  cleanups: Cleanups,
): Promise<Pick<StartedApp, 'electron' | 'webHost' | 'exited'>> {
  // A demo whose folder is removed under it stops and says why, instead of running on deleted files.
  let vanished = new Promise<number>(() => {})
  if (place.demo) {
    const folder = place.demo.folder
    const watch = whenFolderVanishes(folder)
    cleanups.push(() => watch.stop())
    vanished = watch.gone.then(() => {
      o.say(vanishedFolderMessage(folder))
      return 1
    })
  }

  const noWindow = (reason: string, details: string | undefined) => {
    o.say(t('cli.demo.noWindow', { reason }))
    if (details) o.say(`  ${t('cli.demo.details', { details: details.replace(/\n/g, '\n    ') })}`)
  }
  // Keys in this process's memory are out of reach of the window's own process (Electron opens its own core).
  const keysInMemory = place.demo !== undefined && place.keychain?.storage === 'memory'
  if (keysInMemory && !o.web) noWindow(t('cli.demo.keysOutOfReach'), undefined)
  // Fetches the binary and better-sqlite3's Electron build where they are missing and can be had.
  const electron =
    o.web || keysInMemory
      ? undefined
      : await setUpElectron({ root: o.root, env: o.env, say: o.say })
  if (electron?.ok) {
    o.say(t('cli.demo.startingElectron', { path: electron.path }))
    const launched = await launchElectron({
      binary: electron.path,
      args: [o.root],
      env: {
        ...o.env,
        COSIGNER_DATA_DIR: place.dataDir,
        COSIGNER_API_URL: place.baseUrl,
        ...(place.keychainService ? { COSIGNER_KEYCHAIN_SERVICE: place.keychainService } : {}),
        ...(place.demo ? { COSIGNER_DEMO_WALLET: '1' } : {}),
      },
    })
    if (launched.ok) {
      cleanups.push(() => launched.stop())
      o.say(t('cli.demo.openedElectron'))
      return { electron: true, exited: Promise.race([vanished, launched.exited]) }
    }
    noWindow(launched.reason, launched.details)
  } else if (electron) {
    noWindow(electron.reason, electron.details)
  }

  const rendererDir = o.rendererDir ?? path.join(o.root, 'out', 'renderer')
  if (!existsSync(path.join(rendererDir, 'index.html')))
    o.say(t('cli.demo.noBuild', { dir: rendererDir }))
  const core = openCore(place)
  cleanups.push(() => core.close())
  const webHost = await startWalletWebHost(core, {
    rendererDir,
    ...(o.port !== undefined ? { port: o.port } : {}),
    log: o.say,
  })
  cleanups.push(() => webHost.close())
  o.say(t('cli.demo.walletAt', { url: webHost.url }))
  o.say(t('cli.demo.openInBrowser'))
  return { webHost, exited: vanished }
}

/** `npm start`: runs until Electron exits or SIGINT/SIGTERM, then cleans up. Returns the exit code. */
export async function runStart(
  argv: string[],
  env: NodeJS.ProcessEnv,
  root: string,
  say: (line: string) => void,
): Promise<number> {
  await speakAs(env)
  const USAGE = t('cli.demo.usage')
  let values: { web?: boolean; port?: string; renderer?: string; help?: boolean }
  try {
    values = parseArgs({
      args: argv,
      options: {
        web: { type: 'boolean' },
        port: { type: 'string' },
        renderer: { type: 'string' },
        help: { type: 'boolean' },
      },
      strict: true,
      allowPositionals: false,
    }).values
  } catch (e) {
    say(`${e instanceof Error ? e.message : String(e)}\n${USAGE}`)
    return 1
  }
  if (values.help) {
    say(USAGE)
    return 0
  }
  if (
    values.port !== undefined &&
    (!/^\d{1,5}$/.test(values.port) || Number(values.port) > 65535)
  ) {
    say(t('cli.demo.badPort', { port: values.port }))
    return 1
  }
  try {
    electronTimeoutMs(env)
  } catch (e) {
    say((e as RangeError).message)
    return 1
  }
  let app: StartedApp
  try {
    app = await startApp({
      root,
      env,
      web: values.web === true,
      say,
      ...(values.port !== undefined ? { port: Number(values.port) } : {}),
      ...(values.renderer !== undefined ? { rendererDir: path.resolve(values.renderer) } : {}),
    })
  } catch (e) {
    say(t('cli.demo.couldNotStart', { problem: e instanceof Error ? e.message : String(e) }))
    return 1
  }
  const code = await Promise.race([
    app.exited,
    new Promise<number>((resolve) => {
      process.once('SIGINT', () => resolve(0))
      process.once('SIGTERM', () => resolve(0))
    }),
  ])
  say(t('cli.demo.shuttingDown'))
  await app.close()
  return code
}
