/**
 * `npm start` / `npm run start:web` (after `electron-vite build`): see src/cli/demo/start.ts.
 * Run with `node --import tsx scripts/start.ts [--web] [--port N]`.
 */
import { runStart } from '../src/cli/demo/start'

process.exitCode = await runStart(process.argv.slice(2), process.env, process.cwd(), (line) =>
  console.log(line),
)
