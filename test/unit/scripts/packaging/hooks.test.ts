/**
 * electron-builder's hooks, loaded the way electron-builder loads them (its own resolveFunction,
 * from the paths in electron-builder.yml): the rebuild runs without npm's Node-aimed settings, and a
 * packed app whose better-sqlite3 is built for Node stops the build before any installer is made.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { PackedApp } from '../../../../scripts/packaging/hooks'

const ROOT = path.resolve(import.meta.dirname, '../../../..')
const requireHere = createRequire(import.meta.url)
const yaml = requireHere('js-yaml') as { load(text: string): unknown }
const { resolveFunction } = requireHere('app-builder-lib/out/util/resolve') as {
  resolveFunction<T>(
    type: string | undefined,
    executor: unknown,
    name: string,
    root: string,
  ): Promise<T>
}
const config = yaml.load(readFileSync(path.join(ROOT, 'electron-builder.yml'), 'utf8')) as {
  beforeBuild: string
  afterPack: string
}
const ELECTRON_ABI = readFileSync(
  path.join(ROOT, 'node_modules/electron/abi_version'),
  'utf8',
).trim()
const SQLITE_ADDON = path.join(
  ROOT,
  'node_modules/better-sqlite3/build/Release/better_sqlite3.node',
)

/** The hook as electron-builder would call it (its resolver works from the project folder). */
async function hook<T>(name: 'beforeBuild' | 'afterPack'): Promise<T> {
  const cwd = process.cwd()
  process.chdir(ROOT)
  try {
    return await resolveFunction<T>('module', config[name], name, ROOT)
  } finally {
    process.chdir(cwd)
  }
}

let appOutDir: string | undefined
afterEach(() => {
  if (appOutDir) rmSync(appOutDir, { recursive: true, force: true })
  appOutDir = undefined
})

/** A packed app folder holding `addon` as its better-sqlite3 build. */
function packedApp(addon: (file: string) => void): PackedApp {
  appOutDir = mkdtempSync(path.join(tmpdir(), 'cosigner-packed-'))
  const release = path.join(
    appOutDir,
    'resources/app.asar.unpacked/node_modules/better-sqlite3/build/Release',
  )
  mkdirSync(release, { recursive: true })
  addon(path.join(release, 'better_sqlite3.node'))
  return { appOutDir, packager: { projectDir: ROOT } }
}

describe("electron-builder's hooks", () => {
  it('rebuild without the nodedir, target and runtime an npmrc or npx set, keeping the rest', async () => {
    const beforeBuild = await hook<() => Promise<boolean>>('beforeBuild')
    const saved = { ...process.env }
    try {
      Object.assign(process.env, {
        npm_config_nodedir: '/usr',
        npm_config_target: '20.20.2',
        npm_config_runtime: 'node',
        npm_config_cache: '/tmp/npm-cache',
        ELECTRON_MIRROR: 'http://127.0.0.1:9/',
      })
      await expect(beforeBuild()).resolves.toBe(true)
      for (const gone of ['npm_config_nodedir', 'npm_config_target', 'npm_config_runtime'])
        expect(process.env).not.toHaveProperty(gone)
      expect(process.env).toMatchObject({
        npm_config_cache: '/tmp/npm-cache',
        ELECTRON_MIRROR: 'http://127.0.0.1:9/',
      })
    } finally {
      for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key]
      Object.assign(process.env, saved)
    }
  })

  it("stop the build when the packed better-sqlite3 is Node's build, naming it", async () => {
    const afterPack = await hook<(c: PackedApp) => Promise<void>>('afterPack')
    const app = packedApp((file) => copyFileSync(SQLITE_ADDON, file))
    const failure = afterPack(app)
    await expect(failure).rejects.toThrow(`not built for Electron 45.4.1 (ABI ${ELECTRON_ABI})`)
    await expect(failure).rejects.toThrow(
      `node_modules/better-sqlite3/build/Release/better_sqlite3.node (ABI ${process.versions.modules})`,
    )
  })

  it("let a packed app through whose addons are built for this Electron's ABI", async () => {
    const afterPack = await hook<(c: PackedApp) => Promise<void>>('afterPack')
    const app = packedApp((file) =>
      writeFileSync(file, `\0node_register_module_v${ELECTRON_ABI}\0`),
    )
    await expect(afterPack(app)).resolves.toBeUndefined()
  })
})
