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
import { createBridgeHandlers } from '../../main/core/bridge-handlers'
import { defaultUserDataDir, launchConfig } from '../../main/core/launch-config'
import { createVault, DEMO_SERVICE } from '../../main/core/vault'
import { startSequencer, type RunningSequencer } from '../../sequencer/server'
import type { RunningWebHost } from '../web-host/server'
import { startWalletWebHost } from '../web-host/wallet-host'
import { demoKeychain } from './demo-keychain'
import { launchElectron } from './electron-launch'
import { electronTimeoutMs, setUpElectron } from './electron-setup'
import { seedDemoNetwork, DEMO_GROUP_NAME, type DemoNetwork } from './seed'
import { vanishedFolderMessage, whenFolderVanishes } from './vanished-folder'

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

/**
 * Starts the app as `npm start` does and returns once the wallet is open.
 * @throws when the sequencer or the web host cannot listen, or the wallet's data folder cannot be opened
 */
async function startApp(o: StartOptions): Promise<StartedApp> {
  const apiUrl = o.env.COSIGNER_API_URL || undefined
  const cleanups: Array<() => Promise<void> | void> = []
  const close = async () => {
    for (const step of cleanups.splice(0).reverse()) {
      try {
        await step()
      } catch (e) {
        o.say(`cleanup step failed: ${e instanceof Error ? e.message : String(e)}`)
      }
    }
  }
  try {
    let sequencer: RunningSequencer | undefined
    let demo: DemoNetwork | undefined
    let dataDir: string
    let keychainService: string | undefined
    let demoDir: string | undefined
    if (apiUrl === undefined) {
      demoDir = mkdtempSync(path.join(tmpdir(), 'cosigner-demo-'))
      const dir = demoDir
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
      sequencer = await startSequencer({ dbFile: path.join(demoDir, 'sequencer.db') })
      cleanups.push(() => sequencer?.close())
      demo = await seedDemoNetwork(sequencer)
      o.say(`Local sequencer on ${sequencer.url}, seeded with the demo network:`)
      o.say(`  users ${demo.users.map((u) => u.name).join(', ')}; group "${DEMO_GROUP_NAME}" (payments need 2 of 3 signatures)`)
      o.say(`  to propose a payment from Accounts, pay ${demo.users.slice(1).map((u) => `${u.name} (${u.userId})`).join(' or ')}`)
      o.say(`  pending request ${demo.requestId}: signed by Bob, waiting for Alice or Carol`)
      dataDir = path.join(demoDir, 'wallet')
      keychainService = DEMO_KEYCHAIN_SERVICE
    } else {
      o.say(`Using the service at ${apiUrl} (COSIGNER_API_URL); no demo network.`)
      const config = launchConfig(o.env, defaultUserDataDir(o.env))
      dataDir = config.dataDir
      keychainService = config.keychainService
    }
    const baseUrl = apiUrl ?? sequencer!.url
    o.say(`Wallet data in ${dataDir}${demo ? ' (removed on exit)' : ''}.`)

    // On macOS the demo's keys are written so that Electron may read them without Keychain asking.
    const keychain = demo ? demoKeychain(process.platform) : undefined
    const openCore = () =>
      createCore({ dataDir, baseUrl, ...(keychainService ? { keychainService } : {}), ...(demo ? { allowUnprotected: true } : {}), ...(keychain ? { keychain } : {}) })
    let core: Core | undefined = openCore()
    // The core decides where keys go; the terminal says what the window will show.
    await core.keychain.check()
    const keys = core.lock.status().keychain
    if (keys.storage === 'memory') o.say(`${keys.reason} The window says the same.`)
    if (keys.storage === 'unreachable') {
      o.say(keys.reason!)
      o.say(`What to do: ${keys.remedy}`)
      if (keys.detail) o.say(`  details: ${keys.detail}`)
      o.say('The window shows the same instead of the first steps, and goes on once a keychain answers.')
    }
    if (demo) {
      // This wallet's namespace only, also after Electron (with a core of its own) wrote to it.
      const demoKeys = createVault({ service: core.vault.service, keychain: core.keychain })
      cleanups.push(async () => {
        await demoKeys.removeAll()
      })
    }
    cleanups.push(() => core?.close())
    let handlers = createBridgeHandlers(core)
    if (demo) {
      const alice = demo.users[0]!
      // The demo's wallet has no passphrase, so the grant is given without one.
      const grant = ((await handlers['lock.reauthenticate']({ purpose: 'import-account' })) as { ok: boolean; value?: { grant: string } }).value?.grant
      const imported = (await handlers['accounts.importKeystore']({ text: JSON.stringify(alice.keystore), label: `${alice.name} (demo)`, grant })) as {
        ok: boolean
        error?: { code: string; message: string }
      }
      if (imported.ok) {
        o.say(`Imported ${alice.name}'s account into the wallet (keychain service "${core.vault.service}"; a demo wallet, without a passphrase).`)
        // Already registered by the seed: this records it in the wallet. Then the treasury is named to
        // the wallet, as its user would add it (the public API shows an account only to whoever names it),
        // and the queue is filled from its locked outputs.
        const registered = (await handlers['accounts.register']({ account: alice.userId })) as { ok: boolean; error?: { message: string } }
        if (!registered.ok) o.say(`accounts.register failed: ${registered.error?.message ?? 'unknown error'}`)
        const followed = (await handlers['treasury.addAccount']({ account: alice.userId, members: [...demo.account.members], threshold: demo.account.threshold, label: 'Treasury' })) as {
          ok: boolean
          error?: { message: string }
        }
        if (!followed.ok) o.say(`Adding the demo's shared account failed: ${followed.error?.message ?? 'unknown error'}`)
        const synced = (await handlers['requests.sync']({ account: alice.userId })) as { ok: boolean; error?: { message: string } }
        if (!synced.ok) o.say(`requests.sync failed: ${synced.error?.message ?? 'unknown error'}`)
        // Opening the group caches it, so it is in the groups list from the start.
        const group = (await handlers['groups.open']({ account: alice.userId, conversation_id: demo.conversationId })) as { ok: boolean; error?: { message: string } }
        if (!group.ok) o.say(`Opening the demo group failed: ${group.error?.message ?? 'unknown error'}`)
      } else {
        o.say(`Could not import the demo account: ${imported.error?.message ?? 'unknown error'} (${imported.error?.code ?? '?'}).`)
        o.say('The wallet opens without it, on its first steps; the sequencer and its demo users are running.')
      }
    }

    // A demo whose folder is removed under it stops and says why, instead of running on deleted files.
    let vanished = new Promise<number>(() => {})
    if (demoDir !== undefined) {
      const dir = demoDir
      const watch = whenFolderVanishes(dir)
      cleanups.push(() => watch.stop())
      vanished = watch.gone.then(() => {
        o.say(vanishedFolderMessage(dir))
        return 1
      })
    }

    const noWindow = (reason: string, details: string | undefined) => {
      o.say(`No Electron window: ${reason}. Opening the wallet in the web host instead.`)
      if (details) o.say(`  details: ${details.replace(/\n/g, '\n    ')}`)
    }
    // Keys in this process's memory are out of reach of the window's own process (Electron opens its own core).
    const keysInMemory = demo !== undefined && keys.storage === 'memory'
    if (keysInMemory && !o.web) noWindow("the demo's keys are in this process's memory, which the window's own process cannot read", undefined)
    // Fetches the binary and better-sqlite3's Electron build where they are missing and can be had.
    const electron = o.web || keysInMemory ? undefined : await setUpElectron({ root: o.root, env: o.env, say: o.say })
    if (electron?.ok) {
      // One process per data folder: the app opens its own core.
      core.close()
      core = undefined
      o.say(`Starting the wallet in Electron (${electron.path})…`)
      const launched = await launchElectron({
        binary: electron.path,
        args: [o.root],
        env: {
          ...o.env,
          COSIGNER_DATA_DIR: dataDir,
          COSIGNER_API_URL: baseUrl,
          ...(keychainService ? { COSIGNER_KEYCHAIN_SERVICE: keychainService } : {}),
          ...(demo ? { COSIGNER_DEMO_WALLET: '1' } : {}),
        },
      })
      if (launched.ok) {
        cleanups.push(() => launched.stop())
        o.say('Opened the wallet in Electron.')
        return { demo, sequencer, electron: true, dataDir, exited: Promise.race([vanished, launched.exited]), close }
      }
      noWindow(launched.reason, launched.details)
      core = openCore()
      handlers = createBridgeHandlers(core)
    } else if (electron) {
      noWindow(electron.reason, electron.details)
    }
    const rendererDir = o.rendererDir ?? path.join(o.root, 'out', 'renderer')
    if (!existsSync(path.join(rendererDir, 'index.html'))) o.say(`Warning: ${rendererDir}/index.html is missing; run the build first (npm start builds it).`)
    const webHost = await startWalletWebHost(core, { handlers, rendererDir, ...(o.port !== undefined ? { port: o.port } : {}), log: o.say })
    cleanups.push(() => webHost.close())
    o.say(`The wallet is at ${webHost.url}`)
    o.say('Open that address in a browser on this machine; it carries this launch\'s access token.')
    return { demo, sequencer, webHost, dataDir, exited: vanished, close }
  } catch (e) {
    await close()
    throw e
  }
}

