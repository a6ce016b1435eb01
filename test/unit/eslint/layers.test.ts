import { ESLint } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, expect, it } from 'vitest'

// Lints snippets as if they lived at a given path, through the project's real config, so the layer
// rule is tested exactly as `npm test` applies it. The snippets are in no tsconfig, so the rules that
// need types are off here (they would refuse a file outside every project).
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: tseslint.configs.disableTypeChecked,
})

async function layerErrors(
  filePath: string,
  code: string,
  ruleId = 'local/layers',
): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result!.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message)
}

describe('layer lint (docs/ARCHITECTURE.md, the layers)', () => {
  const cases: Array<[string, string, boolean]> = [
    ['src/shared/kernel/x.ts', "import { a } from '../assert'\nexport const b = a", true],
    [
      'src/shared/kernel/x.ts',
      "import { a } from '../../main/core/vault'\nexport const b = a",
      false,
    ],
    [
      'src/shared/kernel/x.ts',
      "import { a } from '../../sequencer/db/open'\nexport const b = a",
      false,
    ],
    [
      'src/shared/kernel/x.ts',
      "import { readFileSync } from 'node:fs'\nexport const b = readFileSync",
      false,
    ],
    [
      'src/shared/kernel/x.ts',
      "import { createHash } from 'crypto'\nexport const b = createHash",
      false,
    ],
    ['src/shared/auth/x.ts', "import { app } from 'electron'\nexport const b = app", false],
    ['src/shared/auth/x.ts', "import { z } from 'zod'\nexport const b = z", true],
    ['src/renderer/x.ts', "import { a } from '../main/index'\nexport const b = a", false],
    ['src/renderer/x.ts', "import { a } from '../sequencer/server'\nexport const b = a", false],
    ['src/renderer/x.ts', "import { join } from 'node:path'\nexport const b = join", false],
    [
      'src/renderer/x.ts',
      "import { bridge } from '../shared/bridge'\nexport const b = bridge",
      true,
    ],
    ['src/main/core/x.ts', "import { app } from 'electron'\nexport const b = app", false],
    [
      'src/main/core/x.ts',
      "import Database from 'better-sqlite3'\nexport const b = Database",
      true,
    ],
    ['src/main/index.ts', "import { app } from 'electron'\nexport const b = app", true],
    ['src/sequencer/x.ts', "import { a } from '../main/core'\nexport const b = a", false],
    [
      'src/cli/x.ts',
      "import { createCore } from '../main/core'\nexport const b = createCore",
      true,
    ],
    ['src/cli/x.ts', "import { a } from '../main/index'\nexport const b = a", false],
    ['src/sequencer/x.ts', "import { a } from '../main/core/vault'\nexport const b = a", false],
    ['src/sequencer/x.ts', "export { a } from '../renderer/store'", false],
    ['src/cli/x.ts', "import { a } from '../sequencer/server'\nexport const b = a", true],
    ['src/cli/x.ts', "const m = await import('../renderer/app')\nexport const b = m", false],
    [
      'src/preload/index.ts',
      "import { contextBridge } from 'electron'\nexport const b = contextBridge",
      true,
    ],
    [
      'src/preload/index.ts',
      "import { readFileSync } from 'node:fs'\nexport const b = readFileSync",
      false,
    ],
    [
      'src/node/sqlite/x.ts',
      "import Database from 'better-sqlite3'\nexport const b = Database",
      true,
    ],
    ['src/node/sqlite/x.ts', "import { a } from '../../shared/assert'\nexport const b = a", true],
    [
      'src/node/sqlite/x.ts',
      "import { a } from '../../sequencer/db/open'\nexport const b = a",
      false,
    ],
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

describe('sequencer layering (eslint/sequencer-features.js)', () => {
  const cases: Array<[string, string, boolean]> = [
    // A feature uses the base and itself.
    ['src/sequencer/ledger/x.ts', "import { a } from '../http/errors'\nexport const b = a", true],
    [
      'src/sequencer/ledger/x.ts',
      "import { a } from '../db/group-commit'\nexport const b = a",
      true,
    ],
    ['src/sequencer/ledger/x.ts', "import { a } from '../followers'\nexport const b = a", true],
    ['src/sequencer/ledger/x.ts', "import { a } from './requests-store'\nexport const b = a", true],
    // The features it is built on, as the list allows.
    ['src/sequencer/ledger/x.ts', "import { a } from '../users/store'\nexport const b = a", true],
    [
      'src/sequencer/ledger/x.ts',
      "import { a } from '../assets/registry'\nexport const b = a",
      true,
    ],
    [
      'src/sequencer/messages/x.ts',
      "import { a } from '../conversations/store'\nexport const b = a",
      true,
    ],
    [
      'src/sequencer/inscriptions/x.ts',
      "import { a } from '../ledger/deposit'\nexport const b = a",
      true,
    ],
    ['src/sequencer/blaze/x.ts', "import { a } from '../messages/send'\nexport const b = a", true],
    // What it only tells goes through the followers, not an import.
    [
      'src/sequencer/ledger/x.ts',
      "import { a } from '../inscriptions/ledger-hook'\nexport const b = a",
      false,
    ],
    [
      'src/sequencer/ledger/x.ts',
      "import { a } from '../messages/send'\nexport const b = a",
      false,
    ],
    ['src/sequencer/ledger/x.ts', "import { a } from '../codes/store'\nexport const b = a", false],
    [
      'src/sequencer/conversations/x.ts',
      "import { a } from '../messages/system'\nexport const b = a",
      false,
    ],
    ['src/sequencer/ledger/x.ts', "export { a } from '../inscriptions/store'", false],
    [
      'src/sequencer/ledger/x.ts',
      "const m = await import('../messages/send')\nexport const b = m",
      false,
    ],
    ['src/sequencer/codes/x.ts', "import { a } from '../users/store'\nexport const b = a", false],
    // A feature the list does not know imports no other.
    [
      'src/sequencer/newfeature/x.ts',
      "import { a } from '../users/store'\nexport const b = a",
      false,
    ],
    [
      'src/sequencer/newfeature/x.ts',
      "import { a } from '../http/errors'\nexport const b = a",
      true,
    ],
    // The base is below every feature.
    ['src/sequencer/http/x.ts', "import { a } from '../users/store'\nexport const b = a", false],
    [
      'src/sequencer/db/x.ts',
      "import { a } from '../ledger/requests-store'\nexport const b = a",
      false,
    ],
    [
      'src/sequencer/context.ts',
      "import type { A } from './ledger/requests-store'\nexport type B = A",
      false,
    ],
    ['src/sequencer/http/x.ts', "import { a } from '../db/token-use'\nexport const b = a", true],
    ['src/sequencer/http/x.ts', "import { a } from '../context'\nexport const b = a", true],
    // Only the assembly wires features together, and nothing imports it.
    [
      'src/sequencer/assemble.ts',
      "import { a } from './messages/system'\nimport { c } from './ledger/routes'\nexport const b = [a, c]",
      true,
    ],
    [
      'src/sequencer/server.ts',
      "import { a } from './blaze/socket-server'\nexport const b = a",
      true,
    ],
    ['src/sequencer/ledger/x.ts', "import { a } from '../assemble'\nexport const b = a", false],
    ['src/sequencer/http/x.ts', "import { a } from '../server'\nexport const b = a", false],
    // Outside the sequencer the rule has nothing to say.
    ['src/cli/x.ts', "import { a } from '../sequencer/ledger/deposit'\nexport const b = a", true],
  ]

  it.each(cases)('%s: %s → allowed=%s', async (file, code, allowed) => {
    const errors = await layerErrors(file, code, 'local/sequencer-features')
    expect(errors.length === 0).toBe(allowed)
  })
})
