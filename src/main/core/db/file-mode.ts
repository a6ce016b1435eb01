/**
 * Keeps the cache file and its WAL/SHM companions private to the user: created 0600 before SQLite
 * ever opens them, and tightened back to 0600 when found looser. POSIX only; on Windows the
 * profile folder's ACL is what protects the file.
 * @module
 */

import { chmodSync, closeSync, constants, lstatSync, openSync } from 'node:fs'
import { CacheError, classifySqliteError } from './errors'
import { words } from '../../../shared/i18n/words'

const PRIVATE = 0o600
const COMPANIONS = ['-wal', '-shm', '-journal']
const posix = process.platform !== 'win32'

/** Creates `file` empty with mode 0600 unless it exists. Returns whether it created it. */
export function createPrivateFile(file: string): boolean {
  try {
    closeSync(
      openSync(
        file,
        constants.O_CREAT |
          constants.O_EXCL |
          constants.O_WRONLY |
          (posix ? constants.O_NOFOLLOW : 0),
        PRIVATE,
      ),
    )
    return true
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw classifySqliteError(e)
  }
}

/**
 * Checks `file` (and its WAL/SHM/journal when present): a regular file owned by this user, mode
 * 0600. Looser modes are fixed; the paths fixed are returned so the app can say so.
 * @throws CacheError 'insecure-file' for a symlink, a non-file, or a file owned by someone else
 */
export function enforcePrivateFiles(file: string): string[] {
  const repaired: string[] = []
  for (const path of [file, ...COMPANIONS.map((s) => file + s)]) {
    let info
    try {
      info = lstatSync(path)
    } catch (e) {
      if (path !== file && (e as NodeJS.ErrnoException).code === 'ENOENT') continue
      throw classifySqliteError(e)
    }
    if (!info.isFile()) throw new CacheError('insecure-file', words('core.cache.notFile', { path }))
    if (!posix) continue
    if (process.getuid && info.uid !== process.getuid()) {
      throw new CacheError('insecure-file', words('core.cache.otherOwner', { path }))
    }
    if ((info.mode & 0o777) !== PRIVATE) {
      try {
        chmodSync(path, PRIVATE)
      } catch (e) {
        throw new CacheError('insecure-file', words('core.cache.readable', { path }), { cause: e })
      }
      repaired.push(path)
    }
  }
  return repaired
}
