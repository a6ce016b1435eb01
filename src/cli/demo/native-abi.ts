/**
 * Which runtime a native addon (.node file) was built for, read from the file itself. A V8 addon
 * such as better-sqlite3 exports `node_register_module_v<ABI>`, the ABI of the headers it was
 * compiled against (Node 20: 115, Electron 45: 150), and loads nowhere else; a Node-API addon such
 * as keytar exports `napi_register_module_v1` and loads in either. Build tools record what they
 * meant to build (@electron/rebuild's .forge-meta), which npm's `nodedir` setting can make untrue:
 * only the file says what was built.
 * @module
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

export type AddonRuntime =
  | { readonly kind: 'abi'; readonly abi: string }
  | { readonly kind: 'node-api' }
  /** Neither symbol found: nothing can be said. */
  | { readonly kind: 'unknown' }

/** The runtime the addon whose bytes are `binary` was built for. */
export function addonRuntime(binary: Buffer): AddonRuntime {
  const text = binary.toString('latin1')
  const v8 = /node_register_module_v(\d+)/.exec(text)
  if (v8) return { kind: 'abi', abi: v8[1]! }
  return /napi_register_module_v\d/.test(text) ? { kind: 'node-api' } : { kind: 'unknown' }
}

/** Every .node file under `dir`. */
export function nativeAddonsUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.node'))
    .map((e) => path.join(e.parentPath, e.name))
}

export interface MisbuiltAddon {
  /** Relative to the folder searched. */
  readonly file: string
  readonly abi: string
}

/** The V8 addons under `dir` built for another ABI than `abi`. */
export function addonsBuiltForAnotherAbi(dir: string, abi: string): MisbuiltAddon[] {
  const wrong: MisbuiltAddon[] = []
  for (const file of nativeAddonsUnder(dir)) {
    const runtime = addonRuntime(readFileSync(file))
    if (runtime.kind === 'abi' && runtime.abi !== abi)
      wrong.push({ file: path.relative(dir, file), abi: runtime.abi })
  }
  return wrong
}
