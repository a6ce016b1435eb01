// Enforces the renderer's own layering (src/renderer), inside the `renderer` layer that ./layers.js
// places among the processes. From the ground up:
//   base        base/: the door to the core (the bridge caller), errors in words, files saved and
//               read, CSV, formatting; no React state, no store. Imports only itself.
//   store       store/: the one store, whose actions are the only code that calls the bridge.
//   components  components/: parts and hooks every screen shares.
//   features    every other folder (queue, review, accounts, groups, conversation, onboarding,
//               lock, settings, open, activity, …): a feature imports the floors below, itself, and
//               only the features FEATURE_IMPORTS allows it.
//   app         app/ and main.tsx: the shell that mounts the screens; nothing imports it but main.tsx.
import { existsSync, statSync } from 'node:fs'
import path from 'node:path'

const RENDERER = 'src/renderer/'
const FLOOR = { base: 0, store: 1, components: 2, feature: 3, app: 4 }

// The one list of features a feature may import, each because it shows the other inside its screen.
//   groups: a group's screen holds its conversation.
//   settings: Settings holds the lock's settings and the new-passphrase fields.
//   accounts: an account's screen holds its payrolls and moves.
const FEATURE_IMPORTS = {
  accounts: ['runs'],
  groups: ['conversation'],
  settings: ['lock'],
}

/** Where a file or import target sits: { level, name }, or undefined outside src/renderer. */
function placeOf(abs, rel) {
  const p = rel.split(path.sep).join('/')
  if (!p.startsWith(RENDERER)) return undefined
  const parts = p.slice(RENDERER.length).split('/')
  const folder =
    parts.length > 1 || (existsSync(abs) && statSync(abs).isDirectory()) ? parts[0] : undefined
  if (folder === undefined) return { level: 'app', name: parts[0] }
  if (folder === 'base' || folder === 'store' || folder === 'components' || folder === 'app')
    return { level: folder, name: folder }
  // Stylesheets are leaves, whoever imports them.
  if (folder === 'styles') return { level: 'base', name: folder }
  return { level: 'feature', name: folder }
}

export const rendererFoldersRule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'keep the renderer layered: base, store, components, features, then the app shell',
    },
    schema: [],
  },
  create(context) {
    const root = context.cwd
    const file = context.filename
    const from = placeOf(file, path.relative(root, file))
    if (!from) return {}

    function check(node, spec) {
      if (typeof spec !== 'string' || !spec.startsWith('.')) return
      const abs = path.resolve(path.dirname(file), spec)
      const to = placeOf(abs, path.relative(root, abs))
      if (!to || to.name === from.name) return
      if (to.level === 'app') {
        if (from.name !== 'main.tsx')
          context.report({
            node,
            message: `renderer code may not import the app shell ("${spec}"); app/ sits on top and only main.tsx mounts it`,
          })
        return
      }
      if (FLOOR[to.level] > FLOOR[from.level]) {
        context.report({
          node,
          message: `the renderer's ${from.name} may not import ${to.name} ("${spec}"): base, store, components and the features stand in that order, each on those below it`,
        })
        return
      }
      if (
        from.level === 'feature' &&
        to.level === 'feature' &&
        !(FEATURE_IMPORTS[from.name] ?? []).includes(to.name)
      ) {
        context.report({
          node,
          message: `the renderer's ${from.name} screen may not import the ${to.name} feature ("${spec}"); move what both use to components/ or store/, or allow it in eslint/renderer-folders.js`,
        })
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
