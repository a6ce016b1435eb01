/**
 * The vault: accounts' Ed25519 seeds in the OS keychain, reachable only through `withSecret`.
 * Everything it returns is public: {@link AccountRecord}s and encrypted backups.
 * @module
 */

import { readFile, stat } from 'node:fs/promises'
import { randomBytes } from '@noble/hashes/utils.js'
import { astring, auuid } from '../../../shared/assert'
import { openBackup, sealBackup, type BackupEnvelope } from './backup'
import { deleteEntries, readSeed, writeSeeds, asVaultError, type SeedSet } from './entries'
import { VaultError } from './errors'
import { DEFAULT_SERVICE, entryName, KEY_KINDS, parseEntryName, type Keychain, type KeyKind } from './keychain'
import { disposeKeystore, MAX_KEYSTORE_BYTES, parseKeystore, parseKeystoreText } from './keystore'
import { keyedSerializer } from './key-lock'
import { keytarKeychain } from './keytar-keychain'
import { AccountLabel, AccountRecordSchema, type AccountRecord } from './record'
import { publicHex, SEED_LENGTH } from './seed'

export interface VaultOptions {
  /** Defaults to the OS keychain through keytar. */
  keychain?: Keychain
  /** Keychain service name; defaults to `cosigner`. */
  service?: string
}

interface ImportOptions {
  /** A name the user gives the account; at most 64 characters. */
  label?: string
}

export interface Vault {
  readonly service: string
  /**
   * Imports a keystore (its JSON text, or the parsed object) and stores its seeds.
   * Re-importing the same keystore is allowed; a different key under the same account is not.
   * @throws VaultError 'invalid-keystore' (with `field`) | 'already-exists' | keychain errors
   */
  importKeystore(input: unknown, options?: ImportOptions): Promise<AccountRecord>
  /** {@link Vault.importKeystore} from a file. @throws VaultError as importKeystore */
  importKeystoreFile(path: string, options?: ImportOptions): Promise<AccountRecord>
  /**
   * Creates a random spend key (and, with `separateTipKey`, a distinct TIP key; by default the TIP
   * key is the spend key, as registration of a bot requires) for an account that has a session only.
   * @throws VaultError 'already-exists' when the account has a spend or TIP key | 'not-found' |
   *   'key-mismatch' when the stored session key is not the record's | keychain errors
   */
  createSpendKeys(record: AccountRecord, options?: { separateTipKey?: boolean }): Promise<AccountRecord>
  /**
   * Lends one seed to `fn` and zeroes it when `fn` settles, also when it throws. `fn` must not keep
   * the array or copies of it.
   * @throws VaultError 'not-found' | 'keychain-corrupt' | keychain errors; whatever `fn` throws
   * @example
   * const sig = await vault.withSecret(userId, 'session', (seed) => signWithSeed(msg, seed))
   */
  withSecret<T>(userId: string, kind: KeyKind, fn: (seed: Uint8Array) => T | Promise<T>): Promise<T>
  /** Whether the keychain holds this key. */
  hasKey(userId: string, kind: KeyKind): Promise<boolean>
  /**
   * Checks that every key the record names is in the keychain and matches it.
   * @throws VaultError 'not-found' | 'key-mismatch' | keychain errors
   */
  verify(record: AccountRecord): Promise<void>
  /**
   * Encrypts the record and its seeds under `passphrase` (see ./backup for the format).
   * @throws VaultError 'weak-passphrase' | 'not-found' | 'key-mismatch' | keychain errors
   */
  exportBackup(record: AccountRecord, passphrase: string, options?: { scryptN?: number }): Promise<BackupEnvelope>
  /**
   * Restores a backup (envelope object or JSON text) into the keychain.
   * @throws VaultError 'bad-passphrase' | 'corrupt' | 'unsupported' | 'already-exists' | keychain errors
   */
  importBackup(input: unknown, passphrase: string): Promise<AccountRecord>
  /** Deletes the account's entries; returns how many there were. @throws VaultError keychain errors */
  removeAccount(userId: string): Promise<number>
  /** The accounts with at least one entry under this service, and which keys each has. */
  storedAccounts(): Promise<Array<{ userId: string; kinds: KeyKind[] }>>
}

