/**
 * Before the tests: the `cosigner` command built from the sources as they are now (only when they
 * changed since its last build), so a test that runs the executable runs this checkout's code and no
 * test pays for a build, or sees its notice, itself.
 */
import { builtCommand } from '../../bin/cli-build.js'

export default async function setup(): Promise<void> {
  await builtCommand({ say: (line) => console.log(line) })
}
