/**
 * The page as the window has it, for the renderer's component tests (in a DOM environment): the
 * page's one store on a fake `window.cosigner`, and the screens bound to that store. Each call
 * starts a fresh page (modules loaded anew), so no test sees another's store.
 * @module
 */
import { cleanup } from '@testing-library/react'
import { vi } from 'vitest'
import type { FakeWallet } from './store/fake-bridge'

/** Loads the page's store on `w`'s bridge, then whatever `load` imports from the renderer (bound to that store). */
export async function pageOn<T>(
  w: FakeWallet,
  load: () => Promise<T>,
): Promise<T & { store: typeof import('../../../src/renderer/store') }> {
  cleanup()
  vi.resetModules()
  Object.defineProperty(window, 'cosigner', { value: w.api, configurable: true })
  const store = await import('../../../src/renderer/store')
  return { ...(await load()), store }
}
