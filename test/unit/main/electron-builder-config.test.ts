/**
 * electron-builder.yml cannot be exercised here (no Electron binary), so it is checked against the
 * installed electron-builder's own validator and JSON schema (app-builder-lib/scheme.json), plus
 * the settings the wallet's security depends on.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { LINK_SCHEME } from '../../../src/shared/links'

const require = createRequire(import.meta.url)
const yaml = require('js-yaml') as { load(text: string): unknown }
const { validateConfiguration } = require('app-builder-lib/out/util/config/config') as {
  validateConfiguration(config: unknown, debugLogger: { isEnabled: boolean }): Promise<void>
}
const scheme = require('app-builder-lib/scheme.json') as {
  definitions: Record<string, { properties?: Record<string, unknown> }>
}

type Config = Record<string, unknown> & {
  electronFuses: Record<string, unknown>
  asarUnpack: string[]
  files: string[]
  mac: { target: Array<{ target: string; arch: string[] }>; hardenedRuntime: boolean }
  win: { target: string[] }
  nsis: { include: string }
  linux: { target: string[] } & Record<string, unknown>
  toolsets: { appimage: string }
  deb: { recommends: string[] }
  protocols: Array<{ name: string; schemes: string[] }>
}
const config = yaml.load(
  readFileSync(new URL('../../../electron-builder.yml', import.meta.url), 'utf8'),
) as Config
const ROOT = path.resolve(import.meta.dirname, '../../..')
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  name: string
  productName: string
  description: string
  desktopName: string
  homepage: string
  repository: { url: string }
  author: string
  dependencies: Record<string, string>
}

/**
 * The production packages (package-lock.json) that the packages main loads need, and the rest of
 * what package.json's dependencies bring in.
 */
function productionPackages(loadedByMain: readonly string[]): {
  shipped: string[]
  unused: string[]
} {
  const lock = (
    JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { dependencies?: object; optionalDependencies?: object }>
    }
  ).packages
  const closure = (names: readonly string[]) => {
    const seen = new Set<string>()
    const queue = [...names]
    while (queue.length > 0) {
      const name = queue.pop()!
      const entry = lock[`node_modules/${name}`]
      if (!entry || seen.has(name)) continue
      seen.add(name)
      queue.push(...Object.keys({ ...entry.dependencies, ...entry.optionalDependencies }))
    }
    return seen
  }
  const shipped = closure(loadedByMain)
  return {
    shipped: [...shipped],
    unused: [...closure(Object.keys(pkg.dependencies))].filter((n) => !shipped.has(n)),
  }
}

