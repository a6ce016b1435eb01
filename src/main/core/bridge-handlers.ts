/**
 * The core behind the bridge contract (src/shared/bridge.ts): one handler per method, each taking
 * the renderer's raw input, validating it with the method's schema, calling the core, and answering
 * with an envelope. Results are parsed with the method's result schema on the way out, so nothing
 * beyond the contract's fields can cross; errors become `{code, message, words?, details?}` as
 * ./bridge-refusals says.
 *
 * The lock is enforced here, where every call from either host enters the core: while the wallet
 * is locked only what ./bridge-refusals leaves open answers. The Electron main process and the
 * loopback web host both register exactly these handlers.
 * @module
 */
import { inputRefusal } from './input-words'
import type { z } from 'zod'
import {
  bridge,
  BRIDGE_METHODS,
  type BridgeHandlers,
  type BridgeMethod,
  type BridgeParsedInput,
  type BridgeValue,
  type RequestItem,
} from '../../shared/bridge'
import type { AccountRow } from './db'
import type { Core, CoreLogger } from './index'
import { MUTE_SECONDS } from './services/groups'
import { judgePassphrase } from './services/passphrase-policy'
import { words } from '../../shared/i18n/words'
import { lockRefusal, toBridgeError, worded } from './bridge-refusals'
import { runHandlers } from './run-handlers'

type Impl = {
  [M in BridgeMethod]: (input: BridgeParsedInput<M>) => Promise<BridgeValue<M>> | BridgeValue<M>
}

const account = (r: AccountRow) => ({
  user_id: r.user_id,
  session_id: r.session_id,
  label: r.label,
  session_public_key: r.session_public_key,
  spend_public_key: r.spend_public_key,
  tip_public_key: r.tip_public_key,
  registered_at: r.registered_at,
  created_at: r.created_at,
})

const submitted = (r: { item: RequestItem; transactionHash: string }) => ({
  request: r.item,
  transaction_hash: r.transactionHash,
})

const minutes = (ms: number) => ms * 60_000

