import { describe, expect, it } from 'vitest'
import { injectShim } from '../../../../src/cli/web-host/inject-shim'

describe('injectShim', () => {
  it('injects the shim before everything else in <head>', () => {
    expect(
      injectShim(
        '<html><head lang="x"><script type="module" src="a.js"></script></head></html>',
        '/s.js',
      ),
    ).toBe(
      '<html><head lang="x"><script src="/s.js"></script><script type="module" src="a.js"></script></head></html>',
    )
    expect(injectShim('<p>no head</p>', '/s.js')).toBe(
      '<script src="/s.js"></script><p>no head</p>',
    )
    expect(injectShim('<HEAD><title>t</title>', '/s.js')).toBe(
      '<HEAD><script src="/s.js"></script><title>t</title>',
    )
  })
})
