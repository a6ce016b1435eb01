/**
 * Offline signing, round trip: the account moves to an offline computer by an encrypted backup; the
 * online wallet exports a request file; the offline wallet reviews and signs it with no network
 * and saves a signature file; the online wallet imports it and the signature lands. And a wallet
 * whose service goes down says "offline" (not missing funds, not error codes) and disables what needs it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRequest, fund, newUser, type User } from '../../../harness/wallet-network'
import { withAccount } from '../harness/accounts'
import { downloadFrom } from '../harness/downloads'
import {
  choosePassphrase,
  confirmPassphrase,
  disabledReason,
  openFromQueue,
  openTab,
  syncNow,
} from '../harness/page-helpers'
import { deadServiceUrl } from '../../../harness/browser/ports'
import { screenshot } from '../harness/screenshots'
import { openSuite, type Suite } from '../harness/suite'
import { startTamperProxy } from '../harness/tamper-proxy'
import { hostKinds, type Wallet } from '../harness/wallet'

const PASSPHRASE = 'correct horse battery staple 42'

describe.each(hostKinds())('offline signing (%s host)', (kind) => {
  let suite: Suite
  let alice: User, bob: User, carol: User, dave: User
  let online: Wallet, offline: Wallet
  let signature: { name: string; text: string }
  let signedRequest: string

  beforeAll(async () => {
    suite = await openSuite(kind)
    ;[alice, bob, carol, dave] = ['Alice', 'Bob', 'Carol', 'Dave'].map((n) =>
      newUser(suite.net, n, true),
    ) as [User, User, User, User]
    // Alice follows the 2-of-3 every request here spends from, so her wallet's sync finds them.
    const follow = [{ members: [alice.userId, bob.userId, carol.userId], threshold: 2 }]
    online = await suite.wallet('alice-online', { prepare: withAccount(alice.text, { follow }) })
    offline = await suite.wallet('alice-offline', { apiUrl: await deadServiceUrl() })
  })
  afterAll(async () => {
    await suite?.close()
  })

  it('moves the account to the offline computer with an encrypted backup', async () => {
    const on = online.page
    await on.getByRole('button', { name: 'Settings' }).click()
    await on.getByLabel('Backup passphrase').fill(PASSPHRASE)
    await on.getByLabel('Repeat the passphrase').fill(`${PASSPHRASE}!`)
    await on.getByText('The two passphrases differ.').waitFor()
    await expect(on.getByRole('button', { name: 'Export backup' }).isDisabled()).resolves.toBe(true)
    await on.getByLabel('Repeat the passphrase').fill(PASSPHRASE)
    if (kind === 'web') await screenshot(on, 'settings')
    const backup = await downloadFrom(on, on.getByRole('button', { name: 'Export backup' }), () =>
      confirmPassphrase(on),
    )
    expect(backup.name).toBe(`cosigner-backup-${alice.userId}.json`)
    expect(backup.text).not.toContain(JSON.parse(alice.text).spend_private_key)

    const off = offline.page
    await choosePassphrase(off)
    await off.getByLabel('Backup file').setInputFiles({
      name: backup.name,
      mimeType: 'application/json',
      buffer: Buffer.from(backup.text),
    })
    await off.getByText(`Chosen: ${backup.name}`).waitFor()
    await off.getByLabel('Backup passphrase').fill('wrong passphrase, surely')
    await off.getByRole('button', { name: 'Restore backup' }).click()
    await expect(off.getByRole('alert').first().textContent()).resolves.toContain(
      'Enter the passphrase the backup was made with.',
    )
    await off.getByLabel('Backup passphrase').fill(PASSPHRASE)
    await off.getByRole('button', { name: 'Restore backup' }).click()
    // The first try spent the grant choosing the passphrase gave; this one asks.
    await confirmPassphrase(off)
    // Registering needs the service, which this computer cannot reach: it says so, and lets the user skip.
    const alert = off.getByRole('alert')
    await alert.waitFor()
    await expect(alert.textContent()).resolves.toContain(
      'Check that the service is running and reachable',
    )
    await off.getByRole('button', { name: 'Skip: this computer stays offline' }).click()
    await off.getByRole('heading', { name: 'Requests' }).waitFor()
    await off.getByText('Not registered with the service yet.').waitFor()
  })

  it('exports a request, signs it offline, and submits the signature online', async () => {
    const senders = [alice.userId, bob.userId, carol.userId]
    const req = await createRequest(suite.net, carol, {
      input: fund(suite.net, senders, 2, 80_000_000n),
      senders,
      threshold: 2,
      to: dave.userId,
      amount: 25_000_000n,
      memo: 'Offline round trip',
    })

    const on = online.page
    await syncNow(on)
    await openTab(on, 'Needs your signature')
    await openFromQueue(on, req.request_id)
    await on.getByText('Offline signing, sharing', { exact: true }).click()
    const requestFile = await downloadFrom(
      on,
      on.getByRole('button', { name: 'Export for offline signing' }),
    )
    expect(requestFile.name).toBe(`cosigner-request-${req.request_id}.json`)

    const off = offline.page
    await off.getByText('Open a request by id, link or file', { exact: true }).click()
    await off.getByLabel('Import a request or signature file').setInputFiles({
      name: requestFile.name,
      mimeType: 'application/json',
      buffer: Buffer.from(requestFile.text),
    })
    await off.getByRole('heading', { level: 1, name: /Sign request/ }).waitFor()
    await off.getByText('offline file').waitFor()
    await off.getByText('Offline round trip').waitFor()
    await expect(off.getByLabel('Transaction hash', { exact: true }).textContent()).resolves.toBe(
      req.transaction_hash,
    )
    if (kind === 'web') await screenshot(off, 'review-offline')
    await off.getByRole('button', { name: 'Sign offline…' }).click()
    const dialog = off.getByRole('dialog', { name: 'Sign this request offline?' })
    await dialog
      .getByRole('checkbox', { name: 'I checked the amount, the receiver and the memo' })
      .check()
    signature = await downloadFrom(
      off,
      dialog.getByRole('button', { name: 'Sign', exact: true }),
      () => confirmPassphrase(off),
    )
    signedRequest = req.request_id
    expect(signature.name).toBe(`cosigner-signature-${req.request_id}.json`)
    expect(JSON.parse(signature.text)).toMatchObject({
      format: 'cosigner/offline-signature',
      request_id: req.request_id,
      account: alice.userId,
    })
    // The review now shows the request as the signature leaves it: signed by Alice, nothing left to sign here.
    await expect
      .poll(() => disabledReason(off, 'Sign offline…'))
      .toBe('Your signature is already on it.')
    await expect(
      off.getByRole('meter', { name: 'Signatures' }).getAttribute('aria-valuetext'),
    ).resolves.toBe('1 of 2 signatures')
    await expect(
      off
        .getByRole('list', { name: 'Senders' })
        .getByRole('listitem')
        .filter({ hasText: 'has signed' })
        .textContent(),
    ).resolves.toContain('you')

    // Nothing reached the service yet.
    await on.getByRole('button', { name: '← Back' }).click()
    await openFromQueue(on, req.request_id)
    await expect(
      on.getByRole('meter', { name: 'Signatures' }).getAttribute('aria-valuetext'),
    ).resolves.toBe('0 of 2 signatures')
    await on.getByText('Offline signing, sharing', { exact: true }).click()
    await on.getByLabel('Import a signed file').setInputFiles({
      name: signature.name,
      mimeType: 'application/json',
      buffer: Buffer.from(signature.text),
    })
    await on
      .getByRole('status')
      .filter({ hasText: 'Signature submitted: 1 of 2 signatures.' })
      .waitFor()
    await expect
      .poll(() => on.getByRole('meter', { name: 'Signatures' }).getAttribute('aria-valuetext'))
      .toBe('1 of 2 signatures')

    // Both wallets audited their part.
    await off.getByRole('button', { name: 'Activity' }).click()
    await off
      .getByRole('table', { name: 'Audit log' })
      .getByRole('row')
      .filter({ hasText: 'Signed offline' })
      .waitFor()
  })

  it('does not submit a signature file on another request’s review: it says which request the file is for and asks', async () => {
    const senders = [alice.userId, bob.userId, carol.userId]
    const other = await createRequest(suite.net, carol, {
      input: fund(suite.net, senders, 2, 60_000_000n),
      senders,
      threshold: 2,
      to: dave.userId,
      amount: 5_000_000n,
    })
    const on = online.page
    await syncNow(on)
    await openTab(on, 'Needs your signature')
    await openFromQueue(on, other.request_id)
    await on.getByText('Offline signing, sharing', { exact: true }).click()
    await on.getByLabel('Import a signed file').setInputFiles({
      name: signature.name,
      mimeType: 'application/json',
      buffer: Buffer.from(signature.text),
    })
    const ask = on.getByRole('dialog', { name: 'This signature is for another request' })
    await expect
      .poll(() => ask.textContent())
      .toMatch(
        new RegExp(
          `signs request ${signedRequest.slice(0, 8)}:\\s*0\\.25 XIN\\s*to Dave.*Nothing was submitted`,
          's',
        ),
      )
    await ask.getByRole('button', { name: 'Cancel' }).click()
    await expect(
      on.getByRole('meter', { name: 'Signatures' }).getAttribute('aria-valuetext'),
    ).resolves.toBe('0 of 2 signatures')
  })

  it('refuses a file that is not one of ours', async () => {
    const on = online.page
    await on.getByRole('button', { name: 'Requests' }).click()
    await on.getByText('Open a request by id, link or file', { exact: true }).click()
    await on.getByLabel('Import a request or signature file').setInputFiles({
      name: 'notes.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"format":"something else"}'),
    })
    await expect(on.getByRole('alert').first().textContent()).resolves.toMatch(
      /is not a request or signature file made by Cosigner.*Choose a file that Cosigner exported/s,
    )
  })

  it('with the service down, says offline instead of missing funds, disables what needs the service, and keeps codes out of sentences', async () => {
    // Bob's wallet reaches the service through a gate that the test closes: connections are then refused.
    const gate = await startTamperProxy(suite.net.server.url)
    try {
      const senders = [alice.userId, bob.userId, carol.userId]
      const w = await suite.wallet('bob-gated', {
        apiUrl: gate.url,
        prepare: withAccount(bob.text, { follow: [{ members: senders, threshold: 2 }] }),
      })
      const req = await createRequest(suite.net, carol, {
        input: fund(suite.net, senders, 2, 40_000_000n),
        senders,
        threshold: 2,
        to: dave.userId,
        amount: 3_000_000n,
        memo: 'Service goes down',
      })
      const p = w.page
      await syncNow(p)
      await openTab(p, 'Needs your signature')
      await openFromQueue(p, req.request_id)
      await p.getByText('Service goes down').waitFor()
      expect(await disabledReason(p, 'Sign…')).toBeNull()

      await gate.close()
      await p.getByRole('button', { name: '← Back' }).click()
      await openFromQueue(p, req.request_id)
      const note = p.getByRole('note').filter({ hasText: 'Offline.' })
      await note.waitFor()
      await expect(note.locator('p').first().textContent()).resolves.toMatch(
        /The service cannot be reached, so this is the copy checked at your last review/,
      )
      await expect(note.locator('p').first().textContent()).resolves.not.toMatch(
        /E[A-Z]{4,}|\(|code/,
      )
      await expect(p.locator('.review-body').textContent()).resolves.not.toContain('were not found')
      await expect(disabledReason(p, 'Sign…')).resolves.toMatch(
        /^Offline: your signature goes to the service/,
      )
      await expect(disabledReason(p, 'Unlock (revoke)…')).resolves.toBe(
        'Offline: unlocking needs the service, which cannot be reached now.',
      )
      await expect(p.locator('.review-actions').textContent()).resolves.not.toContain(
        'Sync and review it again',
      )
      if (kind === 'web') await screenshot(p, 'review-service-down')

      // A sync says offline; its notice is a sentence, and the code stays out of it.
      await syncNow(p)
      await p
        .getByRole('status')
        .filter({ hasText: 'Offline: showing the requests saved on this computer.' })
        .waitFor()
      const toast = p.locator('.notice').filter({ hasText: 'could not be reached' }).first()
      await toast.waitFor()
      await expect(toast.textContent()).resolves.not.toMatch(/ECONN|E[A-Z]{5,}/)

      await p.getByRole('button', { name: 'Groups', exact: true }).click()
      await p.getByRole('heading', { level: 1, name: 'Groups' }).waitFor()
      await p
        .getByRole('note')
        .filter({ hasText: 'Offline. These are the groups saved on this computer' })
        .waitFor()
      await expect(p.getByTestId('no-groups').textContent()).resolves.toBe(
        'No group is saved on this computer. Whether you are in any is not known while the service cannot be reached.',
      )

      // Open anything opens the request saved on this computer by its id, marked as the saved copy.
      await p.getByRole('button', { name: 'Open anything' }).click()
      await p.getByLabel('Link, code, id or hash').fill(req.request_id)
      await p.getByRole('button', { name: 'Look up' }).click()
      const saved = p.getByRole('article', { name: 'Multisig request' })
      await saved.getByText('saved copy').waitFor()
      await expect(saved.getByTestId('saved-copy').textContent()).resolves.toMatch(
        /^Offline\. The service cannot be reached: this is the copy saved on this computer, as of /,
      )
      await saved.getByRole('button', { name: 'Review request' }).click()
      await p.getByRole('note').filter({ hasText: 'Offline.' }).waitFor()
    } finally {
      await gate.close()
    }
  })
})
