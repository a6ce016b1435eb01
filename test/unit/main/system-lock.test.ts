import { EventEmitter } from 'node:events'
import { describe, expect, it } from 'vitest'
import { LOCKING_EVENTS, lockOnSystemEvents, locksOn } from '../../../src/main/system-lock'

describe('locking on system events', () => {
  it('locks on sleep and on the screen locking, and on nothing else', () => {
    expect(LOCKING_EVENTS).toEqual(['suspend', 'lock-screen'])
    expect(
      ['suspend', 'lock-screen', 'resume', 'unlock-screen', 'on-ac', 'shutdown'].map(locksOn),
    ).toEqual([true, true, false, false, false, false])
    const power = new EventEmitter()
    let locks = 0
    const stop = lockOnSystemEvents(power, () => void locks++)
    for (const e of ['suspend', 'resume', 'lock-screen', 'unlock-screen']) power.emit(e)
    expect(locks).toBe(2)
    stop()
    power.emit('suspend')
    expect(locks).toBe(2)
    expect(power.listenerCount('suspend') + power.listenerCount('lock-screen')).toBe(0)
  })

  it('keeps going when the wallet cannot be locked (the demo’s), saying so in the log', () => {
    const power = new EventEmitter()
    const lines: string[] = []
    lockOnSystemEvents(
      power,
      () => {
        throw Object.assign(new Error('no passphrase'), { name: 'CoreError' })
      },
      (l) => lines.push(l),
    )
    power.emit('suspend')
    expect(lines).toEqual(['could not lock on suspend (CoreError)'])
  })
})
