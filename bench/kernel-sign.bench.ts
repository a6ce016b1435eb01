/**
 * Co-signing a 16-input Safe request: ours against the official SDK's `signSafeTransaction` (goal ≥ 1×),
 * then strict verification throughput of the fully signed request.
 *
 * Setup: a 2-of-3 member set; 16 prior outputs, each with its own r and real ghost keys for the three
 * members; the signer is member j. Ours gets what a co-signer gets from the API — the unsigned raw,
 * the views (hex), its spend seed and the spent outputs' keys — and finds its index from t·G. The SDK
 * gets the same transaction as its object form, the same views and the correct index (it cannot find
 * it). Both outputs are checked equal before measuring.
 *
 * Verification: 32 signatures (2 per input) against the spent keys, under the Kernel's rule. Steady
 * state is the Sequencer's usual case (keys already validated when the partial raws came in, so the
 * prime-order check is cached); "cold" requests have never-seen keys. The baseline is noble's own
 * `verify(…, { zip215: false })` over the same 32 signatures plus the tx hash.
 */
import * as ed from '@noble/ed25519'
import { encodeSafeTransaction, signSafeTransaction } from '@mixin.dev/mixin-node-sdk'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { cosignTransaction } from '../src/shared/kernel/cosign'
import { verifyTransactionSignatures } from '../src/shared/kernel/verify'
import { rawTransactionHash } from '../src/shared/kernel/hash'
import { decodeTransaction } from '../src/shared/kernel/codec'
import { deriveGhostOutput, ghostMask, viewScalar } from '../src/shared/kernel/ghost'
import {
  clampedSpendScalar,
  newKeyFromSeed,
  publicFromScalar,
  scalarFromBytes,
} from '../src/shared/kernel/scalar'
import type { SignatureMap } from '../src/shared/kernel/types'
import { measure, report } from './measure'
import type { Rate } from './measure'

const INPUTS = 16
const SIGNER = 1

let counter = 0
function bytes(label: string, n: number): Uint8Array {
  const out = new Uint8Array(n)
  for (let i = 0; i < n; i += 32)
    out.set(
      sha256(new TextEncoder().encode(`${label}/${counter++}`)).subarray(0, Math.min(32, n - i)),
      i,
    )
  return out
}

interface Member {
  seed: Uint8Array
  a: Uint8Array
  A: Uint8Array
  B: Uint8Array
}

const members: Member[] = [0, 1, 2].map((i) => {
  const seed = bytes(`member-seed-${i}`, 32)
  const a = newKeyFromSeed(bytes(`member-view-${i}`, 64))
  return {
    seed,
    a,
    A: publicFromScalar(scalarFromBytes(a)),
    B: publicFromScalar(clampedSpendScalar(seed)),
  }
})

/** A 16-input request spending 2-of-3 ghost outputs; `label` makes fresh r's (and so fresh keys). */
function request(label: string): {
  tx: Parameters<typeof signSafeTransaction>[0]
  raw: Uint8Array
  spent: { keys: Uint8Array[]; threshold: number }[]
  views: string[][]
} {
  const outputs = Array.from({ length: INPUTS }, (_, i) => {
    const r = newKeyFromSeed(bytes(`${label}-r-${i}`, 64))
    const index = i % 3
    const ghost = deriveGhostOutput({ r, members: members.map((m) => ({ A: m.A, B: m.B })), index })
    return { r, index, ...ghost }
  })
  const views = members.map((m) => outputs.map((o) => bytesToHex(viewScalar(m.a, o.mask, o.index))))
  const change = deriveGhostOutput({
    r: newKeyFromSeed(bytes(`${label}-change`, 64)),
    members: members.map((m) => ({ A: m.A, B: m.B })),
    index: 0,
  })
  const tx = {
    version: 5,
    asset: 'a99c2e0e2b1da4d648755ef19bd95139acbbe6564cfb06dec7cd34931ca72cdc',
    inputs: outputs.map((_, i) => ({
      hash: bytesToHex(bytes(`${label}-prev-${i}`, 32)),
      index: i % 3,
    })),
    outputs: [
      {
        type: 0,
        amount: '16',
        keys: change.keys.map(bytesToHex),
        mask: bytesToHex(ghostMask(newKeyFromSeed(bytes(`${label}-change`, 64)))),
        script: 'fffe02',
      },
    ],
    extra: Buffer.from('bench co-sign'),
    references: [],
  }
  const raw = hexToBytes(encodeSafeTransaction(tx))
  return { tx, raw, spent: outputs.map((o) => ({ keys: o.keys, threshold: 2 })), views }
}

