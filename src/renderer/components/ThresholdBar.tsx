/**
 * The k-of-t bar: one segment per required signature, filled for each one collected.
 * @module
 */
import { useT } from './words'

export interface ThresholdBarProps {
  signed: number
  threshold: number
  /** Smaller, for list rows. */
  compact?: boolean
}

/** A meter "k of t signatures"; more signatures than needed still fill every segment. */
export function ThresholdBar({ signed, threshold, compact = false }: ThresholdBarProps) {
  const t = useT()
  const n = Math.max(1, threshold)
  const k = Math.max(0, signed)
  const segments = Array.from({ length: Math.min(n, 16) }, (_, i) => i < k)
  return (
    <div
      className={compact ? 'kbar kbar-compact' : 'kbar'}
      role="meter"
      aria-label={t('common.thresholdBar.label')}
      aria-valuemin={0}
      aria-valuemax={n}
      aria-valuenow={Math.min(k, n)}
      aria-valuetext={t('common.thresholdBar.valueText', { signed: k, threshold: n })}
    >
      <div className="kbar-segments" aria-hidden="true">
        {segments.map((filled, i) => (
          <span key={i} className={filled ? 'kbar-seg kbar-filled' : 'kbar-seg'} />
        ))}
      </div>
      <span className="kbar-text" aria-hidden="true">
        {t('common.thresholdBar.short', { signed: k, threshold: n })}
      </span>
    </div>
  )
}
