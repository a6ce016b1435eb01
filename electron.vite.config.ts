import { defineConfig } from 'electron-vite'
import { resolve } from 'node:path'

// Three bundles, one per process: main (Node, with the native modules kept external), the preload
// bridge, and the sandboxed renderer. The wallet's sources arrive with the wallet issues; this file
// fixes where each process's entry lives.
export default defineConfig({
  main: {
    build: { rollupOptions: { input: resolve('src/main/index.ts') } },
  },
  preload: {
    build: { rollupOptions: { input: resolve('src/preload/index.ts') } },
  },
  renderer: {
    root: resolve('src/renderer'),
    build: { rollupOptions: { input: resolve('src/renderer/index.html') } },
  },
})
