import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// Lints snippets as if they lived at a given path, through the project's real config, so the layer
// rule is tested exactly as `npm test` applies it.
const eslint = new ESLint({ cwd: process.cwd() })

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result!.messages.filter((m) => m.ruleId === 'local/layers').map((m) => m.message)
}

describe('layer lint (docs/ARCHITECTURE.md, the layers)', () => {
  const cases: Array<[string, string, boolean]> = [
    ['src/shared/kernel/x.ts', "import { a } from '../assert'\nexport const b = a", true],
    ['src/shared/kernel/x.ts', "import { a } from '../../main/core/vault'\nexport const b = a", false],
    ['src/shared/kernel/x.ts', "import { a } from '../../sequencer/db/open'\nexport const b = a", false],
    ['src/shared/kernel/x.ts', "import { readFileSync } from 'node:fs'\nexport const b = readFileSync", false],
    ['src/shared/kernel/x.ts', "import { createHash } from 'crypto'\nexport const b = createHash", false],
    ['src/shared/auth/x.ts', "import { app } from 'electron'\nexport const b = app", false],
    ['src/shared/auth/x.ts', "import { z } from 'zod'\nexport const b = z", true],
    ['src/renderer/x.ts', "import { a } from '../main/index'\nexport const b = a", false],
    ['src/renderer/x.ts', "import { a } from '../sequencer/server'\nexport const b = a", false],
    ['src/renderer/x.ts', "import { join } from 'node:path'\nexport const b = join", false],
    ['src/renderer/x.ts', "import { bridge } from '../shared/bridge'\nexport const b = bridge", true],
    ['src/main/core/x.ts', "import { app } from 'electron'\nexport const b = app", false],
    ['src/main/core/x.ts', "import Database from 'better-sqlite3'\nexport const b = Database", true],
    ['src/main/index.ts', "import { app } from 'electron'\nexport const b = app", true],
    ['src/sequencer/x.ts', "import { a } from '../main/core'\nexport const b = a", false],
    ['src/cli/x.ts', "import { createCore } from '../main/core'\nexport const b = createCore", true],
    ['src/cli/x.ts', "import { a } from '../main/index'\nexport const b = a", false],
    ['src/sequencer/x.ts', "import { a } from '../main/core/vault'\nexport const b = a", false],
    ['src/sequencer/x.ts', "export { a } from '../renderer/store'", false],
    ['src/cli/x.ts', "import { a } from '../sequencer/server'\nexport const b = a", true],
    ['src/cli/x.ts', "const m = await import('../renderer/app')\nexport const b = m", false],
    ['src/preload/index.ts', "import { contextBridge } from 'electron'\nexport const b = contextBridge", true],
    ['src/preload/index.ts', "import { readFileSync } from 'node:fs'\nexport const b = readFileSync", false],
    ['src/node/sqlite/x.ts', "import Database from 'better-sqlite3'\nexport const b = Database", true],
    ['src/node/sqlite/x.ts', "import { a } from '../../shared/assert'\nexport const b = a", true],
    ['src/node/sqlite/x.ts', "import { a } from '../../sequencer/db/open'\nexport const b = a", false],
    ['src/node/sqlite/x.ts', "import { a } from '../../main/core/db'\nexport const b = a", false],
    ['src/node/x.ts', "import { app } from 'electron'\nexport const b = app", false],
    ['src/main/core/x.ts', "import { a } from '../../node/sqlite/open'\nexport const b = a", true],
    ['src/sequencer/x.ts', "import { a } from '../node/sqlite/open'\nexport const b = a", true],
    ['src/cli/x.ts', "import { a } from '../node/renderer-files'\nexport const b = a", true],
    ['src/renderer/x.ts', "import { a } from '../node/renderer-files'\nexport const b = a", false],
    ['src/shared/x.ts', "import { a } from '../node/renderer-files'\nexport const b = a", false],
  ]

  it.each(cases)('%s: %s → allowed=%s', async (file, code, allowed) => {
    const errors = await layerErrors(file, code)
    expect(errors.length === 0).toBe(allowed)
  })

  it('forbids DOM and Node globals and bare Error in shared code', async () => {
    const [result] = await eslint.lintText(
      "export const f = () => { if (window) throw new Error('x'); return Buffer }\n",
      { filePath: 'src/shared/kernel/x.ts' },
    )
    const rules = result!.messages.map((m) => m.ruleId)
    expect(rules).toContain('no-restricted-globals')
    expect(rules).toContain('no-restricted-syntax')
  })
})
