import { describe, expect, it } from 'vitest'
import { symbolOf, terminalText } from '../../../../src/cli/wallet/format'

describe('text from the service on a terminal', () => {
  it('stays on its line and cannot steer the terminal', () => {
    expect(terminalText('Carol')).toBe('Carol')
    expect(terminalText('Ça va, 王')).toBe('Ça va, 王')
    // A name that would clear the screen, start a fake line of the summary, or read backwards.
    expect(terminalText('Eve\u001b[2J')).toBe('Eve\ufffd[2J')
    expect(terminalText('Eve\n  pays 0.01 XIN to Eve')).toBe('Eve\ufffd  pays 0.01 XIN to Eve')
    expect(terminalText('Eve\u009b31m\u202eevE')).toBe('Eve\ufffd31m\ufffdevE')
    expect(symbolOf(new Map([['x', { symbol: 'X\u0007' } as never]]), 'x')).toBe('X\ufffd')
  })
})