describe('electron-builder.yml', () => {
  it("passes electron-builder's own configuration validator", async () => {
    await expect(
      validateConfiguration(structuredClone(config), { isEnabled: false }),
    ).resolves.toBeUndefined()
  })

  it('would be caught if it named an option the schema does not know (the validator bites)', async () => {
    const broken = {
      ...structuredClone(config),
      electronFuses: { ...config.electronFuses, runAsNod: false },
    }
    await expect(validateConfiguration(broken, { isEnabled: false })).rejects.toThrow(
      /electronFuses/,
    )
  })

  it('uses only fuse names the installed electron-builder defines', () => {
    const known = Object.keys(scheme.definitions.FuseOptionsV1!.properties!)
    for (const name of Object.keys(config.electronFuses)) expect(known).toContain(name)
  })

  it('hardens every packaged build with the fuses', () => {
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
      resetAdHocDarwinSignature: true,
    })
  })

  it('builds AppImage and deb, a dmg for each Mac architecture, and nsis', () => {
    expect(config.linux.target).toEqual(['AppImage', 'deb'])
    expect(config.mac.target).toEqual([{ target: 'dmg', arch: ['arm64', 'x64'] }])
    expect(config.mac.hardenedRuntime).toBe(true)
    expect(config.win.target).toEqual(['nsis'])
  })

  it('makes the AppImage with the static runtime, which needs no libfuse2', () => {
    expect(config.toolsets.appimage).toBe('1.0.3')
  })

  it('rebuilds the native modules for Electron and keeps them out of the asar', () => {
    expect(config.asar).toBe(true)
    expect(config.npmRebuild).toBe(true)
    expect(config.asarUnpack).toEqual(
      expect.arrayContaining(['node_modules/better-sqlite3/**', 'node_modules/keytar/**']),
    )
  })

  it('ships the three bundles', () => {
    expect(config.files).toContain('out/**')
  })

  it('leaves out of the package what main never loads, and keeps what it does', () => {
    const { minimatch } = require('minimatch') as {
      minimatch(path: string, pattern: string, o: { dot: boolean }): boolean
    }
    const excluded = (file: string) =>
      config.files.some((p) => p.startsWith('!') && minimatch(file, p.slice(1), { dot: true }))
    const { shipped, unused } = productionPackages(['better-sqlite3', 'keytar', 'ws', 'zod'])
    expect(unused.length).toBeGreaterThan(10)
    for (const name of unused)
      expect({ name, excluded: excluded(`node_modules/${name}/package.json`) }).toEqual({
        name,
        excluded: true,
      })
    for (const name of shipped)
      expect({ name, excluded: excluded(`node_modules/${name}/package.json`) }).toEqual({
        name,
        excluded: false,
      })
    for (const file of [
      'deps/sqlite3/sqlite3.c',
      'src/better_sqlite3.cpp',
      'build/Release/obj.target/better_sqlite3/src/better_sqlite3.o',
      'build/deps/sqlite3.a',
    ]) {
      expect(excluded(`node_modules/better-sqlite3/${file}`)).toBe(true)
    }
    for (const file of ['build/Release/better_sqlite3.node', 'lib/index.js'])
      expect(excluded(`node_modules/better-sqlite3/${file}`)).toBe(false)
    expect(config.asarUnpack).not.toContain('node_modules/sodium-native/**')
  })

  it("gives the Linux desktop entry a main category and the window's WM_CLASS (electron-builder's own code)", async () => {
    const { LinuxTargetHelper } = require('app-builder-lib/out/targets/LinuxTargetHelper') as {
      LinuxTargetHelper: new (packager: unknown) => {
        computeDesktopEntry(o: unknown): Promise<string>
        getDesktopFileName(): string
      }
    }
    const packager = {
      info: { metadata: pkg },
      appInfo: {
        productName: pkg.productName,
        sanitizedProductName: pkg.productName,
        description: pkg.description,
      },
      executableName: pkg.name,
      platformSpecificBuildOptions: config.linux,
      config,
      fileAssociations: [],
    }
    const helper = new LinuxTargetHelper(packager)
    const entry = await helper.computeDesktopEntry(config.linux)
    expect(entry).toContain('\nCategories=Office;Finance;\n')
    // Electron sets WM_CLASS and the Wayland app id to package.json's desktopName without ".desktop".
    expect(pkg.desktopName).toBe('cosigner.desktop')
    expect(entry).toContain('\nStartupWMClass=cosigner\n')
    expect(`${helper.getDesktopFileName()}.desktop`).toBe(pkg.desktopName)
    expect(entry).toContain(`\nMimeType=x-scheme-handler/${LINK_SCHEME};\n`)
  })

  it('has the deb recommend a Secret Service, where the keys are kept', () => {
    expect(config.deb.recommends).toEqual(['gnome-keyring | kwalletmanager | keepassxc'])
  })

  it('names what a deb needs from package.json: homepage, repository and author with an email', () => {
    expect(new URL(pkg.homepage).protocol).toBe('https:')
    const hostedGitInfo = require('hosted-git-info') as {
      fromUrl(url: string): { https(): string } | undefined
    }
    expect(hostedGitInfo.fromUrl(pkg.repository.url)?.https()).toMatch(/^git\+https:\/\//)
    expect(pkg.author).toMatch(/^[^<]+ <[^@>]+@[^>]+>$/)
  })

  it('registers the cosigner:// scheme the app reads its links from', async () => {
    expect(config.protocols).toEqual([{ name: 'Cosigner link', schemes: [LINK_SCHEME] }])
    const broken = {
      ...structuredClone(config),
      protocols: [{ name: 'Cosigner link', scheme: [LINK_SCHEME] }],
    }
    await expect(validateConfiguration(broken, { isEnabled: false })).rejects.toThrow(/protocols/)
  })
})

