/**
 * The `outputs` check: each output of the raw against the receiver the service names for it, one to
 * one — its type, its threshold script, its keys against the members, a withdrawal's address. What
 * the outputs send is read from the raw alone: what leaves the senders is every output but the
 * change (outputs back to the senders' own members and threshold), or the whole when all is change.
 * The service's own `amount` is compared and, where another tool reckons it differently (several
 * receivers, say), the difference is said, not held against the request: the raw is what is signed.
 * @module
 */
import type { SummaryOutput } from '../../../../../shared/bridge'
import {
  formatAmount,
  membersHash,
  OutputType,
  parseAmount,
  scriptThreshold,
} from '../../../../../shared/kernel'
import { text, type CheckContext } from './context'
import { words } from '../../../../../shared/i18n/words'

export interface OutputsFound {
  readonly outputs: SummaryOutput[]
  /** Every output's amount together. */
  readonly total: bigint
  /** What goes to others than the senders themselves. */
  readonly external: bigint
  /** What leaves the senders: the external outputs, or the whole when every output is change. */
  readonly leaving: bigint
}

export function checkOutputs(c: CheckContext): OutputsFound {
  const { req, tx } = c
  if (req.receivers.length !== tx.outputs.length)
    c.report(
      'outputs',
      words('review.check.receiversCount', {
        receivers: req.receivers.length,
        outputs: tx.outputs.length,
      }),
    )
  const outputs: SummaryOutput[] = []
  let total = 0n
  let external = 0n
  tx.outputs.forEach((o, i) => {
    total += o.amount
    const r = req.receivers[i]
    const base = {
      index: i,
      amount: formatAmount(o.amount),
      members: r?.members ?? [],
      members_hash: r?.members_hash ?? '',
      threshold: r?.threshold ?? 0,
    }
    if (o.type === OutputType.WithdrawalSubmit) {
      const destination = text(o.withdrawal?.address)
      const tag = text(o.withdrawal?.tag)
      if (r && (r.destination !== destination || r.tag !== tag))
        c.report('outputs', words('review.check.withdrawalDiffers', { output: i }))
      external += o.amount
      outputs.push({ ...base, kind: 'withdrawal', destination: destination ?? '', tag: tag ?? '' })
      return
    }
    if (o.type !== OutputType.Script) {
      c.report(
        'outputs',
        words('review.check.outputType', { output: i, type: `0x${o.type.toString(16)}` }),
      )
      return
    }
    let t: number | undefined
    try {
      t = scriptThreshold(o.script)
    } catch {
      c.report('outputs', words('review.check.noScript', { output: i }))
    }
    if (o.withdrawal) c.report('outputs', words('review.check.scriptWithdrawal', { output: i }))
    if (r) {
      if (r.members.length > 0) {
        if (membersHash(r.members) !== r.members_hash)
          c.report('outputs', words('review.check.membersHash', { output: i }))
        if (o.keys.length !== r.members.length)
          c.report(
            'outputs',
            words('review.check.keysForMembers', {
              output: i,
              keys: o.keys.length,
              members: r.members.length,
            }),
          )
      } else if (r.members_hash !== '')
        c.report('outputs', words('review.check.hashWithoutMembers', { output: i }))
      if (t !== undefined && r.threshold !== t)
        c.report(
          'outputs',
          words('review.check.scriptThreshold', { output: i, script: t, json: r.threshold }),
        )
      if (r.destination !== '' || r.tag !== '')
        c.report('outputs', words('review.check.withdrawalOnScript', { output: i }))
    }
    const change =
      r !== undefined &&
      r.members.length > 0 &&
      r.members_hash === req.senders_hash &&
      r.threshold === req.senders_threshold
    if (!change) external += o.amount
    outputs.push({ ...base, kind: change ? 'change' : 'external', destination: '', tag: '' })
  })
  const leaving = external > 0n ? external : total
  if (parseAmount(req.amount) !== leaving) {
    c.warn(
      words('review.warning.amountDiffers', {
        service: req.amount,
        sent: formatAmount(leaving),
      }),
    )
  }
  return { outputs, total, external, leaving }
}
