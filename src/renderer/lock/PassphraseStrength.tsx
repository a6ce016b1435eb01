/**
 * What the wallet core's estimator says about a passphrase being chosen, shown as it is typed. The
 * decision (how strong is strong enough) is the core's; this only shows its verdict and advice.
 * @module
 */
import { useEffect, useState } from 'react'
import type { PassphraseVerdict } from '../../shared/bridge'
import { useT } from '../components/words'
import { actions } from '../store'

const WORDS = [
  'lock.strength.veryWeak',
  'lock.strength.weak',
  'lock.strength.fair',
  'lock.strength.strong',
  'lock.strength.veryStrong',
] as const

/** The core's verdict on `candidate`, asked a moment after typing stops; null while empty or unknown. */
export function usePassphraseVerdict(candidate: string): PassphraseVerdict | null {
  const [verdict, setVerdict] = useState<PassphraseVerdict | null>(null)
  useEffect(() => {
    if (candidate === '') {
      setVerdict(null)
      return
    }
    let live = true
    const timer = setTimeout(() => {
      actions.checkPassphrase(candidate).then(
        (v) => live && setVerdict(v),
        () => live && setVerdict(null),
      )
    }, 250)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [candidate])
  return verdict
}

/** The verdict in words, with the estimator's advice. */
export function PassphraseStrength({ verdict }: { verdict: PassphraseVerdict | null }) {
  const t = useT()
  if (!verdict) return null
  const score = t(WORDS[verdict.score] ?? WORDS[0])
  return (
    <div className="strength" role="status" aria-live="polite">
      <meter
        min={0}
        max={4}
        low={2}
        high={3}
        optimum={4}
        value={verdict.score}
        aria-label={t('lock.strength.label')}
        aria-valuetext={score}
      />
      <span className={verdict.ok ? 'strength-ok' : 'strength-weak'}>
        {verdict.ok ? score : t('lock.strength.tooEasy', { score })}
      </span>
      {verdict.warning ? <span className="muted">{t.say(verdict.warning)}</span> : null}
      {!verdict.ok && verdict.suggestions.length > 0 ? (
        <span className="muted">{verdict.suggestions.map((s) => t.say(s)).join(' ')}</span>
      ) : null}
    </div>
  )
}
