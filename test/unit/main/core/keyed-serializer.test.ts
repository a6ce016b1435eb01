import { describe, expect, it } from 'vitest'
import { keyedSerializer } from '../../../../src/main/core/keyed-serializer'

const tick = () => new Promise((r) => setTimeout(r, 5))

describe('keyedSerializer', () => {
  it('runs tasks of one key one at a time, in order, even after a failure', async () => {
    const run = keyedSerializer()
    const log: string[] = []
    const task =
      (name: string, fail = false) =>
      async () => {
        log.push(`start ${name}`)
        await tick()
        log.push(`end ${name}`)
        if (fail) throw new Error(name)
        return name
      }
    const results = await Promise.allSettled([
      run('a', task('1')),
      run('a', task('2', true)),
      run('a', task('3')),
    ])
    expect(log).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3'])
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
  })

  it('lets different keys run side by side', async () => {
    const run = keyedSerializer()
    const log: string[] = []
    const task = (name: string) => async () => {
      log.push(`start ${name}`)
      await tick()
      log.push(`end ${name}`)
    }
    await Promise.all([run('a', task('a')), run('b', task('b'))])
    expect(log.slice(0, 2)).toEqual(['start a', 'start b'])
  })
})
