/**
 * The core behind the runs' part of the bridge contract (src/shared/bridge-payroll.ts): payrolls,
 * runs and moves to new members, one handler per method, joined into the others by
 * ./bridge-handlers, which validates inputs and results and words errors the same way for all.
 * @module
 */
import type { BridgeParsedInput, BridgeValue, runMethods } from '../../shared/bridge'
import type { Core } from './index'

type RunMethod = keyof ReturnType<typeof runMethods>
type RunImpl = {
  [M in RunMethod]: (input: BridgeParsedInput<M>) => Promise<BridgeValue<M>> | BridgeValue<M>
}

const payroll = (i: {
  members_hash: string
  threshold: number
  csv: string
  memo: string
  name: string
  run_id?: string | undefined
}) => ({
  members_hash: i.members_hash,
  threshold: i.threshold,
  csv: i.csv,
  memo: i.memo,
  name: i.name,
  ...(i.run_id !== undefined ? { run_id: i.run_id } : {}),
})

const rotation = (i: {
  members_hash: string
  threshold: number
  to: string[]
  to_threshold: number
  memo?: string | undefined
}) => ({
  members_hash: i.members_hash,
  threshold: i.threshold,
  to: i.to,
  to_threshold: i.to_threshold,
  ...(i.memo !== undefined ? { memo: i.memo } : {}),
})

export function runHandlers(core: Core): RunImpl {
  return {
    'payroll.preview': (i) => core.payroll.preview(i.account, payroll(i)),
    'payroll.propose': (i) =>
      core.payroll.propose(i.account, { ...payroll(i), run_id: i.run_id }, i.grant),
    'payroll.saveDraft': (i) => core.payroll.saveDraft(i.account, payroll(i)),
    'payroll.discard': (i) => {
      core.payroll.discard(i.account, i.run_id)
      return { run_id: i.run_id }
    },
    'runs.list': (i) => core.runs.list(i.account),
    'runs.get': (i) => core.runs.get(i.account, i.run_id),
    'runs.openShared': (i) => core.runs.openShared(i.account, i.conversation_id, i.message_id),
    'runs.importFile': (i) => core.runs.importFile(i.account, i.text),
    'runs.review': (i) => core.runs.review(i.account, i.run_id),
    'runs.sign': (i) => core.runs.sign(i.account, i.run_id, i.run_digest, i.confirmed, i.grant),
    'runs.export': (i) => core.runs.export(i.account, i.run_id, i.locale),
    'rotation.plan': (i) =>
      core.rotation.plan(i.account, {
        ...rotation(i),
        ...(i.rotation_id !== undefined ? { rotation_id: i.rotation_id } : {}),
      }),
    'rotation.start': (i) =>
      core.rotation.start(i.account, { ...rotation(i), rotation_id: i.rotation_id }, i.grant),
    'rotation.progress': (i) =>
      core.rotation.progress(i.account, i.rotation_id, { offline: i.offline ?? false }),
    'rotation.sweepRest': (i) => core.rotation.sweepRest(i.account, i.rotation_id, i.grant),
  }
}
