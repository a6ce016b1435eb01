/**
 * No import cycles in src/: two modules that import each other (directly or around a longer loop,
 * type-only imports and lazy `import()` included) cannot be understood, tested or moved apart.
 * Reads every module's imports with the TypeScript parser and looks for strongly connected groups.
 * @module
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const SRC = path.resolve('src')

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name)
    if (statSync(p).isDirectory()) sourceFiles(p, out)
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(p)
  }
  return out
}

function isFile(p: string): boolean {
  try {
    return statSync(p).isFile()
  } catch {
    return false
  }
}

/** The file a relative specifier names, as the bundler and tsx resolve it; undefined for a package. */
function resolveImport(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined
  const base = path.resolve(path.dirname(from), spec)
  return [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ].find(isFile)
}

/** Every relative module a file names: imports, re-exports, `import()` calls and `import('…')` types. */
function importsOf(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )
  const specs: string[] = []
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      specs.push(node.moduleSpecifier.text)
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      specs.push(node.arguments[0].text)
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      specs.push(node.argument.literal.text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return specs.map((s) => resolveImport(file, s)).filter((f): f is string => f !== undefined)
}

/**
 * The cycles of a graph: each strongly connected group of two or more nodes (or one importing
 * itself), as one loop through it, starting and ending at its first node (Tarjan's algorithm).
 */
function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const groups: string[][] = []
  const connect = (v: string): void => {
    index.set(v, next)
    low.set(v, next++)
    stack.push(v)
    onStack.add(v)
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        connect(w)
        low.set(v, Math.min(low.get(v)!, low.get(w)!))
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, index.get(w)!))
      }
    }
    if (low.get(v) !== index.get(v)) return
    const group: string[] = []
    for (let w = stack.pop()!; ; w = stack.pop()!) {
      onStack.delete(w)
      group.push(w)
      if (w === v) break
    }
    if (group.length > 1 || graph.get(v)?.includes(v)) groups.push(group)
  }
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) connect(v)
  return groups.map((group) => loopThrough(graph, new Set(group)))
}

/** The shortest loop from the group's first node (by name) back to it, staying inside the group. */
function loopThrough(
  graph: ReadonlyMap<string, readonly string[]>,
  group: ReadonlySet<string>,
): string[] {
  const start = [...group].sort()[0]!
  const cameFrom = new Map<string, string>()
  const queue = [start]
  while (queue.length > 0) {
    const v = queue.shift()!
    for (const w of graph.get(v) ?? []) {
      if (!group.has(w)) continue
      if (w === start) {
        const loop = [start]
        for (let u: string | undefined = v; u !== undefined && u !== start; u = cameFrom.get(u))
          loop.splice(1, 0, u)
        return [...loop, start]
      }
      if (!cameFrom.has(w)) {
        cameFrom.set(w, v)
        queue.push(w)
      }
    }
  }
  return [start]
}

describe('import cycles', () => {
  it('finds a loop and names it, and sees none in a chain', () => {
    const loop = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
    ])
    expect(cyclesOf(loop)).toEqual([['a', 'b', 'c', 'a']])
    expect(cyclesOf(new Map([['a', ['a']]]))).toEqual([['a', 'a']])
    expect(
      cyclesOf(
        new Map([
          ['a', ['b', 'c']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toEqual([])
  })

  it('src/ has none', () => {
    const files = sourceFiles(SRC)
    const graph = new Map(
      files.map((f) => [path.relative('.', f), importsOf(f).map((to) => path.relative('.', to))]),
    )
    // The walk reads what it should: a lazy import, a type-only import and a folder's index.
    expect(graph.get(path.join('src', 'cli', 'main.ts'))).toContain(
      path.join('src', 'cli', 'tx.ts'),
    )
    expect(graph.get(path.join('src', 'sequencer', 'context.ts'))).toContain(
      path.join('src', 'sequencer', 'followers.ts'),
    )
    expect(graph.get(path.join('src', 'cli', 'demo', 'start.ts'))).toContain(
      path.join('src', 'main', 'core', 'vault', 'index.ts'),
    )
    expect(cyclesOf(graph).map((loop) => loop.join(' → '))).toEqual([])
  })
})