const USAGE = `usage: npm start [-- --web] [--port N]
  Builds the app, starts a local sequencer with a demo network (unless COSIGNER_API_URL is set),
  imports the demo's first account and opens the wallet: in Electron (fetching its binary, and
  better-sqlite3 built for it, when missing), else (offline, or with --web) in a browser through the
  loopback web host. COSIGNER_ELECTRON_TIMEOUT limits the binary's fetch (seconds, default 300).`

/** `npm start`: runs until Electron exits or SIGINT/SIGTERM, then cleans up. Returns the exit code. */
export async function runStart(argv: string[], env: NodeJS.ProcessEnv, root: string, say: (line: string) => void): Promise<number> {
  let values: { web?: boolean; port?: string; renderer?: string; help?: boolean }
  try {
    values = parseArgs({
      args: argv,
      options: { web: { type: 'boolean' }, port: { type: 'string' }, renderer: { type: 'string' }, help: { type: 'boolean' } },
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
  if (values.port !== undefined && (!/^\d{1,5}$/.test(values.port) || Number(values.port) > 65535)) {
    say(`--port expects a number from 0 to 65535, got "${values.port}"`)
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
    say(`could not start: ${e instanceof Error ? e.message : String(e)}`)
    return 1
  }
  const code = await Promise.race([
    app.exited,
    new Promise<number>((resolve) => {
      process.once('SIGINT', () => resolve(0))
      process.once('SIGTERM', () => resolve(0))
    }),
  ])
  say('Shutting down.')
  await app.close()
  return code
}
