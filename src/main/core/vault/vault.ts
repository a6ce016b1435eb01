/**
 * The vault: accounts' Ed25519 seeds in the OS keychain, reachable only through `withSecret`.
 * Everything it returns is public: {@link AccountRecord}s and encrypted backups.
 *
 * Each wallet keeps its entries apart from every other wallet's: under its own service,
 * `<service>/<wallet id>` (./keychain), so two data folders on one keychain never see, sort or remove
 * each other's keys. Entries belong to a generation: generation 0 holds seeds in clear (the demo);
 * from 1 on they are sealed under the wallet passphrase's key (./sealed-entry), which the vault holds
 * only while the wallet is unlocked. {@link Vault.reseal} moves every entry to a new generation
 * without a window in which a crash could lose one, writing down first what it does
 * (./reseal-journal), and {@link Vault.reconcile} removes after a crash only what that journal proves
 * superseded. {@link Vault.adoptLegacy} moves a wallet's entries out of the shared layout earlier
 * versions wrote (./legacy-layout).
 * @module
 */

import { readFile, stat } from 'node:fs/promises'
import { randomBytes } from '@noble/hashes/utils.js'
import { astring, auuid } from '../../../shared/assert'
import { openBackup, sealBackup, type BackupEnvelope } from './backup'
import {
  CLEAR_CODEC,
  deleteNames,
  keychainCall,
  readSeed,
  sealedCodec,
  writeSeeds,
  type EntryCodec,
  type SeedSet,
} from './entries'
import { VaultError } from './errors'
import { copyEntries, deleteLeftovers, listEntries, readSeals, sortLeftovers } from './generations'
import {
  DEFAULT_SERVICE,
  entryName,
  KEY_KINDS,
  walletService,
  type Keychain,
  type KeyKind,
} from './keychain'
import { disposeKeystore, MAX_KEYSTORE_BYTES, parseKeystore, parseKeystoreText } from './keystore'
import { keyedSerializer } from '../keyed-serializer'
import { keytarKeychain } from './keytar-keychain'
import { adoptLegacyEntries, type AdoptionReport, type LegacyOwner } from './legacy-layout'
import { AccountLabel, AccountRecordSchema, type AccountRecord } from './record'
import { journalSide, memoryJournal, type JournalStore } from './reseal-journal'
import type { SealingKey } from './sealed-entry'
import { publicHex, SEED_LENGTH } from './seed'
import { words } from '../../../shared/i18n/words'

export interface VaultOptions {
  /** Defaults to the OS keychain through keytar. */
  keychain?: Keychain
  /** Keychain service name; defaults to `cosigner`. */
  service?: string
  /**
   * The wallet's id: its entries go under `<service>/<wallet>`, apart from every other wallet's.
   * Without it the vault uses `service` itself (a tool or a test that owns the whole service).
   */
  wallet?: string
  /** Where a re-seal writes down what it does; by default in memory, so after a restart nothing is removed. */
  journal?: JournalStore
}

/**
 * Looks at a keystore before anything of it is stored: `record` is the account as it would be
 * imported, `sessionSeed` is lent for the call only (to sign a question to the service).
 * Throwing stops the import with nothing written.
 */
export type ImportCheck = (record: AccountRecord, sessionSeed: Uint8Array) => Promise<void>

export interface ImportOptions {
  /** A name the user gives the account; at most 64 characters. */
  label?: string
  /** Runs before anything is written; see {@link ImportCheck}. */
  check?: ImportCheck
}

/** What {@link Vault.reconcile} found and did. */
export interface ReconcileReport {
  /** Entries of another generation that the re-seal journal proved superseded, removed. */
  readonly removed: readonly string[]
  /** Entries of another generation kept, since nothing proves them superseded (offered as keys without an account when no account has them). */
  readonly kept: readonly string[]
}

/** Keys stored for one user. */
export interface StoredKeys {
  readonly userId: string
  readonly kinds: KeyKind[]
  /** The generations its entries are in (the current one, or older ones left stranded). */
  readonly generations: number[]
}

