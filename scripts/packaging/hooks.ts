/**
 * electron-builder's hooks (electron-builder.yml). Before the native modules are rebuilt for
 * Electron, npm's settings that would aim node-gyp at Node are removed from this process's
 * environment, which the rebuild's workers inherit: with an npmrc's `nodedir`, better-sqlite3 was
 * compiled against Node's headers and marked as built for Electron, and the installed app could
 * not open its cache. After the app is packed, and before any installer is made of it, every V8
 * addon in it must be built for this Electron's ABI, or the build stops and says which.
 * @module
 */
import path from 'node:path'
import { electronPackage } from '../../src/cli/demo/electron-binary'
import { electronToolEnv } from '../../src/cli/demo/electron-sqlite'
import { addonsBuiltForAnotherAbi, type MisbuiltAddon } from '../../src/cli/demo/native-abi'

/** Drops npm's Node-aimed settings from `env` in place (the same ones `npm start` drops). */
export function clearNodeBuildSettings(env: NodeJS.ProcessEnv): void {
  const kept = electronToolEnv(env)
  for (const key of Object.keys(env)) if (!(key in kept)) delete env[key]
}

/** electron-builder's `beforeBuild`: true lets it rebuild the native modules itself. */
export async function beforeBuild(): Promise<boolean> {
  clearNodeBuildSettings(process.env)
  return true
}

/** What a person reads when the packed app holds addons built for another runtime. */
export function misbuiltAddonsMessage(
  wrong: readonly MisbuiltAddon[],
  electron: { version: string; abi: string },
): string {
  const list = wrong.map((w) => `  ${w.file} (ABI ${w.abi})`).join('\n')
  return (
    `The packed app holds native modules that were not built for Electron ${electron.version} (ABI ${electron.abi}), ` +
    'so the installed app could not load them; no installer was made. Remove their build folders ' +
    '(for better-sqlite3: node_modules/better-sqlite3/build) and package again, so that they are rebuilt for Electron.\n' +
    `details:\n${list}`
  )
}

/** The part of electron-builder's AfterPackContext used here. */
export interface PackedApp {
  readonly appOutDir: string
  readonly packager: { readonly projectDir: string }
}

/** electron-builder's `afterPack`. @throws Error (stopping the build) when an addon is built for another ABI */
export async function afterPack(context: PackedApp): Promise<void> {
  const electron = electronPackage(context.packager.projectDir)
  if (!electron?.abi)
    throw new Error(
      'The electron package is not installed or does not say its ABI (abi_version), so the packed native modules cannot be checked.',
    )
  const wrong = addonsBuiltForAnotherAbi(path.resolve(context.appOutDir), electron.abi)
  if (wrong.length > 0)
    throw new Error(misbuiltAddonsMessage(wrong, { version: electron.version, abi: electron.abi }))
}
