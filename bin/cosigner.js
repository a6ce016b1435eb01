#!/usr/bin/env node
// The `cosigner` command runs its build (./cli-build.js: made by `npm ci` / `npm run build:cli`, and
// again here first whenever the checkout's sources changed since), so it starts as fast as Node.
import { pathToFileURL } from 'node:url'
import { builtCommand } from './cli-build.js'

const { main } = await import(pathToFileURL(await builtCommand()).href)
process.exitCode = await main(process.argv.slice(2))
