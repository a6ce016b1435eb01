/**
 * The benchmarks and the tests stay apart: what both need lives in harness/, so a change to a test
 * cannot move a benchmark's figures and a benchmark cannot break a test. Reads every module's
 * imports with the TypeScript parser, lazy `import()` included.
 * @module
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name)
    if (statSync(p).isDirectory()) sourceFiles(p, out)
    else if (/\.tsx?$/.test(name)) out.push(p)
  }
  return out
}

/** Each relative import of a file, resolved to the top folder of the checkout it lands in. */
function importedFolders(file: string): { specifier: string; folder: string }[] {
  const text = readFileSync(file, 'utf8')
  const info = ts.preProcessFile(text, true, true)
  return info.importedFiles
    .map((f) => f.fileName)
    .filter((s) => s.startsWith('.'))
    .map((specifier) => ({
      specifier,
      folder: path
        .relative(process.cwd(), path.resolve(path.dirname(file), specifier))
        .split(path.sep)[0]!,
    }))
}

const crossings = (from: string, to: string) =>
  sourceFiles(path.resolve(from)).flatMap((file) =>
    importedFolders(file)
      .filter((i) => i.folder === to)
      .map((i) => `${path.relative(process.cwd(), file)} → ${i.specifier}`),
  )

describe('bench/ and test/', () => {
  it('import nothing of each other (what both need is in harness/)', () => {
    expect(crossings('bench', 'test')).toEqual([])
    expect(crossings('test', 'bench')).toEqual([])
    expect(crossings('harness', 'test')).toEqual([])
    expect(crossings('harness', 'bench')).toEqual([])
  })

  it('resolves each import to the folder it lands in, so a crossing would show', () => {
    expect(
      importedFolders(path.resolve('harness/wallet-network.ts')).map((i) => i.folder),
    ).toContain('src')
    expect(importedFolders(path.resolve('bench/payroll.bench.ts')).map((i) => i.folder)).toContain(
      'harness',
    )
  })
})
