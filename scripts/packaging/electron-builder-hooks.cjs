// electron-builder loads its hooks as JavaScript (electron-builder.yml); they are written in
// TypeScript and tested under Node (./hooks.ts), so this file only loads them through tsx.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, which electron-builder can load without help
const { require: requireTypeScript } = require('tsx/cjs/api')

module.exports = requireTypeScript('./hooks.ts', __filename)
