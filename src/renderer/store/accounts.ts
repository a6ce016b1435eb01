/**
 * The accounts slice: bringing an account in (a keystore, a backup), registering it with the
 * service, backing its keys up, and removing it or keys left without an account. Whatever exports,
 * imports or deletes keys goes through a grant the core gives after the passphrase; the account
 * brought in or registered becomes the current one.
 * @module
 */
import { saveTextFile } from '../base/download'
import { t } from '../base/words'
import type { AccountsActions, LockActions, NoticeActions, SessionActions } from './actions'
import { grantsOf } from './grants'
import { currentAccountIn, type Slice, type SliceContext } from './slice'

export function accountsSlice(
  ctx: SliceContext<AccountsActions & LockActions & SessionActions & NoticeActions>,
): Slice<object, AccountsActions> {
  const { get, call, actions } = ctx
  const grants = grantsOf(ctx)
  /** A grant to bring an account in: the first passphrase's, else one asked for now. */
  const importGrant = () =>
    actions.takeSetupGrant() ??
    actions.requestGrant('import-account', null, t('common.notice.asking.addAccount'))

  return {
    initial: {},
    actions: {
      inspectKeystore(text) {
        return call('accounts.inspectKeystore', { text })
      },

      async importKeystore(text, label) {
        const account = await call('accounts.importKeystore', {
          text,
          grant: await importGrant(),
          ...(label ? { label } : {}),
        })
        actions.accountAdded(account)
        return account
      },

      async restoreBackup(text, passphrase) {
        const account = await call('accounts.restoreBackup', {
          text,
          passphrase,
          grant: await importGrant(),
        })
        actions.accountAdded(account)
        return account
      },

      async registerAccount(userId, createKeys = false) {
        const keys = createKeys
          ? {
              create_keys: true,
              grant: await actions.requestGrant(
                'create-keys',
                userId,
                t('common.notice.asking.createKeys'),
              ),
            }
          : {}
        const r = await call('accounts.register', { account: userId, ...keys })
        actions.accountAdded(r.account)
        return r
      },

      async exportBackup(passphrase) {
        const account = currentAccountIn(get)
        const file = await grants.asking(
          'export-backup',
          account,
          t('common.notice.asking.exportBackup'),
          (grant) => call('accounts.exportBackup', { account, passphrase, grant }),
        )
        saveTextFile(file.file_name, file.text)
        actions.notify({
          tone: 'success',
          title: t('common.notice.backupSaved', { file: file.file_name }),
        })
      },

      async removeAccount(userId, label) {
        await grants.asking(
          'remove-account',
          userId,
          t('common.notice.asking.removeAccount'),
          (grant) => call('accounts.remove', { account: userId, grant }),
        )
        actions.notify({
          tone: 'success',
          title: label
            ? t('common.notice.accountRemoved', { name: label })
            : t('common.notice.unnamedAccountRemoved'),
        })
        await actions.loadSession()
      },

      orphanKeys() {
        return call('accounts.orphans', {})
      },

      async removeOrphanKeys(userId) {
        await grants.asking(
          'remove-account',
          userId,
          t('common.notice.asking.removeOrphan'),
          (grant) => call('accounts.removeOrphan', { user_id: userId, grant }),
        )
        actions.notify({ tone: 'success', title: t('common.notice.orphanRemoved', { userId }) })
      },
    },
  }
}