function fullySigned(req: ReturnType<typeof request>): Uint8Array {
  const first = cosignTransaction({
    raw: req.raw,
    spendSeed: members[0]!.seed,
    views: req.views[0]!,
    spentOutputs: req.spent,
  })
  return cosignTransaction({
    raw: first.raw,
    spendSeed: members[2]!.seed,
    views: req.views[2]!,
    spentOutputs: req.spent,
  }).raw
}

/**
 * Measures two functions in alternating slices and sums them up, so a change in machine load during
 * the run hits both sides alike (this bench runs next to other work).
 */
function interleaved(
  a: [string, () => unknown],
  b: [string, () => unknown],
  rounds = 4,
  seconds = 0.6,
): [Rate, Rate] {
  const total = (name: string, rates: Rate[]): Rate => {
    const samples = rates.reduce((n, r) => n + r.samples, 0)
    const time = rates.reduce((t, r) => t + r.samples / r.opsPerSecond, 0)
    return { name, opsPerSecond: samples / time, samples }
  }
  const ra: Rate[] = []
  const rb: Rate[] = []
  for (let i = 0; i < rounds; i++) {
    ra.push(measure(a[0], a[1], seconds))
    rb.push(measure(b[0], b[1], seconds))
  }
  return [total(a[0], ra), total(b[0], rb)]
}

export default async function (): Promise<void> {
  const req = request('bench')
  const signer = members[SIGNER]!
  const seedHex = bytesToHex(signer.seed)
  const views = req.views[SIGNER]!

  const sdkRaw = signSafeTransaction(req.tx, views, seedHex, SIGNER)
  const ourRaw = cosignTransaction({
    raw: req.raw,
    spendSeed: signer.seed,
    views,
    spentOutputs: req.spent,
  })
  if (bytesToHex(ourRaw.raw) !== sdkRaw) throw new Error('ours and the SDK sign differently')
  if (ourRaw.indexes.some((i) => i !== SIGNER)) throw new Error('wrong index found')

  const [ours, sdk] = interleaved(
    [
      'ours cosignTransaction',
      () =>
        cosignTransaction({ raw: req.raw, spendSeed: signer.seed, views, spentOutputs: req.spent }),
    ],
    ['SDK signSafeTransaction', () => signSafeTransaction(req.tx, views, seedHex, SIGNER)],
  )
  report(`co-sign a ${INPUTS}-input 2-of-3 request`, ours, sdk, 1)

  const signed = fullySigned(req)
  const check = verifyTransactionSignatures(signed, req.spent)
  if (!check.complete) throw new Error('the fully signed request does not verify')
  const tx = decodeTransaction(signed)
  const maps = tx.signatures as readonly SignatureMap[]
  const [oursVerify, nobleVerify] = interleaved(
    ['ours strict (keys cached)', () => verifyTransactionSignatures(signed, req.spent)],
    [
      'noble verify zip215:false ×32',
      () => {
        const hash = rawTransactionHash(signed)
        maps.forEach((map, i) => {
          for (const [index, sig] of map) {
            if (!ed.verify(sig, hash, req.spent[i]!.keys[index]!, { zip215: false }))
              throw new Error('bad')
          }
        })
      },
    ],
  )
  report(
    `strict verification of the signed ${INPUTS}-input request (32 signatures)`,
    oursVerify,
    nobleVerify,
    1,
  )

  // Cold: requests whose keys were never decoded before, each verified once.
  const cold = Array.from({ length: 4 }, (_, i) => {
    const r = request(`cold-${i}`)
    return {
      raw: fullySigned(r),
      spent: r.spent.map((s) => ({ keys: s.keys.map((k) => k.slice()), threshold: 2 })),
    }
  })
  // fullySigned decoded nothing: cosigning never decodes keys, so these keys are still unseen.
  const start = performance.now()
  for (const c of cold) {
    if (!verifyTransactionSignatures(c.raw, c.spent).complete)
      throw new Error('cold request does not verify')
  }
  const perRequest = (performance.now() - start) / cold.length
  console.log(
    `  ours strict, cold keys                 ${(1000 / perRequest).toFixed(2)} requests/s (${perRequest.toFixed(0)} ms per request)`,
  )
}
