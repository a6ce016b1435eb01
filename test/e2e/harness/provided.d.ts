// What the end-to-end project's global setup (./global-setup.ts) hands to its test files.
import 'vitest'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built renderer the web hosts serve. */
    e2eRendererDir: string
  }
}
