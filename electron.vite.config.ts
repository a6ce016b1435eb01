import react from '@vitejs/plugin-react'
import { defineConfig } from 'electron-vite'
import { resolve } from 'node:path'

// Three bundles, one per process.
// - main: CommonJS (`index.cjs`, which Electron loads with `require` although package.json says
//   "type": "module"): Electron's ESM loader reading from inside app.asar has regressed in several
//   releases, its CommonJS loader has not. So everything main requires at run time must be
//   CommonJS too: the ESM-only packages (@noble/*, @zxcvbn-ts/*, FormatJS) are bundled in, and only
//   better-sqlite3 and keytar (native), ws and zod (both ship CommonJS) stay external, loaded from
//   the node_modules electron-builder ships.
// - preload: CommonJS in one file with every dependency bundled in, because a sandboxed preload
//   (`sandbox: true`) is loaded as a classic script that may `require` only `electron` and a few
//   built-ins; an ESM preload (`index.mjs`) would force `sandbox: false`.
// - renderer: the sandboxed page, served from the app's own scheme (src/main/security.ts).
/** ESM-only packages main uses: bundled into it, so its CommonJS never requires an ES module. */
const MAIN_BUNDLED_PACKAGES = [
  '@noble/hashes',
  '@noble/curves',
  '@noble/ciphers',
  '@noble/ed25519',
  '@zxcvbn-ts/core',
  '@zxcvbn-ts/language-common',
  '@zxcvbn-ts/language-en',
  '@formatjs/intl',
  '@formatjs/icu-messageformat-parser',
  '@formatjs/icu-skeleton-parser',
  '@formatjs/fast-memoize',
  'intl-messageformat',
]

export default defineConfig({
  main: {
    build: {
      externalizeDeps: { exclude: MAIN_BUNDLED_PACKAGES },
      rolldownOptions: {
        input: resolve('src/main/index.ts'),
        output: {
          format: 'cjs',
          entryFileNames: '[name].cjs',
          chunkFileNames: '[name]-[hash].cjs',
        },
      },
    },
  },
  preload: {
    build: {
      externalizeDeps: false,
      rolldownOptions: {
        input: resolve('src/preload/index.ts'),
        output: { format: 'cjs', entryFileNames: '[name].cjs', codeSplitting: false },
      },
    },
  },
  renderer: {
    root: resolve('src/renderer'),
    plugins: [react()],
    build: {
      rolldownOptions: { input: resolve('src/renderer/index.html') },
    },
  },
})
