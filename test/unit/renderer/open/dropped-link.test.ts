import { describe, expect, it } from 'vitest'
import { droppedLink } from '../../../../src/renderer/open/dropped-link'

const ID = '6fd4aa3a-0c46-4a4b-a7e6-7bb1b3e4b9b0'
const drop = (types: Record<string, string>) => ({ getData: (type: string) => types[type] ?? '' })

describe('what a drop onto the window opens', () => {
  it('takes a link the wallet reads, an id or a hash, from the URI list first', () => {
    expect(
      droppedLink(
        drop({
          'text/uri-list': `# a comment\r\nhttps://mixin.one/users/${ID}\r\n`,
          'text/plain': 'ignored',
        }),
      ),
    ).toBe(`https://mixin.one/users/${ID}`)
    expect(droppedLink(drop({ 'text/plain': `  mixin://codes/${ID} ` }))).toBe(
      `mixin://codes/${ID}`,
    )
    expect(droppedLink(drop({ 'text/plain': ID }))).toBe(ID)
    expect(droppedLink(drop({ 'text/plain': 'ab'.repeat(32) }))).toBe('ab'.repeat(32))
    // A malformed link of ours is still taken: Open anything then says why it cannot be opened.
    expect(droppedLink(drop({ 'text/plain': `https://mixin.one/users/${ID}?x=1` }))).toBe(
      `https://mixin.one/users/${ID}?x=1`,
    )
  })

  it('leaves other text and other hosts alone', () => {
    expect(droppedLink(drop({}))).toBeNull()
    expect(droppedLink(drop({ 'text/plain': 'some words' }))).toBeNull()
    expect(droppedLink(drop({ 'text/uri-list': `https://evil.example/users/${ID}` }))).toBeNull()
    expect(
      droppedLink(drop({ 'text/plain': `https://mixin.one/users/${ID}`.padEnd(5000, 'x') })),
    ).toBeNull()
  })
})