function disposeSeeds(seeds: SeedSet): void {
  for (const kind of KEY_KINDS) seeds[kind]?.fill(0)
}

function label(value: unknown): string {
  if (value === undefined) return ''
  const r = AccountLabel.safeParse(value)
  if (!r.success) throw new RangeError(`"label" ${r.error.issues[0]!.message}`)
  return r.data.trim()
}

function checkRecord(record: unknown): AccountRecord {
  const r = AccountRecordSchema.safeParse(record)
  if (!r.success) throw new TypeError(`"record" is not an account record (${r.error.issues[0]!.path.join('.')})`)
  return r.data
}

/**
 * A vault over `options.keychain` (the OS keychain by default).
 * @example
 * const vault = createVault()
 * const account = await vault.importKeystoreFile('/home/me/keystore.json', { label: 'Treasury' })
 */
export function createVault(options: VaultOptions = {}): Vault {
  const keychain = options.keychain ?? keytarKeychain()
  const service = options.service ?? DEFAULT_SERVICE
  astring(service, 'service')
  if (service.length === 0 || service.length > 128) throw new RangeError('"service" expected 1 to 128 characters')
  const serialize = keyedSerializer()

  const read = (userId: string, kind: KeyKind) => readSeed(keychain, service, userId, kind)

  async function requireSeed(userId: string, kind: KeyKind): Promise<Uint8Array> {
    const seed = await read(userId, kind)
    if (!seed) throw new VaultError('not-found', `No ${kind} key is stored for ${userId}.`)
    return seed
  }

  /** Reads the record's keys; the caller zeroes them. */
  async function readMatching(record: AccountRecord): Promise<SeedSet> {
    const seeds: SeedSet = {}
    try {
      for (const kind of KEY_KINDS) {
        const expected = record[`${kind}_public_key`]
        if (expected === null) continue
        const seed = (seeds[kind] = await requireSeed(record.user_id, kind))
        if (publicHex(seed) !== expected) throw new VaultError('key-mismatch', `The stored ${kind} key of ${record.user_id} is not the one the account record names.`)
      }
      return seeds
    } catch (e) {
      disposeSeeds(seeds)
      throw e
    }
  }

  /** Stores seeds and returns the record as the keychain now stands. */
  async function store(base: Omit<AccountRecord, 'session_public_key' | 'spend_public_key' | 'tip_public_key'>, seeds: SeedSet): Promise<AccountRecord> {
    await writeSeeds(keychain, service, base.user_id, seeds)
    const pub: Partial<Record<KeyKind, string | null>> = {}
    for (const kind of KEY_KINDS) {
      let seed = seeds[kind]
      let borrowed = false
      if (!seed) {
        // Keys the input lacks but the keychain has (e.g. a spend key made here earlier) still count.
        seed = (await read(base.user_id, kind)) ?? undefined
        borrowed = true
      }
      pub[kind] = seed ? publicHex(seed) : null
      if (borrowed) seed?.fill(0)
    }
    return { ...base, session_public_key: pub.session!, spend_public_key: pub.spend ?? null, tip_public_key: pub.tip ?? null }
  }

  const vault: Vault = {
    service,

    async importKeystore(input, opts = {}) {
      const name = label(opts.label)
      const k = typeof input === 'string' ? parseKeystoreText(input) : parseKeystore(input)
      const seeds: SeedSet = { session: k.session, ...(k.spend ? { spend: k.spend } : {}), ...(k.tip ? { tip: k.tip } : {}) }
      try {
        return await serialize(k.userId, () =>
          store({ user_id: k.userId, session_id: k.sessionId, server_public_key: k.serverPublicKey, label: name }, seeds),
        )
      } finally {
        disposeKeystore(k)
      }
    },

    async importKeystoreFile(path, opts) {
      astring(path, 'path')
      let text: string
      try {
        const info = await stat(path)
        if (!info.isFile()) throw new Error('not a file')
        if (info.size > MAX_KEYSTORE_BYTES) throw new Error('too large')
        text = await readFile(path, 'utf8')
      } catch (e) {
        throw new VaultError('invalid-keystore', 'The keystore file could not be read.', {
          field: '',
          detail: (e as NodeJS.ErrnoException).code ?? (e as Error).message,
        })
      }
      return vault.importKeystore(text, opts)
    },

    async createSpendKeys(record, opts = {}) {
      const r = checkRecord(record)
      return serialize(r.user_id, async () => {
        const session = await requireSeed(r.user_id, 'session')
        const sessionMatches = publicHex(session) === r.session_public_key
        session.fill(0)
        if (!sessionMatches) throw new VaultError('key-mismatch', `The stored session key of ${r.user_id} is not the one the account record names.`)
        for (const kind of ['spend', 'tip'] as const) {
          const existing = await read(r.user_id, kind)
          if (existing) {
            existing.fill(0)
            throw new VaultError('already-exists', `${r.user_id} already has a ${kind} key; nothing was changed.`)
          }
        }
        const spend = randomBytes(SEED_LENGTH)
        const tip = opts.separateTipKey ? randomBytes(SEED_LENGTH) : spend.slice()
        try {
          await writeSeeds(keychain, service, r.user_id, { spend, tip })
          return { ...r, spend_public_key: publicHex(spend), tip_public_key: publicHex(tip) }
        } finally {
          spend.fill(0)
          tip.fill(0)
        }
      })
    },

    async withSecret(userId, kind, fn) {
      entryName(userId, kind)
      if (typeof fn !== 'function') throw new TypeError('"fn" expected a function')
      const seed = await requireSeed(userId, kind)
      try {
        return await fn(seed)
      } finally {
        seed.fill(0)
      }
    },

    async hasKey(userId, kind) {
      const seed = await read(userId, kind)
      seed?.fill(0)
      return seed !== null
    },

    async verify(record) {
      disposeSeeds(await readMatching(checkRecord(record)))
    },

    async exportBackup(record, passphrase, opts = {}) {
      const r = checkRecord(record)
      const seeds = await readMatching(r)
      try {
        return await sealBackup({ record: r, session: seeds.session!, spend: seeds.spend ?? null, tip: seeds.tip ?? null }, passphrase, opts)
      } finally {
        disposeSeeds(seeds)
      }
    },

    async importBackup(input, passphrase) {
      const b = await openBackup(input, passphrase)
      const seeds: SeedSet = { session: b.session, ...(b.spend ? { spend: b.spend } : {}), ...(b.tip ? { tip: b.tip } : {}) }
      try {
        const { user_id, session_id, server_public_key, label: name } = b.record
        return await serialize(user_id, () => store({ user_id, session_id, server_public_key, label: name }, seeds))
      } finally {
        disposeSeeds(seeds)
      }
    },

    async removeAccount(userId) {
      auuid(userId, 'userId')
      return serialize(userId, () => deleteEntries(keychain, service, userId, KEY_KINDS))
    },

    async storedAccounts() {
      let names: string[]
      try {
        names = await keychain.list(service)
      } catch (e) {
        throw asVaultError(e)
      }
      const byUser = new Map<string, KeyKind[]>()
      for (const name of names) {
        const entry = parseEntryName(name)
        if (!entry) continue
        const kinds = byUser.get(entry.userId) ?? []
        kinds.push(entry.kind)
        byUser.set(entry.userId, kinds)
      }
      return [...byUser].map(([userId, kinds]) => ({ userId, kinds: KEY_KINDS.filter((k) => kinds.includes(k)) }))
    },
  }
  return vault
}
