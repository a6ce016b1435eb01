import { existsSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'

// The `cosigner` command, built as the app is (bin/cli-build.js runs this build into a folder of its
// own under out/cli and records which one is current). Node loading one bundle starts in a fraction of
// the time tsx takes to compile the TypeScript sources, and far fewer files: every package is bundled
// in (zod alone is some hundred ES modules to resolve and read), except those that cannot be —
// native addons (better-sqlite3, keytar, sodium-native) and ws, whose optional native helpers it
// requires at run time. Each command is its own chunk, loaded when it runs, so `cosigner wallet
// --help` loads neither the sequencer nor the wallet core; minified, there is less for Node to parse
// (a failure prints its message, never a stack, so nothing a person reads changes).

/** Packages loaded from node_modules at run time rather than bundled. */
const EXTERNAL = ['better-sqlite3', 'keytar', 'sodium-native', 'ws']

/**
 * A module a worker thread loads is named in the sources as `new URL('./x.ts', import.meta.url)`
 * (src/sequencer/crypto/curve-work.ts): under tsx that is the TypeScript file itself. Here it is built
 * as a chunk of its own, under the same name with .js, and the URL names the built file.
 */
function workerModules(): Plugin {
  const pattern = /new URL\((['"])(\.{1,2}\/[^'"]+\.ts)\1,\s*import\.meta\.url\)/g
  return {
    name: 'cosigner-worker-modules',
    transform(code, id) {
      if (id.includes('node_modules') || !code.includes('import.meta.url')) return null
      let changed = false
      const out = code.replace(pattern, (whole: string, _quote: string, path: string) => {
        const file = resolve(dirname(id), path)
        if (!existsSync(file)) return whole
        changed = true
        // Every chunk is written to the same folder, so the URL stays relative to the module's own.
        const fileName = `${path.replace(/^.*\//, '').replace(/\.ts$/, '')}.js`
        this.emitFile({ type: 'chunk', id: file, fileName })
        return `new URL('./${fileName}', import.meta.url)`
      })
      return changed ? { code: out, map: null } : null
    },
  }
}

/**
 * Writes `inputs.json` beside the build: the project's own files it was made of, relative to the
 * project, so bin/cli-build.js can tell when one changed since. Packages are left out (npm keeps the
 * times their tarballs carry): a change of packages shows in npm's lockfiles, which it checks too.
 */
function inputsList(root: string): Plugin {
  return {
    name: 'cosigner-build-inputs',
    generateBundle() {
      const files = [...this.getModuleIds()]
        .filter((id) => !id.startsWith('\0') && !id.includes('/node_modules/') && existsSync(id))
        .map((id) => relative(root, id))
      this.emitFile({
        type: 'asset',
        fileName: 'inputs.json',
        source: JSON.stringify([...new Set(files)].sort()),
      })
    },
  }
}

const root = dirname(fileURLToPath(import.meta.url))

export default defineConfig({
  root,
  logLevel: 'warn',
  plugins: [workerModules(), inputsList(root)],
  ssr: { noExternal: true, external: EXTERNAL },
  build: {
    ssr: true,
    target: 'node20',
    outDir: 'out/cli/latest',
    emptyOutDir: true,
    minify: true,
    reportCompressedSize: false,
    rolldownOptions: {
      input: { main: resolve(root, 'src/cli/main.ts') },
      output: { format: 'esm', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
})
