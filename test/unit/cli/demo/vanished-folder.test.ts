import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { vanishedFolderMessage, whenFolderVanishes } from '../../../../src/cli/demo/vanished-folder'

const settled = (p: Promise<unknown>, ms: number) =>
  Promise.race([p.then(() => 'gone'), new Promise((r) => setTimeout(() => r('waiting'), ms))])

describe('whenFolderVanishes', () => {
  it('resolves once the folder is removed, not before', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cosigner-vanish-'))
    const watch = whenFolderVanishes(dir, 10)
    try {
      expect(await settled(watch.gone, 60)).toBe('waiting')
      rmSync(dir, { recursive: true, force: true })
      expect(await settled(watch.gone, 2000)).toBe('gone')
    } finally {
      watch.stop()
    }
  })

  it('stays quiet once stopped, even if the folder goes later', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cosigner-vanish-'))
    const watch = whenFolderVanishes(dir, 10)
    watch.stop()
    rmSync(dir, { recursive: true, force: true })
    expect(await settled(watch.gone, 100)).toBe('waiting')
  })

  it('names the folder and what to do', () => {
    expect(vanishedFolderMessage('/tmp/cosigner-demo-x')).toMatch(
      /^The demo's data folder \/tmp\/cosigner-demo-x was removed while the demo ran.*run npm start again/,
    )
  })
})
