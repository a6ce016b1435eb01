// Enforces the sequencer's own layering (src/sequencer), inside the `sequencer` layer that
// ./layers.js places among the processes. Three levels:
//   base      http/, db/, crypto/ and the files at the top of src/sequencer (context, clock,
//             followers, server-key): what every feature stands on; imports no feature.
//   features  every other folder (users, codes, conversations, messages, attachments, blaze,
//             ledger, inscriptions, payments, assets, …): a feature imports the base, itself, and
//             only the features FEATURE_IMPORTS allows it. Telling another feature what happened
//             goes through the context's followers (src/sequencer/followers.ts).
//   assembly  assemble.ts and server.ts: build the app and the context and wire the followers;
//             they import anything, and nothing imports them.
import { existsSync, statSync } from 'node:fs'
import path from 'node:path'

const BASE_FOLDERS = new Set(['http', 'db', 'crypto'])
const ASSEMBLY = new Set(['assemble.ts', 'server.ts'])

// The one list of features one feature may import directly, each because it is built on it rather
// than told by it. A feature missing here imports none.
//   codes: every object that can be shared (a user, a group, a payment) takes its code from the one
//          registry as it is created.
//   users: looking up who exists and their keys (ghost keys, payment opponents, bots, contacts).
//   attachments are read by the participants of the conversations they were sent in.
//   messages are sent in conversations (membership) and carry attachments; blaze is the socket that
//          delivers messages; inscriptions ride on ledger outputs (an inscribed item is deposited as one).
//   ledger on assets: a deposit is a Kernel transaction naming its asset's chain and key, which the
//          registry holds (and the faucet registers an asset it deposits first).
const FEATURE_IMPORTS = {
  codes: [],
  users: ['codes'],
  attachments: ['conversations'],
  conversations: ['codes'],
  messages: ['conversations', 'attachments', 'users'],
  blaze: ['messages'],
  ledger: ['users', 'assets'],
  inscriptions: ['ledger'],
  payments: ['codes', 'users'],
  assets: [],
}

const SEQUENCER = 'src/sequencer/'

/**
 * Where a file or import target sits in the sequencer: { level: 'base' | 'feature' | 'assembly',
 * name }, or undefined outside src/sequencer. `abs` is the absolute path, `rel` the same path
 * relative to the repository root.
 */
function placeOf(abs, rel) {
  const p = rel.split(path.sep).join('/')
  if (!p.startsWith(SEQUENCER)) return undefined
  const parts = p.slice(SEQUENCER.length).split('/')
  // One segment: a top-level file, or a folder imported through its index.
  const folder =
    parts.length > 1 || (existsSync(abs) && statSync(abs).isDirectory()) ? parts[0] : undefined
  if (folder === undefined) {
    const file = /\.[cm]?[jt]sx?$/.test(parts[0]) ? parts[0] : `${parts[0]}.ts`
    return ASSEMBLY.has(file) ? { level: 'assembly', name: file } : { level: 'base', name: file }
  }
  return BASE_FOLDERS.has(folder)
    ? { level: 'base', name: folder }
    : { level: 'feature', name: folder }
}

export const sequencerFeaturesRule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'keep the sequencer layered: base below features, features apart, the assembly on top',
    },
    schema: [],
  },
  create(context) {
    const root = context.cwd
    const file = context.filename
    const from = placeOf(file, path.relative(root, file))
    if (!from || from.level === 'assembly') return {}

    function check(node, spec) {
      if (typeof spec !== 'string' || !spec.startsWith('.')) return
      const abs = path.resolve(path.dirname(file), spec)
      const to = placeOf(abs, path.relative(root, abs))
      if (!to) return
      if (to.level === 'assembly') {
        context.report({
          node,
          message: `sequencer code may not import the assembly ("${spec}"); assemble.ts and server.ts sit on top`,
        })
      } else if (to.level === 'feature' && from.level === 'base') {
        context.report({
          node,
          message: `sequencer ${from.name} may not import the ${to.name} feature ("${spec}"); http/, db/, crypto/ and the top-level files sit below the features`,
        })
      } else if (
        to.level === 'feature' &&
        to.name !== from.name &&
        !(FEATURE_IMPORTS[from.name] ?? []).includes(to.name)
      ) {
        context.report({
          node,
          message:
            `the sequencer's ${from.name} feature may not import the ${to.name} feature ("${spec}"); ` +
            'tell it through the followers on the context (src/sequencer/followers.ts, wired in assemble.ts), ' +
            'or allow it in eslint/sequencer-features.js',
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