describe('the icons (build/, rendered from build/icon.svg by build/make-icons.sh)', () => {
  const build = (file: string) => readFileSync(path.join(ROOT, 'build', file))
  /** A PNG's width and height, from its IHDR chunk. */
  const pngSize = (png: Buffer) => {
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
    return [png.readUInt32BE(16), png.readUInt32BE(20)]
  }

  it('has the Linux sizes, each as large as its name says, and the 1024 px source', () => {
    const linux = readdirSync(path.join(ROOT, 'build/icons')).sort(
      (a, b) => parseInt(a) - parseInt(b),
    )
    expect(linux).toEqual([
      '16x16.png',
      '24x24.png',
      '32x32.png',
      '48x48.png',
      '64x64.png',
      '128x128.png',
      '256x256.png',
      '512x512.png',
    ])
    for (const file of linux)
      expect(pngSize(build(`icons/${file}`))).toEqual(
        file.replace('.png', '').split('x').map(Number),
      )
    expect(pngSize(build('icon.png'))).toEqual([1024, 1024])
  })

  it('has a macOS icon set up to 1024 px', () => {
    const icns = build('icon.icns')
    expect(icns.subarray(0, 4).toString('latin1')).toBe('icns')
    expect(icns.readUInt32BE(4)).toBe(icns.length)
    const types: string[] = []
    for (let at = 8; at < icns.length; at += icns.readUInt32BE(at + 4))
      types.push(icns.subarray(at, at + 4).toString('latin1'))
    expect(types).toEqual(expect.arrayContaining(['is32', 'il32', 'it32', 'ic08', 'ic09', 'ic10']))
  })

  it('has a Windows icon from 16 to 256 px', () => {
    const ico = build('icon.ico')
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1])
    const sides = Array.from({ length: ico.readUInt16LE(4) }, (_, i) => ico[6 + 16 * i] || 256)
    expect(sides).toEqual([16, 24, 32, 48, 64, 128, 256])
  })
})

describe('the Windows installer’s cosigner:// links (build/installer.nsh)', () => {
  const include = path.join(ROOT, config.nsis.include)
  const script = readFileSync(include, 'utf8')
  const makensis = ['/usr/bin/makensis', '/usr/local/bin/makensis'].find((f) => existsSync(f))

  it('registers the scheme when installing and removes it when uninstalling', () => {
    const key = `"Software\\Classes\\${LINK_SCHEME}`
    const install = /!macro customInstall\n([\s\S]*?)!macroend/.exec(script)?.[1] ?? ''
    expect(install).toContain(`WriteRegStr SHELL_CONTEXT ${key}" "URL Protocol" ""`)
    expect(install).toContain(
      `WriteRegStr SHELL_CONTEXT ${key}\\shell\\open\\command" "" '"$appExe" "%1"'`,
    )
    expect(/!macro customUnInstall\n([\s\S]*?)!macroend/.exec(script)?.[1]).toContain(
      `DeleteRegKey SHELL_CONTEXT ${key}"`,
    )
  })

  it.skipIf(!makensis)(
    'compiles with NSIS, inside an installer and an uninstaller as electron-builder’s templates use it',
    () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'cosigner-nsis-'))
      try {
        const wrapper = path.join(dir, 'check.nsi')
        writeFileSync(
          wrapper,
          [
            `!include "${include}"`,
            'OutFile "check.exe"',
            'RequestExecutionLevel user',
            'Var appExe',
            'Section "Install"',
            '  StrCpy $appExe "$INSTDIR\\Cosigner.exe"',
            '  !insertmacro customInstall',
            '  WriteUninstaller "$INSTDIR\\uninstall.exe"',
            'SectionEnd',
            'Section "Uninstall"',
            '  !insertmacro customUnInstall',
            'SectionEnd',
          ].join('\n'),
        )
        expect(() =>
          execFileSync(makensis!, ['-V2', '-WX', wrapper], { cwd: dir, stdio: 'pipe' }),
        ).not.toThrow()
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  )
})