export interface Vault {
  /** The keychain service this wallet's entries are under. */
  readonly service: string
  /** The generation entries are read and written in now. */
  readonly generation: number
  /** Whether seeds can be read now: generation 0, or the generation's key is held. */
  readonly open: boolean
  /**
   * Reads and writes `generation` from now on. From generation 1 on, `sealing` is its key (null
   * while the wallet is locked); the vault keeps that object and zeroes its key when told to forget
   * it. The key it held before is zeroed.
   */
  useGeneration(generation: number, sealing: SealingKey | null): void
  /** Zeroes and drops the key: sealed entries stay unreadable until it is given again. */
  forgetKey(): void
  /**
   * Imports a keystore (its JSON text, or the parsed object) and stores its seeds.
   * Re-importing the same keystore is allowed; a different key under the same account is not.
   * @throws VaultError 'invalid-keystore' (with `field`) | 'already-exists' | 'locked' | keychain
   *   errors; whatever `options.check` throws
   */
  importKeystore(input: unknown, options?: ImportOptions): Promise<AccountRecord>
  /** {@link Vault.importKeystore} from a file. @throws VaultError as importKeystore */
  importKeystoreFile(path: string, options?: ImportOptions): Promise<AccountRecord>
  /**
   * Creates a random spend key (and, with `separateTipKey`, a distinct TIP key; by default the TIP
   * key is the spend key, as registration of a bot requires) for an account that has a session only.
   * @throws VaultError 'already-exists' when the account has a spend or TIP key | 'not-found' |
   *   'key-mismatch' when the stored session key is not the record's | 'locked' | keychain errors
   */
  createSpendKeys(
    record: AccountRecord,
    options?: { separateTipKey?: boolean },
  ): Promise<AccountRecord>
  /**
   * Lends one seed to `fn` and zeroes it when `fn` settles, also when it throws. `fn` must not keep
   * the array or copies of it.
   * @throws VaultError 'not-found' | 'keychain-corrupt' | 'locked' | keychain errors; whatever `fn` throws
   * @example
   * const sig = await vault.withSecret(userId, 'session', (seed) => signWithSeed(msg, seed))
   */
  withSecret<T>(userId: string, kind: KeyKind, fn: (seed: Uint8Array) => T | Promise<T>): Promise<T>
  /** Whether the keychain holds this key. */
  hasKey(userId: string, kind: KeyKind): Promise<boolean>
  /**
   * Checks that every key the record names is in the keychain and matches it.
   * @throws VaultError 'not-found' | 'key-mismatch' | 'locked' | keychain errors
   */
  verify(record: AccountRecord): Promise<void>
  /**
   * Encrypts the record and its seeds under `passphrase` (see ./backup for the format).
   * @throws VaultError 'not-found' | 'key-mismatch' | 'locked' | keychain errors
   */
  exportBackup(
    record: AccountRecord,
    passphrase: string,
    options?: { scryptN?: number },
  ): Promise<BackupEnvelope>
  /**
   * Restores a backup (envelope object or JSON text) into the keychain.
   * @throws VaultError 'bad-passphrase' | 'corrupt' | 'unsupported' | 'already-exists' | 'locked' | keychain errors
   */
  importBackup(input: unknown, passphrase: string): Promise<AccountRecord>
  /** Deletes the account's entries of every generation; returns how many there were. @throws VaultError keychain errors */
  removeAccount(userId: string): Promise<number>
  /** Deletes every entry under this service, ours or not (the demo's clean-up). @throws VaultError keychain errors */
  removeAll(): Promise<number>
  /** The users with entries under this service, which keys each has, and in which generations. */
  storedAccounts(): Promise<StoredKeys[]>
  /**
   * Moves every entry of the current generation to `target`, safely: writes them all under the new
   * generation's names, reads each back and compares it, then calls `commit` (which must record the
   * new generation durably, in one step: the commit point), switches to `target` and deletes the old
   * entries. A failure before the commit removes what was written and leaves the vault as it was; a
   * failure deleting old entries after it is reported in `leftovers`, for {@link Vault.reconcile}.
   * @throws VaultError 'locked' | keychain errors | 'keychain-corrupt' when a read-back differs;
   *   whatever `commit` throws
   */
  reseal(
    target: { generation: number; sealing: SealingKey | null },
    commit: () => void,
  ): Promise<{ moved: number; leftovers: number }>
  /**
   * Removes what an interrupted {@link Vault.reseal} left, as far as its journal proves it: the new
   * generation's entries when it was never committed, or the old generation's whose key has a copy
   * in the new one when it was. Other entries of another generation are kept and reported.
   * @throws VaultError keychain errors
   */
  reconcile(): Promise<ReconcileReport>
  /**
   * Moves this wallet's entries from the layout earlier versions wrote (every wallet under the one
   * service) into its own; another wallet's are never touched. See ./legacy-layout.
   * @throws VaultError keychain errors
   */
  adoptLegacy(owner: LegacyOwner): Promise<AdoptionReport>
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
  if (!r.success)
    throw new TypeError(`"record" is not an account record (${r.error.issues[0]!.path.join('.')})`)
  return r.data
}

const LOCKED_MESSAGE = words('accounts.field.walletLocked')

