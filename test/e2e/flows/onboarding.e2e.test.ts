/**
 * Onboarding from a keystore: pasted (a new account, which the wallet registers with the service)
 * and as a file (an account the service already knows); a broken keystore is explained in plain
 * words. The wallet says where the keys live.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newUser } from '../../../harness/wallet-network'
import { choosePassphrase } from '../harness/page-helpers'
import { screenshot } from '../harness/screenshots'
import { openSuite, type Suite } from '../harness/suite'
import { hostKinds } from '../harness/wallet'

describe.each(hostKinds())('onboarding (%s host)', (kind) => {
  let suite: Suite
  beforeAll(async () => {
    suite = await openSuite(kind)
  })
  afterAll(async () => {
    await suite?.close()
  })

  it('imports a pasted keystore, registers the account and lands on the queue', async () => {
    const dora = newUser(suite.net, 'Dora', false)
    const { page, core } = await suite.wallet('dora')
    // A new wallet starts with its passphrase; the core judges its strength and the page shows why.
    await page.getByRole('heading', { name: 'Choose a wallet passphrase' }).waitFor()
    await page.getByLabel('Wallet passphrase', { exact: true }).fill('password123')
    await page.getByText(/too easy to guess/).waitFor()
    await expect(page.getByRole('button', { name: 'Set passphrase' }).isDisabled()).resolves.toBe(
      true,
    )
    await choosePassphrase(page)
    await page.getByRole('heading', { name: 'Set up Cosigner' }).waitFor()
    await page
      .getByText(/Secret Service keyring/)
      .first()
      .waitFor()
    if (kind === 'web') await screenshot(page, 'onboarding')

    await page.getByLabel('Or paste the keystore JSON').fill(dora.text)
    await page.getByLabel('Name for this account (optional)').fill('Dora’s treasury')
    await page.getByRole('button', { name: 'Import keystore' }).click()

    await page.getByRole('heading', { name: 'Your account is ready' }).waitFor()
    await expect(
      page.getByRole('status').filter({ hasText: 'It is now registered with' }).count(),
    ).resolves.toBe(1)
    if (core) {
      const [account] = core.accounts.list()
      expect(account?.user_id).toBe(dora.userId)
      expect(account?.registered_at).not.toBeNull()
    }
    await page.getByRole('button', { name: 'Go to your requests' }).click()
    await page.getByRole('heading', { name: 'Requests' }).waitFor()
    await expect(
      page.getByRole('tab', { name: /Needs your signature/ }).getAttribute('aria-selected'),
    ).resolves.toBe('true')
    await page.getByText('Nothing needs your signature right now.').waitFor()
    await expect(page.getByRole('combobox', { name: 'Account' }).inputValue()).resolves.toBe(
      dora.userId,
    )
  })

  it('imports a keystore file of an account the service already knows', async () => {
    const erin = newUser(suite.net, 'Erin', true)
    const { page } = await suite.wallet('erin')
    await choosePassphrase(page)
    await page.getByLabel('Keystore file').setInputFiles({
      name: 'erin.json',
      mimeType: 'application/json',
      buffer: Buffer.from(erin.text),
    })
    // The file's account is shown, never its keys.
    await page.getByText(`erin.json: account ${erin.userId} (session and spend keys)`).waitFor()
    const shown = await page.locator('body').innerText()
    expect(shown).not.toContain(erin.keystore.spend_private_key)
    expect(shown).not.toContain(erin.keystore.session_private_key)
    await expect(page.getByLabel('Or paste the keystore JSON').count()).resolves.toBe(0)
    await page.getByRole('button', { name: 'Import keystore' }).click()
    await page.getByRole('heading', { name: 'Your account is ready' }).waitFor()
    await page.getByText('It was already registered with').waitFor()
  })

  it('explains a broken keystore and what to do, and imports nothing', async () => {
    const { page, core } = await suite.wallet('broken')
    await choosePassphrase(page)
    await page.getByLabel('Or paste the keystore JSON').fill('{"app_id": "not a keystore"}')
    await page.getByRole('button', { name: 'Import keystore' }).click()
    const alert = page.getByRole('alert')
    await alert.waitFor()
    await expect(alert.textContent()).resolves.toMatch(
      /Use the keystore JSON file of a Mixin account/,
    )
    if (core) expect(core.accounts.list()).toEqual([])
    await page.getByRole('heading', { name: 'Set up Cosigner' }).waitFor()
  })
})