function implementation(core: Core): Impl {
  const g = core.groups
  const l = core.lock
  return {
    // Where the keys go is settled first, and an unreachable keychain is tried again (one started since).
    'lock.status': async () => {
      await core.keychain.check()
      return l.status()
    },
    'lock.checkPassphrase': (i) => judgePassphrase(i.passphrase),
    'lock.setup': (i) => l.setup(i.passphrase),
    'lock.unlock': (i) => l.unlock(i.passphrase),
    'lock.lock': () => l.lock('user'),
    'lock.activity': () => l.activity(),
    'lock.reauthenticate': async (i) => ({
      grant: await l.reauthenticate(i.passphrase, i.purpose, i.subject ?? null),
    }),
    'lock.changePassphrase': (i) => l.changePassphrase(i.grant, i.passphrase),
    'lock.configure': (i) =>
      l.configure(
        {
          ...(i.idle_minutes !== undefined ? { idleMs: minutes(i.idle_minutes) } : {}),
          ...(i.reauth_window_minutes !== undefined
            ? { reauthWindowMs: minutes(i.reauth_window_minutes) }
            : {}),
        },
        i.grant,
      ),

    'accounts.list': () => core.accounts.list().map(account),
    'accounts.inspectKeystore': (i) => core.accounts.inspectKeystore(i.text),
    'accounts.importKeystore': async (i) =>
      account(
        await core.accounts.importKeystore(i.text, {
          ...(i.label !== undefined ? { label: i.label } : {}),
          grant: i.grant,
        }),
      ),
    'accounts.register': async (i) => {
      const r = await core.accounts.register(i.account, {
        createKeys: i.create_keys ?? false,
        grant: i.grant,
      })
      return { account: account(r.account), registered_now: r.registeredNow }
    },
    'accounts.exportBackup': async (i) => ({
      text: await core.accounts.exportBackup(i.account, i.passphrase, i.grant),
      file_name: `cosigner-backup-${i.account}.json`,
    }),
    'accounts.restoreBackup': async (i) =>
      account(await core.accounts.restoreBackup(i.text, i.passphrase, i.grant)),
    'accounts.remove': async (i) => {
      await core.accounts.remove(i.account, i.grant)
      return { user_id: i.account }
    },
    'accounts.orphans': () => core.accounts.orphans(),
    'accounts.removeOrphan': async (i) => ({
      user_id: i.user_id,
      removed: await core.accounts.removeOrphan(i.user_id, i.grant),
    }),

    'requests.sync': (i) => core.requests.sync(i.account),
    'requests.list': (i) =>
      core.requests.list(i.account, {
        ...(i.state ? { state: i.state } : {}),
        limit: i.limit ?? 100,
        offset: i.offset ?? 0,
      }),
    'requests.search': (i) =>
      core.requests.search(i.account, {
        query: i.query,
        ...(i.state ? { state: i.state } : {}),
        ...(i.limit !== undefined ? { limit: i.limit } : {}),
        ...(i.offset !== undefined ? { offset: i.offset } : {}),
      }),
    'requests.open': (i) => core.requests.open(i.account, i.ref),
    'requests.openFile': (i) => core.requests.openFile(i.account, i.text),
    'requests.review': (i) =>
      core.requests.review(i.account, i.request_id, { offline: i.offline ?? false }),
    'requests.sign': async (i) => {
      const r = await core.requests.sign(i.account, i.request_id, {
        digest: i.summary_digest,
        confirmed: i.confirmed,
        grant: i.grant,
      })
      return { ...submitted(r), review: r.review }
    },
    'requests.unlock': (i) =>
      core.requests.unlock(i.account, i.request_id, { confirmed: i.confirmed, grant: i.grant }),
    'requests.exportOffline': (i) => core.requests.exportOffline(i.account, i.request_id),
    'requests.reviewOffline': (i) => core.requests.reviewOffline(i.account, i.text),
    'requests.signOffline': (i) =>
      core.requests.signOffline(i.account, i.text, {
        digest: i.summary_digest,
        confirmed: i.confirmed,
        grant: i.grant,
      }),
    'requests.inspectSigned': (i) => core.requests.inspectSigned(i.account, i.text),
    'requests.submitSigned': async (i) =>
      submitted(await core.requests.submitSigned(i.account, i.request_id, i.text)),

    'groups.list': (i) => g.list(i.account),
    'groups.open': (i) => g.open(i.account, i.conversation_id, { offline: i.offline ?? false }),
    'groups.create': (i) =>
      g.create(i.account, {
        name: i.name,
        participants: i.participants,
        ...(i.announcement !== undefined ? { announcement: i.announcement } : {}),
      }),
    'groups.rename': (i) => g.rename(i.account, i.conversation_id, i.name),
    'groups.setAnnouncement': (i) =>
      g.setAnnouncement(i.account, i.conversation_id, i.announcement),
    'groups.addMembers': (i) => g.addMembers(i.account, i.conversation_id, i.user_ids),
    'groups.removeMembers': (i) => g.removeMembers(i.account, i.conversation_id, i.user_ids),
    'groups.setAdmin': (i) => g.setAdmin(i.account, i.conversation_id, i.user_id, i.admin),
    'groups.rotateInvite': (i) => g.rotateInvite(i.account, i.conversation_id),
    'groups.join': (i) => g.join(i.account, i.code),
    'groups.exit': (i) => g.exit(i.account, i.conversation_id),
    'groups.mute': (i) =>
      g.mute(
        i.account,
        i.conversation_id,
        i.preset,
        i.preset === 'custom' ? i.seconds : MUTE_SECONDS[i.preset],
      ),
    'groups.setDisappearing': (i) => g.setDisappearing(i.account, i.conversation_id, i.seconds),
    'groups.sendText': (i) => g.sendText(i.account, i.conversation_id, i.text),

    'codes.resolve': (i) => core.codes.resolve(i.account, i.code),

    'audit.list': (i) =>
      core.audit.list({
        ...(i.account !== undefined ? { actor: i.account } : {}),
        ...(i.action !== undefined ? { action: i.action as never } : {}),
        ...(i.since !== undefined ? { since: i.since } : {}),
        ...(i.until !== undefined ? { until: i.until } : {}),
        ...(i.before_id !== undefined ? { beforeId: i.before_id } : {}),
        ...(i.limit !== undefined ? { limit: i.limit } : {}),
      }),

    'treasury.list': (i) => core.treasury.list(i.account),
    'treasury.sync': (i) => core.treasury.sync(i.account),
    'treasury.setLabel': (i) =>
      core.treasury.setLabel(
        i.account,
        { members_hash: i.members_hash, threshold: i.threshold },
        i.label,
      ),
    'treasury.addAccount': ({ account, label, ...d }) =>
      core.treasury.addAccount(account, d, label),
    'treasury.removeAccount': (i) =>
      core.treasury.removeAccount(i.account, {
        members_hash: i.members_hash,
        threshold: i.threshold,
      }),
    'treasury.history': (i) =>
      core.treasury.history(
        i.account,
        { members_hash: i.members_hash, threshold: i.threshold },
        i.asset_id,
      ),
    'treasury.stale': (i) =>
      core.treasury.stale(
        i.account,
        i.members_hash !== undefined && i.threshold !== undefined
          ? { members_hash: i.members_hash, threshold: i.threshold }
          : undefined,
      ),
    'treasury.setStaleAfter': (i) => ({ stale_after_ms: core.treasury.setStaleAfter(i.ms) }),
    'treasury.exportLedger': (i) =>
      core.ledger.exportLedger(
        i.account,
        { members_hash: i.members_hash, threshold: i.threshold },
        { assetId: i.asset_id, since: i.since, until: i.until, locale: i.locale },
      ),
    'audit.trail': (i) =>
      core.ledger.auditTrail({
        ...(i.account !== undefined ? { actor: i.account } : {}),
        ...(i.action !== undefined ? { action: i.action as never } : {}),
        ...(i.result !== undefined ? { result: i.result } : {}),
        ...(i.since !== undefined ? { since: i.since } : {}),
        ...(i.until !== undefined ? { until: i.until } : {}),
        ...(i.locale !== undefined ? { locale: i.locale } : {}),
      }),
    'treasury.availability': (i) =>
      core.treasury.availability(
        i.account,
        { members_hash: i.members_hash, threshold: i.threshold },
        i.asset_id,
      ),
    'assets.get': (i) =>
      i.offline ? core.assets.cached(i.asset_ids) : core.assets.describe(i.account, i.asset_ids),
    'payments.propose': ({ grant, ...draft }) =>
      core.proposals.propose(draft.account, draft, grant),
    'requests.conflicts': (i) => core.requests.conflicts(i.account, i.request_id),

    'people.get': (i) =>
      core.people.get(i.account, i.user_ids, {
        offline: i.offline ?? false,
        refresh: i.refresh ?? false,
      }),
    'people.search': (i) => core.people.search(i.account, i.query, i.limit ?? 20),
    'people.lookup': (i) => core.people.lookup(i.account, i.ref),

    'messages.list': (i) =>
      core.messages.list(i.account, i.conversation_id, {
        ...(i.before_seq !== undefined ? { beforeSeq: i.before_seq } : {}),
        ...(i.after_seq !== undefined ? { afterSeq: i.after_seq } : {}),
        ...(i.limit !== undefined ? { limit: i.limit } : {}),
      }),
    'messages.wait': (i) => core.messages.wait(i.account, i.after, i.timeout_ms),
    'messages.markRead': (i) => core.messages.markRead(i.account, i.conversation_id, i.up_to_seq),
    'messages.attachment': (i) =>
      core.messages.attachment(i.account, i.conversation_id, i.message_id),
    'messages.shareRequest': (i) =>
      core.messages.shareRequest(i.account, i.conversation_id, i.request_id),
    'groups.dismissAnnouncement': (i) =>
      core.messages.dismissAnnouncement(i.account, i.conversation_id),

    'settings.get': () => core.settings.get(),
    'settings.setBaseUrl': (i) =>
      core.settings.setBaseUrl(i.base_url, { grant: i.grant, confirmHost: i.confirm_host }),
    'settings.setTheme': (i) => core.settings.setTheme(i.theme),
    'settings.language': () => ({ language: core.settings.language() }),
    'settings.setLanguage': (i) => core.settings.setLanguage(i.language),
    'settings.setShareProposals': (i) => core.settings.setShareProposals(i.share),
    ...runHandlers(core),
  }
}

