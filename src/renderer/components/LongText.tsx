/**
 * Text of any length from other people (group names, announcements) kept within its box: a name
 * is clamped to a line or two with the whole one hover away (the title); body text wraps, even an
 * unbroken run, and past a length shows its start with "Show all".
 * @module
 */
import { useState } from 'react'
import { useT } from './words'

/** A name clamped to `lines` lines (1 or 2); the title holds the whole. */
export function Clamped({ text, lines = 2 }: { text: string; lines?: 1 | 2 }) {
  return (
    <span className={`clamp clamp-${lines}`} title={text}>
      {text}
    </span>
  )
}

/** Characters shown before "Show all". */
const SHORT = 280

/** Body text that wraps anywhere; longer than `limit`, its start and a "Show all" button. */
export function LongText({ text, limit = SHORT }: { text: string; limit?: number }) {
  const t = useT()
  const [all, setAll] = useState(false)
  const chars = [...text]
  const long = chars.length > limit
  return (
    <span className="wrap-anywhere">
      {long && !all ? `${chars.slice(0, limit).join('')}…` : text}
      {long ? (
        <>
          {' '}
          <button
            type="button"
            className="link-button"
            aria-expanded={all}
            onClick={() => setAll(!all)}
          >
            {all ? t('common.longText.less') : t('common.longText.all')}
          </button>
        </>
      ) : null}
    </span>
  )
}
