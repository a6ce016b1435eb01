import { ESLint } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, expect, it } from 'vitest'

// Lints snippets as if they lived at a given path, through the project's real config (the rules that
// need types are off: the snippets are in no tsconfig).
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: tseslint.configs.disableTypeChecked,
})

async function folderErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result!.messages.filter((m) => m.ruleId === 'local/renderer-folders').map((m) => m.message)
}

describe('renderer layering (eslint/renderer-folders.js)', () => {
  const cases: Array<[string, string, boolean]> = [
    // The ground imports only itself.
    ['src/renderer/base/x.ts', "import { a } from './errors'\nexport const b = a", true],
    ['src/renderer/base/x.ts', "import { a } from '../store'\nexport const b = a", false],
    [
      'src/renderer/base/x.ts',
      "import { a } from '../components/hooks'\nexport const b = a",
      false,
    ],
    // The store stands on the ground, below every screen.
    [
      'src/renderer/store/x.ts',
      "import { a } from '../base/bridge-caller'\nexport const b = a",
      true,
    ],
    [
      'src/renderer/store/x.ts',
      "import { a } from '../components/format'\nexport const b = a",
      false,
    ],
    ['src/renderer/store/x.ts', "import { a } from '../review/Review'\nexport const b = a", false],
    ['src/renderer/store/x.ts', "import { a } from '../app/App'\nexport const b = a", false],
    // Shared parts use the store and the ground, no screen.
    ['src/renderer/components/x.ts', "import { a } from '../store'\nexport const b = a", true],
    [
      'src/renderer/components/x.ts',
      "import { a } from '../accounts/account-name'\nexport const b = a",
      false,
    ],
    // A screen uses what is below it, and another screen only where the list allows.
    [
      'src/renderer/review/x.ts',
      "import { a } from '../components/hooks'\nimport { c } from '../store'\nimport { d } from '../base/format'\nexport const b = [a, c, d]",
      true,
    ],
    ['src/renderer/review/x.ts', "import { a } from '../lock/grants'\nexport const b = a", false],
    [
      'src/renderer/queue/x.ts',
      "import { a } from '../activity/export'\nexport const b = a",
      false,
    ],
    [
      'src/renderer/groups/x.ts',
      "import { a } from '../conversation/Conversation'\nexport const b = a",
      true,
    ],
    [
      'src/renderer/settings/x.ts',
      "import { a } from '../lock/LockSettings'\nexport const b = a",
      true,
    ],
    [
      'src/renderer/review/x.ts',
      "const m = await import('../groups/Groups')\nexport const b = m",
      false,
    ],
    // Only main.tsx mounts the shell; the shell mounts every screen.
    ['src/renderer/queue/x.ts', "import { a } from '../app/commands'\nexport const b = a", false],
    ['src/renderer/main.tsx', "import { a } from './app/App'\nexport const b = a", true],
    [
      'src/renderer/app/x.ts',
      "import { a } from '../review/Review'\nimport { c } from '../base/errors'\nexport const b = [a, c]",
      true,
    ],
  ]

  it.each(cases)('%s: %s → allowed=%s', async (file, code, allowed) => {
    const errors = await folderErrors(file, code)
    expect(errors.length === 0).toBe(allowed)
  })
})
