/**
 * Why the cache could not be used, as a code the UI can explain. The cache holds no secrets, so a
 * 'corrupt' file can be moved aside and rebuilt from the network (see `quarantineCacheFile`).
 * @module
 */

import { SchemaError } from '../../../node/sqlite/migrate'
import { englishOf } from '../../../shared/i18n/english'
import { words, type Words } from '../../../shared/i18n/words'

export type CacheErrorCode =
  /** The file is not a SQLite database, or its pages fail the integrity check. */
  | 'corrupt'
  /** The file was written by a newer version of the app (its schema version is unknown here). */
  | 'too-new'
  /** The file (or its WAL/SHM) belongs to another user or is not a regular file. */
  | 'insecure-file'
  /** The file cannot be opened or created (missing folder, no permission, disk full). */
  | 'unavailable'
  /** Another process holds the write lock past the busy timeout. */
  | 'busy'
  /** The file or its folder is read-only. */
  | 'read-only'
  /** A bug: the migration list is out of order. */
  | 'bad-migrations'
  /** Any other SQLite failure; `detail` carries SQLite's code. */
  | 'failed'

export class CacheError extends Error {
  override readonly name = 'CacheError'
  readonly code: CacheErrorCode
  /** SQLite's error code or the OS errno, when there is one. */
  readonly detail: string | undefined

  /** The message as catalog words, which each host says in its reader's language. */
  readonly words: Words | undefined

  constructor(
    code: CacheErrorCode,
    message: string | Words,
    extra: { detail?: string; cause?: unknown } = {},
  ) {
    super(englishOf(message), extra.cause === undefined ? undefined : { cause: extra.cause })
    this.words = typeof message === 'string' ? undefined : message
    this.code = code
    this.detail = extra.detail
  }
}

/** The CacheErrors an SQLite or OS error code can mean, and what each tells a person. */
type DriverErrorCode = 'corrupt' | 'busy' | 'read-only' | 'unavailable'
const DRIVER_MESSAGES = {
  corrupt: 'The wallet cache is damaged.',
  busy: 'The wallet cache is in use by another process.',
  'read-only': 'The wallet cache is read-only.',
  unavailable: 'The wallet cache cannot be opened.',
} as const satisfies Record<DriverErrorCode, string>

/** SQLite and OS error codes by the CacheError they mean. */
const BY_CODE: ReadonlyArray<[RegExp, DriverErrorCode]> = [
  [/^SQLITE_(NOTADB|CORRUPT)/, 'corrupt'],
  [/^SQLITE_(BUSY|LOCKED)/, 'busy'],
  [/^SQLITE_READONLY/, 'read-only'],
  [
    /^(SQLITE_(CANTOPEN|IOERR|FULL|PERM|AUTH)|ENOENT|EACCES|EPERM|ENOSPC|EROFS|EISDIR|ENOTDIR)/,
    'unavailable',
  ],
]

/**
 * Turns an error thrown by better-sqlite3, the schema runner or the file system into a CacheError. Argument errors
 * (TypeError, RangeError) and CacheErrors pass unchanged.
 */
export function classifySqliteError(e: unknown): Error {
  if (e instanceof CacheError || e instanceof TypeError || e instanceof RangeError) return e
  if (e instanceof SchemaError) {
    const message = words(
      'common.cache.schema',
      e.versions
        ? { why: 'newer', found: e.versions.found, known: e.versions.known }
        : { why: 'unordered', found: '', known: '' },
    )
    return new CacheError(e.code, message, { cause: e })
  }
  const code =
    typeof (e as { code?: unknown })?.code === 'string' ? (e as { code: string }).code : undefined
  const kind = code === undefined ? undefined : BY_CODE.find(([re]) => re.test(code))?.[1]
  if (kind) return new CacheError(kind, DRIVER_MESSAGES[kind], { detail: code, cause: e })
  return new CacheError('failed', words('core.cache.failed'), {
    ...(code ? { detail: code } : {}),
    cause: e,
  })
}

/** Runs `fn`, turning its SQLite failures into CacheErrors. */
export function guard<T>(fn: () => T): T {
  try {
    return fn()
  } catch (e) {
    throw classifySqliteError(e)
  }
}
