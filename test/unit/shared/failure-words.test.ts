import { describe, expect, it } from 'vitest'
import { FAILURE_CODE_PATTERN, failureWords } from '../../../src/shared/failure-words'

describe('failure words', () => {
  it('says what a logged failure means, the service’s in its own words', () => {
    expect(failureWords('CoreError:request-closed')).toBe('request closed')
    expect(failureWords('ApiClientError:network')).toBe('the service could not be reached')
    expect(failureWords('ApiClientError:something-new')).toBe('the service refused it')
    expect(failureWords('VaultError:keychain-unavailable')).toBe('the keychain failed')
    expect(failureWords('CacheError:io')).toBe('the wallet could not write its data')
    expect(failureWords('TypeError')).toBe('it failed')
  })

  it('finds a failure’s type and code in a log line, and nothing that only looks like one', () => {
    const found = (text: string) => text.match(new RegExp(FAILURE_CODE_PATTERN, 'g'))
    expect(found('refused: CoreError:locked; then ApiClientError:rate-limited')).toEqual([
      'CoreError:locked',
      'ApiClientError:rate-limited',
    ])
    expect(found('an Error-free line about errors')).toBeNull()
  })
})
