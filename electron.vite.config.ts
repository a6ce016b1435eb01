import react from '@vitejs/plugin-react'
import { defineConfig } from 'electron-vite'
import { resolve } from 'node:path'

// Three bundles, one per process.
// - main: ESM (package.json "type": "module"), dependencies kept external (better-sqlite3 and
//   keytar are native; electron-builder ships node_modules).
// - preload: CommonJS in one file with every dependency bundled in, because a sandboxed preload
//   (`sandbox: true`) is loaded as a classic script that may `require` only `electron` and a few
//   built-ins; an ESM preload (`index.mjs`) would force `sandbox: false`.
// - renderer: the sandboxed page, served from the app's own scheme (src/main/security.ts).
export default defineConfig({
  main: {
    build: {
      rolldownOptions: { input: resolve('src/main/index.ts') },
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
