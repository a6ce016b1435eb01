import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    environment: 'node',
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A poll waits on another process (the core behind a page, a server's socket); on a busy
    // machine one round trip can take longer than vitest's default second. Playwright's own
    // waits in the end-to-end specs have 15 s too.
    expect: { poll: { timeout: 15_000 } },
    setupFiles: ['test/helpers/catalogs.setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts', 'test/**/*.test.tsx', 'bench/**/*.test.ts'],
          exclude: ['test/e2e/**', '**/node_modules/**'],
          // Tests that run the `cosigner` executable run its build: made first when the sources changed.
          globalSetup: ['test/helpers/cli-build.global-setup.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        // Real Chromium against the web host and the real core: after the other tests (so the two
        // cores are not shared with unit tests), two files at a time, the renderer built once.
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.e2e.test.ts'],
          globalSetup: ['test/e2e/harness/global-setup.ts'],
          maxWorkers: 2,
          testTimeout: 90_000,
          hookTimeout: 90_000,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})
