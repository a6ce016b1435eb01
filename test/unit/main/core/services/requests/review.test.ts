import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'
import { describe, expect, it } from 'vitest'
import type { MultisigRequest } from '../../../../../../src/shared/api/ledger'
import {
  cosignTransaction,
  encodeTransaction,
  kernelAssetId,
  membersHash,
  thresholdScript,
} from '../../../../../../src/shared/kernel'
import {
  reviewRequest,
  summaryDigest,
  type ReviewInput,
} from '../../../../../../src/main/core/services/requests/review'
import { alice, bob, buildFixture, carol, dave, type Fixture } from './multisig-fixture'
import { translator } from '../../../../../../src/shared/i18n/translate'
import type { Words } from '../../../../../../src/shared/i18n/words'

/** Words as the English reader reads them. */
const english = (w: Words) => translator('en').say(w)

const fx = buildFixture()

function review(over: Partial<ReviewInput> & { request?: MultisigRequest } = {}) {
  return reviewRequest({
    request: fx.request(alice),
    viewer: alice.userId,
    spentOutputs: fx.spent,
    ...over,
  })
}

function reasons(r: ReturnType<typeof reviewRequest>): string[] {
  if (r.status !== 'refused') throw new Error('expected a refusal')
  return r.reasons.map((x) => x.kind)
}

/** Member `m` signs the raw as it stands in `req` (with `m`'s views). */
function signedBy(f: Fixture, raw: string, m: typeof alice): string {
  const views = f.request(m).views
  return bytesToHex(
    cosignTransaction({
      raw: hexToBytes(raw),
      spendSeed: m.spendSeed,
      views,
      spentOutputs: f.spent,
    }).raw,
  )
}

describe('a consistent request', () => {
  it('gives a summary: amount out, change, memo, k of t, who signed', () => {
    const r = review()
    expect(r.status).toBe('ok')
    if (r.status !== 'ok') return
    const s = r.summary
    expect([s.amount, s.total, s.change]).toEqual(['1.2', '1.5', '0.3'])
    expect(s.outputs.map((o) => [o.kind, o.amount, o.members])).toEqual([
      ['external', '1.2', [dave.userId]],
      ['change', '0.3', [alice.userId, bob.userId, carol.userId]],
    ])
    expect(s.memo).toEqual({
      text: 'rent for May',
      hex: bytesToHex(new TextEncoder().encode('rent for May')),
    })
    expect([
      s.signed_count,
      s.threshold,
      s.i_am_sender,
      s.i_have_signed,
      s.can_sign,
      s.can_unlock,
      s.inputs_verified,
    ]).toEqual([0, 2, true, false, true, true, true])
    expect(s.inputs.map((i) => i.amount)).toEqual(['1', '0.5'])
    expect(s.collectible).toBeNull()
    expect(r.digest).toBe(summaryDigest(s))
  })

  it('shows a memo that is not UTF-8 as hex only', () => {
    const f = buildFixture({ memo: Uint8Array.of(0xff, 0xfe, 0x00) })
    const r = reviewRequest({
      request: f.request(alice),
      viewer: alice.userId,
      spentOutputs: f.spent,
    })
    expect(r.status === 'ok' && r.summary.memo).toEqual({ text: null, hex: 'fffe00' })
  })

  it('counts everything as leaving when every output is change', () => {
    const f = buildFixture({ external: 0n, change: 150_000_000n })
    const r = reviewRequest({
      request: f.request(alice),
      viewer: alice.userId,
      spentOutputs: f.spent,
    })
    expect(
      r.status === 'ok' && [
        r.summary.amount,
        r.summary.change,
        r.summary.outputs.map((o) => o.kind),
      ],
    ).toEqual(['1.5', '1.5', ['change']])
  })

  it('keeps its digest while others sign, and knows who signed from the raw', () => {
    const first = review()
    const raw = signedBy(fx, fx.raw, bob)
    const r = review({
      request: { ...fx.request(alice), raw_transaction: raw, signers: [bob.userId] },
    })
    expect(r.status).toBe('ok')
    if (r.status !== 'ok' || first.status !== 'ok') return
    expect(r.summary.signed_count).toBe(1)
    expect(r.summary.senders.find((x) => x.user_id === bob.userId)?.signed).toBe(true)
    expect(r.digest).toBe(first.digest)
  })

  it('cannot be signed without the spent outputs, but still reviews', () => {
    const r = review({ spentOutputs: null })
    expect(
      r.status === 'ok' && [
        r.summary.inputs_verified,
        r.summary.can_sign,
        r.summary.inputs[0]!.amount,
      ],
    ).toEqual([false, false, null])
  })

  it('is not for a viewer who is not a sender to sign', () => {
    const r = reviewRequest({
      request: fx.request(dave),
      viewer: dave.userId,
      spentOutputs: fx.spent,
    })
    expect(
      r.status === 'ok' && [r.summary.i_am_sender, r.summary.can_sign, r.summary.can_unlock],
    ).toEqual([false, false, false])
  })
})

