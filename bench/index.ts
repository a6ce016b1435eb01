/**
 * `npm run bench`: runs every `bench/*.bench.ts` in turn (or those named on the command line) and
 * prints each one's figures. Each bench module exports a default async function.
 *
 * The script gives this process `--expose-gc` and `--no-memory-reducer`: a benchmark that hands
 * its load to another process can collect its own garbage first and then stay idle, with no
 * collection started by V8 for an idle heap on a core the measured server needs
 * (./constant-rate). The servers it measures run with Node's defaults.
 */
import { readdirSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { dirname, join } from 'node:path'

const here = dirname(fileURLToPath(import.meta.url))
const wanted = process.argv.slice(2)
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.includes(w)))
  .sort()

for (const file of files) {
  console.log(`\n# ${file}`)
  const mod = (await import(pathToFileURL(join(here, file)).href)) as {
    default: () => Promise<void>
  }
  await mod.default()
}