/**
 * One handler per contract method.
 * @example
 * const handlers = createBridgeHandlers(core)
 * ipcMain.handle(bridgeChannel('requests.list'), (event, input) => handlers['requests.list'](input))
 */
export function createBridgeHandlers(
  core: Core,
  options: { log?: CoreLogger } = {},
): BridgeHandlers {
  const log = options.log ?? core.log
  const impl = implementation(core)
  const handlers = {} as { -readonly [M in BridgeMethod]: BridgeHandlers[M] }
  for (const m of BRIDGE_METHODS) {
    const { input: inputSchema, result: resultSchema } = bridge[m] as {
      input: z.ZodType
      result: z.ZodType
    }
    const run = impl[m] as (input: unknown) => unknown
    handlers[m] = async (rawInput) => {
      const refusal = lockRefusal(core.lock.lockIfIdle(), m)
      if (refusal) return { ok: false, error: refusal }
      const parsed = inputSchema.safeParse(rawInput ?? {})
      if (!parsed.success) {
        return {
          ok: false,
          error: inputRefusal(parsed.error.issues[0]!),
        }
      }
      try {
        const value = await run(parsed.data)
        const out = resultSchema.safeParse(value)
        if (!out.success) {
          const issue = out.error.issues[0]!
          log.error(
            `bridge ${m}: result does not match the contract at ${issue.path.map(String).join('.')}: ${issue.message}`,
          )
          return {
            ok: false,
            error: worded('internal', words('core.bridge.internal')),
          }
        }
        return { ok: true, value: out.data }
      } catch (e) {
        return { ok: false, error: toBridgeError(e, log, m) }
      }
    }
  }
  return handlers
}
