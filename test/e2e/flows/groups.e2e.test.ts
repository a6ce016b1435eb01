/**
 * Group management by role: the owner creates a group and sets an admin; owner, admin and member
 * each see only the actions their role allows; the admin adds and removes a member; the owner
 * resets the invitation link after confirming, the old link stops working and the new one lets a
 * newcomer in; a member mutes and leaves.
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newUser, type User } from '../../../harness/wallet-network'
import { withAccount } from '../harness/accounts'
import { screenshot } from '../harness/screenshots'
import { openSuite, type Suite } from '../harness/suite'
import { hostKinds, type Wallet } from '../harness/wallet'

const GROUP = 'Treasury committee'

function member(page: Page, userId: string) {
  return page.locator(`[data-testid="member"][data-user-id="${userId}"]`)
}

/** Opens the group from an invitation link through "Open anything", as a member would. */
async function openByLink(page: Page, link: string): Promise<void> {
  await page.getByRole('button', { name: 'Open anything' }).click()
  await page.getByLabel('Link, code, id or hash').fill(link)
  await page.getByRole('button', { name: 'Look up' }).click()
  const card = page.getByRole('article', { name: 'Group' })
  await card.getByText(`Group: ${GROUP}`).waitFor()
  await expect(card.textContent()).resolves.toContain('you are a member')
  await card.getByRole('button', { name: 'Open group' }).click()
  await page.getByRole('heading', { level: 1, name: new RegExp(GROUP) }).waitFor()
}

async function inviteLink(page: Page): Promise<string> {
  return (await page.getByLabel('Invitation link', { exact: true }).textContent()) ?? ''
}