describe('each check refuses the request it does not pass', () => {
  const base = fx.request(alice)

  it('transaction: undecodable bytes', () => {
    expect(reasons(review({ request: { ...base, raw_transaction: '7777000500' } }))).toEqual([
      'transaction',
    ])
  })

  it('transaction: the JSON names another transaction', () => {
    expect(reasons(review({ request: { ...base, transaction_hash: 'ab'.repeat(32) } }))).toContain(
      'transaction',
    )
  })

  it('transaction: the id was first seen with another transaction', () => {
    expect(reasons(review({ firstSeen: { transaction_hash: 'cd'.repeat(32) } }))).toEqual([
      'transaction',
    ])
  })

  it('asset-and-memo: another asset id, or a kernel id that is not its hash', () => {
    const btc = 'c6d0c728-2624-429b-8e0d-d9d19b6592fa'
    expect(
      reasons(review({ request: { ...base, asset_id: btc, kernel_asset_id: kernelAssetId(btc) } })),
    ).toContain('asset-and-memo')
    expect(reasons(review({ request: { ...base, kernel_asset_id: 'ee'.repeat(32) } }))).toContain(
      'asset-and-memo',
    )
  })

  it('asset-and-memo: an extra that is not the raw one', () => {
    expect(
      reasons(
        review({
          request: { ...base, extra: bytesToHex(new TextEncoder().encode('rent for June')) },
        }),
      ),
    ).toEqual(['asset-and-memo'])
  })

  it('an amount the service reckons otherwise is said, not refused: the raw is what is shown and signed', () => {
    // Another tool may reckon `amount` as the first output alone (several receivers): the review stands on the raw.
    const r = review({ request: { ...base, amount: '0.12' } })
    expect(r.status).toBe('ok')
    if (r.status !== 'ok') return
    expect(r.summary.amount).toBe('1.2')
    expect(r.summary.warnings.map(english).join(' ')).toMatch(
      /the service reckons 0\.12 leaves the account; the transaction itself sends 1\.2 to others/,
    )
    // The core hands out words, not a sentence: a Chinese reader reads the same warning in Chinese.
    expect(r.summary.warnings.map((w) => translator('zh-CN').say(w))).toEqual([
      '服务方认为有 0.12 离开本账户；交易本身向他人发送 1.2，显示和签名的以后者为准',
    ])
  })

  it('outputs: a receiver missing for an output', () => {
    expect(
      reasons(review({ request: { ...base, receivers: base.receivers.slice(0, 1) } })),
    ).toContain('outputs')
  })

  it('outputs: another receiver named for an output', () => {
    const swapped = [
      { ...base.receivers[0]!, members: [carol.userId], members_hash: membersHash([carol.userId]) },
      base.receivers[1]!,
    ]
    // carol as one member still has one key: only the identity changed, which the keys cannot show;
    // a receiver list whose size disagrees with the keys can.
    const two = [
      {
        ...base.receivers[0]!,
        members: [carol.userId, dave.userId],
        members_hash: membersHash([carol.userId, dave.userId]),
      },
      base.receivers[1]!,
    ]
    expect(review({ request: { ...base, receivers: swapped } }).status).toBe('ok')
    expect(reasons(review({ request: { ...base, receivers: two } }))).toContain('outputs')
    const badHash = [{ ...base.receivers[0]!, members_hash: 'aa'.repeat(32) }, base.receivers[1]!]
    expect(reasons(review({ request: { ...base, receivers: badHash } }))).toContain('outputs')
  })

  it('outputs and senders: a receiver threshold that is not the script, or impossible senders', () => {
    const t = [{ ...base.receivers[0]!, threshold: 2 }, base.receivers[1]!]
    expect(reasons(review({ request: { ...base, receivers: t } }))).toContain('outputs')
    expect(reasons(review({ request: { ...base, senders_threshold: 4 } }))).toContain('senders')
  })

  it('outputs: a receiver relabelled as the senders (to pass a payment off as change) does not fit the keys', () => {
    const disguised = [
      {
        ...base.receivers[0]!,
        members: base.senders,
        members_hash: base.senders_hash,
        threshold: 2,
      },
      base.receivers[1]!,
    ]
    expect(
      new Set(reasons(review({ request: { ...base, receivers: disguised, amount: '0.3' } }))),
    ).toEqual(new Set(['outputs']))
  })

  it('senders: a senders hash that is not theirs', () => {
    expect(reasons(review({ request: { ...base, senders_hash: 'bb'.repeat(32) } }))).toContain(
      'senders',
    )
  })

  it('inputs: views that do not match the inputs, a spent output missing or owned by others', () => {
    expect(reasons(review({ request: { ...base, views: base.views.slice(0, 1) } }))).toEqual([
      'inputs',
    ])
    expect(reasons(review({ spentOutputs: fx.spent.slice(0, 1) }))).toEqual(['inputs'])
    const foreign = fx.spent.map((o, i) =>
      i === 0 ? { ...o, receivers_hash: membersHash([dave.userId]), receivers_threshold: 1 } : o,
    )
    expect(reasons(review({ spentOutputs: foreign }))).toContain('inputs')
  })

  it('inputs: inputs that do not balance the outputs', () => {
    const more = fx.spent.map((o, i) => (i === 0 ? { ...o, amount: '2' } : o))
    expect(reasons(review({ spentOutputs: more }))).toEqual(['inputs'])
  })

  it('signatures: a signer the raw does not carry, or a signature the JSON does not list', () => {
    expect(reasons(review({ request: { ...base, signers: [bob.userId] } }))).toEqual(['signatures'])
    const raw = signedBy(fx, fx.raw, bob)
    expect(reasons(review({ request: { ...base, raw_transaction: raw, signers: [] } }))).toEqual([
      'signatures',
    ])
    expect(reasons(review({ request: { ...base, signers: [dave.userId] } }))).toContain(
      'signatures',
    )
  })

  it('signatures: an invalid signature on the raw', () => {
    const raw = hexToBytes(signedBy(fx, fx.raw, bob))
    raw[raw.length - 5]! ^= 0x01
    expect(
      reasons(
        review({ request: { ...base, raw_transaction: bytesToHex(raw), signers: [bob.userId] } }),
      ),
    ).toContain('signatures')
  })

  it('outputs: a type this wallet does not sign', () => {
    const tx = {
      ...fx.tx,
      outputs: [
        {
          ...fx.tx.outputs[0]!,
          type: 0xa3,
          keys: [],
          script: new Uint8Array(0),
          mask: new Uint8Array(32),
        },
        fx.tx.outputs[1]!,
      ],
    }
    const raw = bytesToHex(encodeTransaction(tx))
    expect(reasons(review({ request: { ...base, raw_transaction: raw } }))).toEqual(
      expect.arrayContaining(['transaction', 'outputs']),
    )
    void thresholdScript
  })
})

