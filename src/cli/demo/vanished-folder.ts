/**
 * Noticing that the demo's temporary folder was removed while the demo ran (a temp cleaner, or a
 * person tidying /tmp). SQLite keeps working on the deleted files, so nothing fails: the network
 * and the wallet would go on as if all were kept, and lose everything at the next start. Polling
 * is enough here: a few checks a minute cost nothing, and fs.watch does not report the removal
 * of a watched folder alike on every platform.
 * @module
 */
import { existsSync } from 'node:fs'
import { t } from '../words'

export interface FolderWatch {
  /** Resolves once the folder no longer exists (never, if stopped first). */
  readonly gone: Promise<void>
  stop(): void
}

export function whenFolderVanishes(dir: string, intervalMs = 2000): FolderWatch {
  let timer: ReturnType<typeof setInterval> | undefined
  const gone = new Promise<void>((resolve) => {
    timer = setInterval(() => {
      if (existsSync(dir)) return
      clearInterval(timer)
      resolve()
    }, intervalMs)
    // The watch alone never keeps the process alive.
    timer.unref()
  })
  return { gone, stop: () => clearInterval(timer) }
}

/** What the terminal says when it happened. */
export function vanishedFolderMessage(dir: string): string {
  return t('cli.demo.vanished', { dir })
}
