// Enforces the layer lines of docs/ARCHITECTURE.md: which process a file runs in is given by its folder, and an
// import may only point where that process can go. Modelled on VS Code's `local/code-layering`.
import { builtinModules } from 'node:module'
import path from 'node:path'

const NODE = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)])
const NODE_ONLY_PACKAGES = ['better-sqlite3', 'keytar', 'ws', 'hono', '@hono/node-server', 'tsx']

/** Layer of a file, from its path relative to the repository root. */
function layerOf(rel) {
  // A trailing slash makes a folder import (`../main/core`) land in the folder's own layer.
  const p = `${rel.split(path.sep).join('/')}/`
  if (p.startsWith('src/shared/')) return 'shared'
  if (p.startsWith('src/node/')) return 'node'
  if (p.startsWith('src/main/core/')) return 'core'
  if (p.startsWith('src/main/')) return 'main'
  if (p.startsWith('src/preload/')) return 'preload'
  if (p.startsWith('src/renderer/')) return 'renderer'
  if (p.startsWith('src/sequencer/')) return 'sequencer'
  if (p.startsWith('src/cli/')) return 'cli'
  return 'outside'
}

// Which of our layers each layer may import (docs/ARCHITECTURE.md: renderer → bridge, preload →
// bridge, main → core → node | shared, sequencer → node | shared, cli → sequencer | core | node |
// shared). `node` is the Node-only toolkit both Node processes share; it knows neither of them.
const MAY_IMPORT = {
  shared: ['shared'],
  node: ['node', 'shared'],
  core: ['core', 'node', 'shared'],
  main: ['main', 'core', 'node', 'shared'],
  preload: ['preload', 'shared'],
  renderer: ['renderer', 'shared'],
  sequencer: ['sequencer', 'node', 'shared'],
  cli: ['cli', 'sequencer', 'core', 'node', 'shared'],
}

// What each layer may reach outside our code: Node built-ins, Electron, Node-only native packages.
const MAY_USE = {
  shared: { node: false, electron: false },
  node: { node: true, electron: false },
  core: { node: true, electron: false },
  main: { node: true, electron: true },
  preload: { node: false, electron: true },
  renderer: { node: false, electron: false },
  sequencer: { node: true, electron: false },
  cli: { node: true, electron: false },
}

export const layersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'keep imports within the process layers of docs/ARCHITECTURE.md' },
    schema: [],
  },
  create(context) {
    const root = context.cwd
    const file = context.filename
    const from = layerOf(path.relative(root, file))
    if (from === 'outside') return {}

    function check(node, spec) {
      if (typeof spec !== 'string') return
      if (spec.startsWith('.')) {
        const to = layerOf(path.relative(root, path.resolve(path.dirname(file), spec)))
        if (to === 'outside' || !MAY_IMPORT[from].includes(to)) {
          context.report({
            node,
            message: `${from} code may not import ${to} code ("${spec}"); see docs/ARCHITECTURE.md`,
          })
        }
        return
      }
      const isNode =
        NODE.has(spec) || NODE_ONLY_PACKAGES.some((p) => spec === p || spec.startsWith(`${p}/`))
      if (isNode && !MAY_USE[from].node) {
        context.report({
          node,
          message: `${from} code may not use Node ("${spec}"); it runs where Node is absent`,
        })
      }
      if ((spec === 'electron' || spec.startsWith('electron/')) && !MAY_USE[from].electron) {
        context.report({ node, message: `${from} code may not import Electron ("${spec}")` })
      }
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    }
  },
}
