/**
 * The real edges of fetching Electron (see ./electron-binary for the decisions): whether the
 * download site answers, checked in a few seconds before a 100 MB download is started, and the
 * electron package's own installer (what `npx install-electron` runs).
 * @module
 */
import { lookup } from 'node:dns/promises'
import { connect } from 'node:net'
import type { ElectronPackage, Installer, Reachability } from './electron-binary'
import { runNodeScript } from './run-child'

/** Where @electron/get downloads from: a mirror the user configured (the variables it reads), else GitHub. */
export function electronDownloadSite(env: NodeJS.ProcessEnv): { host: string; port: number } {
  const mirror =
    env.npm_config_electron_mirror ||
    env.NPM_CONFIG_ELECTRON_MIRROR ||
    env.npm_package_config_electron_mirror ||
    env.ELECTRON_MIRROR
  if (mirror) {
    try {
      const u = new URL(mirror)
      return { host: u.hostname, port: u.port ? Number(u.port) : u.protocol === 'http:' ? 80 : 443 }
    } catch {
      // A mirror that is not a URL: @electron/get will fail on it and say so.
    }
  }
  return { host: 'github.com', port: 443 }
}

/**
 * Whether `host:port` takes a TCP connection within `timeoutMs`: a name lookup and a connect,
 * nothing sent.
 */
export async function probeTcp(
  host: string,
  port: number,
  timeoutMs: number,
): Promise<Reachability> {
  const deadline = AbortSignal.timeout(timeoutMs)
  try {
    const { address } = await Promise.race([
      lookup(host),
      new Promise<never>((_, reject) =>
        deadline.addEventListener(
          'abort',
          () => reject(new Error(`no name lookup answer within ${timeoutMs} ms`)),
          { once: true },
        ),
      ),
    ])
    await new Promise<void>((resolve, reject) => {
      const socket = connect({ host: address, port, signal: deadline })
      socket.once('connect', () => {
        socket.destroy()
        resolve()
      })
      socket.once('error', (e) =>
        reject(
          deadline.aborted ? new Error(`no answer from ${host}:${port} within ${timeoutMs} ms`) : e,
        ),
      )
    })
    return { ok: true }
  } catch (e) {
    return { ok: false, host, details: e instanceof Error ? e.message : String(e) }
  }
}

/**
 * Whether the Electron download site answers. Behind a proxy (`ELECTRON_GET_USE_PROXY`) names may
 * not resolve directly, so the installer is left to find out.
 */
export function electronSiteReachable(
  env: NodeJS.ProcessEnv,
  timeoutMs = 4000,
): () => Promise<Reachability> {
  return async () => {
    if (env.ELECTRON_GET_USE_PROXY) return { ok: true }
    const site = electronDownloadSite(env)
    return probeTcp(site.host, site.port, timeoutMs)
  }
}

/** The electron package's own installer (install.js, `npx install-electron`), with the user's environment (mirrors, cache). */
export function electronPackageInstaller(pkg: ElectronPackage, env: NodeJS.ProcessEnv): Installer {
  return ({ signal }) => runNodeScript(pkg.installer, [], { cwd: pkg.dir, env, signal })
}