describe.each(hostKinds())('groups (%s host)', (kind) => {
  let suite: Suite
  let alice: User, bob: User, carol: User, dave: User, erin: User
  let aliceW: Wallet, bobW: Wallet, carolW: Wallet
  let link = ''

  beforeAll(async () => {
    suite = await openSuite(kind)
    ;[alice, bob, carol, dave, erin] = ['Alice', 'Bob', 'Carol', 'Dave', 'Erin'].map((n) =>
      newUser(suite.net, n, true),
    ) as [User, User, User, User, User]
    aliceW = await suite.wallet('alice', { prepare: withAccount(alice.text) })
    bobW = await suite.wallet('bob', { prepare: withAccount(bob.text) })
    carolW = await suite.wallet('carol', { prepare: withAccount(carol.text) })
  })
  afterAll(async () => {
    await suite?.close()
  })

  it('as owner: creates the group, makes an admin, and sees every action', async () => {
    const a = aliceW.page
    await a.getByRole('button', { name: 'Groups' }).click()
    await a.getByText('No groups yet.').waitFor()
    await a.getByLabel('Group name').fill(GROUP)
    // Alice has met no one yet: she pastes their ids, and the wallet finds who they are.
    await a.getByLabel('Members', { exact: true }).fill(`${bob.userId}\n${carol.userId}`)
    await a.getByRole('button', { name: 'Find 2 people' }).click()
    const picked = a.getByRole('list', { name: 'Members: chosen' })
    await expect.poll(() => picked.textContent()).toMatch(/Bob.*Carol/s)
    await a.getByLabel('Announcement (optional)').fill('Payments need 2 of 3.')
    await a.getByRole('button', { name: 'Create group' }).click()
    await a.getByRole('heading', { level: 1, name: new RegExp(GROUP) }).waitFor()
    await expect(
      a.getByRole('list', { name: 'Members', exact: true }).getByRole('listitem').count(),
    ).resolves.toBe(3)
    await expect(member(a, alice.userId).textContent()).resolves.toContain('Owner')
    // Members read by name, "you" marked, the id in the title.
    await expect.poll(() => member(a, alice.userId).textContent()).toMatch(/Alice\s*you/)
    await expect.poll(() => member(a, carol.userId).textContent()).toContain('Carol')
    await expect(
      member(a, carol.userId).locator('.user-ref').getAttribute('title'),
    ).resolves.toContain(carol.userId)

    await member(a, bob.userId).getByRole('button', { name: 'Make admin Bob' }).click()
    await expect.poll(() => member(a, bob.userId).textContent()).toContain('Admin')
    // The owner may change roles and remove anyone but herself; add; reset the link; set the timer.
    await member(a, bob.userId)
      .getByRole('button', { name: 'Remove admin role from Bob' })
      .waitFor()
    await member(a, bob.userId).getByRole('button', { name: 'Remove Bob from the group' }).waitFor()
    await expect(member(a, alice.userId).getByRole('button').count()).resolves.toBe(0)
    await a.getByLabel('Add members', { exact: true }).waitFor()
    await a.getByRole('button', { name: 'Reset invitation link…' }).waitFor()
    await a.getByLabel('Disappearing messages').selectOption(String(7 * 24 * 3600))
    await a
      .getByRole('definition')
      .filter({ hasText: /^After 1 week$/ })
      .waitFor()
    link = await inviteLink(a)
    expect(link).toMatch(/\/codes\/[0-9a-f-]{36}$/)
    if (kind === 'web') await screenshot(a, 'group-detail')
    await a.getByRole('button', { name: '← Groups' }).click()
    await a
      .getByRole('list', { name: 'Your groups' })
      .getByRole('button', { name: new RegExp(GROUP) })
      .waitFor()
    if (kind === 'web') await screenshot(a, 'groups')
    // The Activity says which group by name, and the timer in units, not seconds.
    await a
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Activity' })
      .click()
    const timer = a
      .getByRole('table', { name: 'Audit log' })
      .getByRole('row')
      .filter({ hasText: 'Set disappearing messages' })
    await expect.poll(() => timer.textContent()).toContain(GROUP)
    await expect(timer.textContent()).resolves.toContain('1 week')
    await expect(timer.textContent()).resolves.not.toContain('604800')
    await a
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Groups' })
      .click()
  })

  it('as admin: adds and removes members, but cannot set roles or touch the owner', async () => {
    const b = bobW.page
    await openByLink(b, link)
    await expect(b.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('Admin')
    // The members are drawn a frame after the conversation: wait for them before counting what they lack.
    await member(b, alice.userId).waitFor()
    await expect(
      b.getByRole('button', { name: /^Make admin|^Remove admin/ }).count(),
    ).resolves.toBe(0)
    await expect(member(b, alice.userId).getByRole('button').count()).resolves.toBe(0)
    await expect(member(b, bob.userId).getByRole('button').count()).resolves.toBe(0)
    await b.getByRole('button', { name: 'Reset invitation link…' }).waitFor()
    await b.getByLabel('Disappearing messages').waitFor()

    // A pasted id still works: the wallet finds Dave, and Bob adds him.
    const add = b.getByLabel('Add members', { exact: true })
    await add.fill(dave.userId)
    await b.getByRole('button', { name: 'Find person' }).click()
    await expect
      .poll(() => b.getByRole('list', { name: 'Add members: chosen' }).textContent())
      .toContain('Dave')
    await b.getByRole('button', { name: 'Add', exact: true }).click()
    await member(b, dave.userId).waitFor()
    // The notice names him, not his id.
    await b.getByRole('status').filter({ hasText: 'Added Dave.' }).waitFor()
    // Pasting a member again says so, and keeps the text; an unknown id is said in words, the text kept.
    await add.fill(dave.userId)
    await b.getByRole('button', { name: 'Find person' }).click()
    await b.getByRole('status').filter({ hasText: 'Dave is already a member.' }).waitFor()
    await expect(add.inputValue()).resolves.toBe(dave.userId)
    const nobody = '0d3c1a4e-5b6f-4a7b-8c9d-0e1f2a3b4c5d'
    await add.fill(nobody)
    await b.getByRole('button', { name: 'Find person' }).click()
    await expect
      .poll(() => b.getByRole('alert').first().textContent())
      .toContain(`No user ${nobody} is known to the service.`)
    await expect(add.inputValue()).resolves.toBe(nobody)
    await add.fill('')
    // Removing asks first, naming the person; cancelling keeps them.
    await member(b, dave.userId).getByRole('button', { name: 'Remove Dave from the group' }).click()
    const confirm = b.getByRole('dialog', { name: 'Remove Dave from the group?' })
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(member(b, dave.userId).count()).resolves.toBe(1)
    await member(b, dave.userId).getByRole('button', { name: 'Remove Dave from the group' }).click()
    await confirm.getByRole('button', { name: 'Remove' }).click()
    await member(b, dave.userId).waitFor({ state: 'detached' })
    await b.getByRole('status').filter({ hasText: 'Removed Dave from the group.' }).waitFor()

    // Dave is now one of Bob's contacts: Bob adds him back by picking him by name.
    await add.fill('da')
    await b
      .getByRole('list', { name: 'Add members: contacts' })
      .getByRole('button', { name: 'Pick Dave' })
      .click()
    await b.getByRole('button', { name: 'Add', exact: true }).click()
    await member(b, dave.userId).waitFor()
    await expect.poll(() => member(b, dave.userId).textContent()).toContain('Dave')
    // Members already in the group are not offered: Bob's contacts are all in it now.
    await add.fill('a')
    await b
      .getByText('No contact matches “a”. Paste their user id, user link or code link instead.')
      .waitFor()
    await add.fill('')
    await member(b, dave.userId).getByRole('button', { name: 'Remove Dave from the group' }).click()
    await b
      .getByRole('dialog', { name: 'Remove Dave from the group?' })
      .getByRole('button', { name: 'Remove' })
      .click()
    await member(b, dave.userId).waitFor({ state: 'detached' })
    await expect(
      b.getByRole('list', { name: 'Members', exact: true }).getByRole('listitem').count(),
    ).resolves.toBe(3)
  })

  it('as member: mutes, but is offered no management', async () => {
    const c = carolW.page
    await openByLink(c, link)
    await expect(c.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('Member')
    await expect(
      c.getByRole('list', { name: 'Members', exact: true }).getByRole('button').count(),
    ).resolves.toBe(0)
    await expect(c.getByLabel('Add members', { exact: true }).count()).resolves.toBe(0)
    await c.getByText('Only the owner and admins can add or remove members.').waitFor()
    await expect(c.getByRole('button', { name: 'Reset invitation link…' }).count()).resolves.toBe(0)
    await expect(c.getByLabel('Disappearing messages').count()).resolves.toBe(0)
    await expect(c.getByLabel('Group name').count()).resolves.toBe(0)

    const mute = c.getByRole('group', { name: 'Mute' })
    await expect(mute.getByRole('button', { name: 'Unmute' }).isDisabled()).resolves.toBe(true)
    await mute.getByRole('button', { name: 'Mute for 8 hours' }).click()
    await c
      .getByRole('definition')
      .filter({ hasText: /^Muted until / })
      .waitFor()
    await expect(mute.getByRole('button', { name: 'Unmute' }).isEnabled()).resolves.toBe(true)
    await mute.getByRole('button', { name: 'Unmute' }).click()
    await c
      .getByRole('definition')
      .filter({ hasText: /^Not muted$/ })
      .waitFor()
  })

  it('resets the invitation link after confirming; the old link fails and the new one lets a newcomer in', async () => {
    const a = aliceW.page
    await a
      .getByRole('list', { name: 'Your groups' })
      .getByRole('button', { name: new RegExp(GROUP) })
      .click()
    await a.getByRole('button', { name: 'Reset invitation link…' }).click()
    const dialog = a.getByRole('dialog', { name: 'Reset the invitation link?' })
    await expect(dialog.textContent()).resolves.toContain('stops working at once')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(inviteLink(a)).resolves.toBe(link)
    await a.getByRole('button', { name: 'Reset invitation link…' }).click()
    await a
      .getByRole('dialog', { name: 'Reset the invitation link?' })
      .getByRole('button', { name: 'Reset link' })
      .click()
    await expect.poll(() => inviteLink(a)).not.toBe(link)
    const fresh = await inviteLink(a)

    const e = (await suite.wallet('erin', { prepare: withAccount(erin.text) })).page
    await e.getByRole('button', { name: 'Groups' }).click()
    await e.getByLabel('Invitation code or link').fill(link)
    await e.getByRole('button', { name: 'Join group' }).click()
    await expect(e.getByRole('alert').first().textContent()).resolves.toMatch(
      /Check the code or id and try again/,
    )
    await e.getByLabel('Invitation code or link').fill(fresh)
    await e.getByRole('button', { name: 'Join group' }).click()
    await e.getByRole('heading', { level: 1, name: new RegExp(GROUP) }).waitFor()
    await expect(member(e, erin.userId).textContent()).resolves.toContain('Member')
  })

  it('as member: leaves the group after confirming', async () => {
    const c = carolW.page
    await c.getByRole('button', { name: 'Leave group…' }).click()
    await c
      .getByRole('dialog', { name: `Leave ${GROUP}?` })
      .getByRole('button', { name: 'Leave group' })
      .click()
    await c.getByRole('heading', { level: 1, name: 'Groups' }).waitFor()
    await c.getByText('No groups yet.').waitFor()
  })
})