/**
 * A vault over `options.keychain` (the OS keychain by default), in generation 0 until told otherwise.
 * @example
 * const vault = createVault()
 * const account = await vault.importKeystoreFile('/home/me/keystore.json', { label: 'Treasury' })
 */
export function createVault(options: VaultOptions = {}): Vault {
  const keychain = options.keychain ?? keytarKeychain()
  const shared = options.service ?? DEFAULT_SERVICE
  astring(shared, 'service')
  if (shared.length === 0 || shared.length > 80)
    throw new RangeError('"service" expected 1 to 80 characters')
  const service = options.wallet === undefined ? shared : walletService(shared, options.wallet)
  const journal = options.journal ?? memoryJournal()
  // Writes, listings and a re-seal go one at a time; reads of one entry run freely.
  const serialize = keyedSerializer()
  const exclusive = <T>(task: () => Promise<T>) => serialize('vault', task)
  let generation = 0
  let sealing: SealingKey | null = null

  function codecFor(g: number, s: SealingKey | null): EntryCodec {
    if (g === 0) return CLEAR_CODEC
    if (!s) throw new VaultError('locked', LOCKED_MESSAGE)
    return sealedCodec(g, s)
  }
  const codec = () => codecFor(generation, sealing)

  const read = (userId: string, kind: KeyKind) => readSeed(keychain, service, codec(), userId, kind)

  async function requireSeed(userId: string, kind: KeyKind): Promise<Uint8Array> {
    const seed = await read(userId, kind)
    if (!seed)
      throw new VaultError(
        'not-found',
        words('core.keychain.keyMissing', { kind, account: userId }),
      )
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
        if (publicHex(seed) !== expected)
          throw new VaultError(
            'key-mismatch',
            words('core.keychain.storedKeyMismatch', { kind, account: record.user_id }),
          )
      }
      return seeds
    } catch (e) {
      disposeSeeds(seeds)
      throw e
    }
  }

  /** Stores seeds and returns the record as the keychain now stands. */
  async function store(
    base: Omit<AccountRecord, 'session_public_key' | 'spend_public_key' | 'tip_public_key'>,
    seeds: SeedSet,
  ): Promise<AccountRecord> {
    await writeSeeds(keychain, service, codec(), base.user_id, seeds)
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
    return {
      ...base,
      session_public_key: pub.session!,
      spend_public_key: pub.spend ?? null,
      tip_public_key: pub.tip ?? null,
    }
  }

  const ourEntries = () => listEntries(keychain, service)

  /** Removes what the journal proves superseded, then drops the journal; a failed removal keeps it for the next try. */
  async function removeProven(): Promise<ReconcileReport> {
    const { stale, kept } = sortLeftovers(
      await readSeals(keychain, service, await ourEntries()),
      generation,
      journal.read(),
    )
    const removed: string[] = []
    for (const e of stale) {
      await keychainCall(() => keychain.delete(service, e.name))
      removed.push(e.name)
    }
    journal.clear()
    return { removed, kept: kept.map((e) => e.name) }
  }

  const vault: Vault = {
    service,
    get generation() {
      return generation
    },
    get open() {
      return generation === 0 || sealing !== null
    },

    useGeneration(g, s) {
      if (!Number.isInteger(g) || g < 0)
        throw new RangeError('"generation" expected a non-negative integer')
      if (sealing && sealing !== s) sealing.key.fill(0)
      generation = g
      sealing = g === 0 ? null : s
    },

    forgetKey() {
      sealing?.key.fill(0)
      sealing = null
    },

    async importKeystore(input, opts = {}) {
      const name = label(opts.label)
      const k = typeof input === 'string' ? parseKeystoreText(input) : parseKeystore(input)
      const seeds: SeedSet = {
        session: k.session,
        ...(k.spend ? { spend: k.spend } : {}),
        ...(k.tip ? { tip: k.tip } : {}),
      }
      const base = {
        user_id: k.userId,
        session_id: k.sessionId,
        server_public_key: k.serverPublicKey,
        label: name,
      }
      try {
        if (opts.check) {
          const preview = {
            ...base,
            session_public_key: publicHex(k.session),
            spend_public_key: k.spend && publicHex(k.spend),
            tip_public_key: k.tip && publicHex(k.tip),
          }
          await opts.check(preview, k.session)
        }
        return await exclusive(() => store(base, seeds))
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
        throw new VaultError('invalid-keystore', words('core.keystore.unreadable'), {
          field: '',
          detail: (e as NodeJS.ErrnoException).code ?? (e as Error).message,
        })
      }
      return vault.importKeystore(text, opts)
    },

    async createSpendKeys(record, opts = {}) {
      const r = checkRecord(record)
      return exclusive(async () => {
        const session = await requireSeed(r.user_id, 'session')
        const sessionMatches = publicHex(session) === r.session_public_key
        session.fill(0)
        if (!sessionMatches)
          throw new VaultError(
            'key-mismatch',
            words('core.keychain.storedKeyMismatch', { kind: 'session', account: r.user_id }),
          )
        for (const kind of ['spend', 'tip'] as const) {
          const existing = await read(r.user_id, kind)
          if (existing) {
            existing.fill(0)
            throw new VaultError(
              'already-exists',
              words('core.keychain.alreadyHasKey', { kind, account: r.user_id }),
            )
          }
        }
        const spend = randomBytes(SEED_LENGTH)
        const tip = opts.separateTipKey ? randomBytes(SEED_LENGTH) : spend.slice()
        try {
          await writeSeeds(keychain, service, codec(), r.user_id, { spend, tip })
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
        return await sealBackup(
          {
            record: r,
            session: seeds.session!,
            spend: seeds.spend ?? null,
            tip: seeds.tip ?? null,
          },
          passphrase,
          opts,
        )
      } finally {
        disposeSeeds(seeds)
      }
    },

    async importBackup(input, passphrase) {
      codec() // a locked vault refuses before the slow passphrase derivation
      const b = await openBackup(input, passphrase)
      const seeds: SeedSet = {
        session: b.session,
        ...(b.spend ? { spend: b.spend } : {}),
        ...(b.tip ? { tip: b.tip } : {}),
      }
      try {
        const { user_id, session_id, server_public_key, label: name } = b.record
        return await exclusive(() =>
          store({ user_id, session_id, server_public_key, label: name }, seeds),
        )
      } finally {
        disposeSeeds(seeds)
      }
    },

    async removeAccount(userId) {
      auuid(userId, 'userId')
      return exclusive(async () => {
        const names = (await ourEntries()).filter((e) => e.userId === userId).map((e) => e.name)
        // Named even when the listing missed them (a keychain that lists lazily).
        for (const kind of KEY_KINDS)
          if (!names.includes(entryName(userId, kind, generation)))
            names.push(entryName(userId, kind, generation))
        return deleteNames(keychain, service, names)
      })
    },

    async removeAll() {
      return exclusive(async () =>
        deleteNames(keychain, service, await keychainCall(() => keychain.list(service))),
      )
    },

    async storedAccounts() {
      const byUser = new Map<string, { kinds: Set<KeyKind>; generations: Set<number> }>()
      // Listing runs with the writes, never beside one: libsecret's search stumbles on an entry deleted under it.
      for (const e of await exclusive(ourEntries)) {
        const found = byUser.get(e.userId) ?? {
          kinds: new Set<KeyKind>(),
          generations: new Set<number>(),
        }
        found.kinds.add(e.kind)
        found.generations.add(e.generation)
        byUser.set(e.userId, found)
      }
      return [...byUser].map(([userId, f]) => ({
        userId,
        kinds: KEY_KINDS.filter((k) => f.kinds.has(k)),
        generations: [...f.generations].sort((a, b) => a - b),
      }))
    },

    async reseal(target, commit) {
      if (!Number.isInteger(target.generation) || target.generation <= generation)
        throw new RangeError('"generation" of a re-seal expected a newer generation')
      return exclusive(async () => {
        const from = codec()
        const to = codecFor(target.generation, target.sealing)
        // What an earlier re-seal of this run left goes first: its journal is about to be replaced.
        if (journal.read() !== null) await removeProven()
        // Written before the first copy: a crash at any later step leaves the proof of what is whose.
        journal.write({
          from: journalSide(generation, sealing?.params.salt ?? null),
          to: journalSide(target.generation, target.sealing?.params.salt ?? null),
        })
        const entries = (await ourEntries()).filter((e) => e.generation === from.generation)
        try {
          await copyEntries(keychain, service, entries, from, to)
          commit()
        } catch (e) {
          // Not committed: the copies go now if the keychain lets them, else at the next start.
          await removeProven().catch(() => undefined)
          throw e
        }
        vault.useGeneration(target.generation, target.sealing)
        const leftovers = await deleteLeftovers(keychain, service, entries)
        if (leftovers === 0) journal.clear()
        return { moved: entries.length, leftovers }
      })
    },

    reconcile: () => exclusive(removeProven),

    async adoptLegacy(owner) {
      if (service === shared) return { moved: [], left: 0 }
      return exclusive(() => adoptLegacyEntries(keychain, shared, service, owner))
    },
  }
  return vault
}
