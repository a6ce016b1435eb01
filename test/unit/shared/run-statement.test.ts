import { describe, expect, it } from 'vitest'
import type { RunInfo } from '../../../src/shared/bridge'
import { translator } from '../../../src/shared/i18n/translate'
import { runStatement } from '../../../src/shared/run-statement'

const [ME, BOB, CAROL, DAVE] = ['me', 'bob', 'carol', 'dave']
const NAMES: Record<string, string> = { [BOB]: 'Bob', [CAROL]: 'Carol', [DAVE]: 'Dave' }

const sweep = (asset_id: string, symbol: string, amount: string) =>
  ({ kind: 'sweep', asset_id, symbol, amount }) as RunInfo['requests'][number]

const move: Parameters<typeof runStatement>[1] = {
  kind: 'rotation',
  members: [ME, BOB, CAROL],
  threshold: 2,
  target: { members: [ME, BOB, DAVE], threshold: 2 } as RunInfo['target'],
  totals: [],
  requests: [
    sweep('xin', 'XIN', '12'),
    sweep('xin', 'XIN', '8'),
    sweep('usdt', 'USDT', '500'),
    {
      kind: 'collectible',
      asset_id: 'nft',
      symbol: 'NFT',
      amount: '1',
    } as RunInfo['requests'][number],
  ],
  row_count: 0,
  memo: 'Moving',
}

describe('what a run does, in the reader’s language', () => {
  it('says a move in English, names and who leaves and joins', () => {
    const en = translator('en')
    const name = (id: string) => (id === ME ? en.t('common.you') : NAMES[id]!)
    expect(runStatement(en.t, move, name)).toBe(
      'Moves everything in the 2-of-3 account of you, Bob and Carol (20 XIN, 500 USDT and 1 collectible) to a new set of members: you, Bob and Dave, 2 of them to sign. Carol leaves; Dave joins.',
    )
  })

  it('says it in Traditional Chinese, with the same names', () => {
    const tw = translator('zh-TW')
    const name = (id: string) => (id === ME ? tw.t('common.you') : NAMES[id]!)
    expect(runStatement(tw.t, move, name)).toBe(
      '把 您、Bob 和 Carol 的共管帳戶（2/3）中的全部資產（20 XIN、500 USDT 和 1 件藏品）轉移到新的共管人：您、Bob 和 Dave，需要其中 2 位簽名。Carol 退出；Dave 加入。',
    )
  })

  it('says what it holds when nothing is left to sweep, and only who leaves', () => {
    const en = translator('en')
    const name = (id: string) => (id === ME ? en.t('common.you') : NAMES[id]!)
    expect(
      runStatement(
        en.t,
        { ...move, target: { ...move.target!, members: [ME, BOB] }, requests: [] },
        name,
      ),
    ).toBe(
      'Moves everything in the 2-of-3 account of you, Bob and Carol (what it holds) to a new set of members: you and Bob, 2 of them to sign. Carol leaves.',
    )
  })
})