describe('progress, as the official clients derive it', () => {
  it('is open below the threshold, complete at it (no Sign), sent once final, unlocked once revoked', () => {
    const base = fx.request(alice)
    const bobs = signedBy(fx, fx.raw, bob)
    const both = signedBy(fx, bobs, carol)
    const progress = (over: Partial<MultisigRequest>, sent = false) => {
      const r = review({ request: { ...base, ...over }, sent })
      return r.status === 'ok'
        ? [r.summary.progress, r.summary.can_sign, r.summary.can_unlock]
        : r.reasons
    }
    expect(progress({})).toEqual(['open', true, true])
    expect(progress({ raw_transaction: bobs, signers: [bob.userId] })).toEqual(['open', true, true])
    expect(progress({ raw_transaction: both, signers: [bob.userId, carol.userId] })).toEqual([
      'complete',
      false,
      false,
    ])
    expect(progress({ raw_transaction: both, signers: [bob.userId, carol.userId] }, true)).toEqual([
      'sent',
      false,
      false,
    ])
    expect(
      progress({ raw_transaction: bobs, signers: [bob.userId], revoked_by: bob.userId }),
    ).toEqual(['unlocked', false, false])
  })
})

describe('collectibles', () => {
  it('names the collectible and warns when it would be released', () => {
    const req = { ...fx.request(alice), inscription_hash: 'cc'.repeat(32) }
    const collectible = {
      inscription_hash: 'cc'.repeat(32),
      collection_hash: 'dd'.repeat(32),
      collection_name: 'Cats',
      symbol: 'CAT',
      sequence: 7,
      content_type: 'image/png',
      content_url: 'https://x/7.png',
    }
    const r = reviewRequest({
      request: req,
      viewer: alice.userId,
      spentOutputs: fx.spent,
      collectible,
    })
    expect(r.status === 'ok' && r.summary.collectible).toEqual(collectible)
    expect(r.status === 'ok' && r.summary.warnings.map(english).join(' ')).toMatch(/released/)
    const unknown = reviewRequest({ request: req, viewer: alice.userId, spentOutputs: fx.spent })
    expect(unknown.status === 'ok' && unknown.summary.warnings.map(english).join(' ')).toMatch(
      /could not be looked up/,
    )
  })
})
