/**
 * The `signatures` check: the signers the service lists are senders, each once, and where the
 * spent outputs' keys are known, they are exactly the members whose signatures are valid on every
 * input of the raw (key index j ↔ sorted sender j, wire-formats §2.4).
 * @module
 */
import { verifyTransactionSignatures } from '../../../../../shared/kernel'
import type { CheckContext, SpentOutputInfo } from './context'
import { words } from '../../../../../shared/i18n/words'

/** The distinct signers among the senders. */
export function checkSignatures(
  c: CheckContext,
  spent: readonly SpentOutputInfo[] | null,
): Set<string> {
  const { req } = c
  const signers = new Set(req.signers.filter((s) => req.senders.includes(s)))
  if (signers.size !== req.signers.length)
    c.report('signatures', words('review.check.signersNotSenders'))
  if (spent) {
    const fromRaw = rawSigners(c, spent)
    if (fromRaw.size !== signers.size || [...fromRaw].some((s) => !signers.has(s))) {
      c.report('signatures', words('review.check.signaturesDiffer'))
    }
  }
  return signers
}

function rawSigners(c: CheckContext, outs: readonly SpentOutputInfo[]): Set<string> {
  let report: ReturnType<typeof verifyTransactionSignatures>
  try {
    report = verifyTransactionSignatures(
      c.tx,
      outs.map((o) => ({ keys: [...o.keys], threshold: o.receivers_threshold })),
    )
  } catch (e) {
    c.report(
      'signatures',
      words('review.check.signaturesUnchecked', {
        reason: e instanceof Error ? e.message : 'invalid',
      }),
    )
    return new Set()
  }
  let common: number[] | undefined
  for (const r of report.inputs) {
    for (const j of r.invalid)
      c.report('signatures', words('review.check.invalidSignature', { input: r.input, index: j }))
    common = common === undefined ? [...r.valid] : common.filter((j) => r.valid.includes(j))
  }
  const sorted = [...c.req.senders].sort()
  return new Set((common ?? []).map((j) => sorted[j]).filter((s): s is string => s !== undefined))
}
