/**
 * A link dropped onto the window opens in Open anything, as if pasted there: it is looked up and
 * shown, never acted on. Only text that claims to be a link the wallet reads (or a bare id or
 * hash) is taken; files and other text are left to whatever is under the pointer.
 * @module
 */
import { useEffect } from 'react'
import { ANY_CASE_UUID_PATTERN } from '../../shared/api/uuid'
import { looksLikeLink } from '../../shared/links'
import { actions } from '../store'

/** Longer than any link the wallet reads; a longer drop is not looked at. */
const MAX_DROP = 4096

/** What a drop carries that Open anything takes: its first URI or its text, when that is a link, an id or a hash. */
export function droppedLink(data: { getData(type: string): string }): string | null {
  const uri = data
    .getData('text/uri-list')
    .split(/\r?\n/)
    .find((l) => l.trim() !== '' && !l.startsWith('#'))
  const text = (uri ?? data.getData('text/plain')).trim()
  if (text === '' || text.length > MAX_DROP) return null
  return looksLikeLink(text) || ANY_CASE_UUID_PATTERN.test(text) || /^[0-9a-f]{64}$/i.test(text) ? text : null
}

/** Opens links dropped onto the window in Open anything, while `enabled` (an account is open). */
export function useLinkDrop(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return
    const onOver = (e: DragEvent) => {
      if (e.dataTransfer && [...e.dataTransfer.types].some((t) => t === 'text/uri-list' || t === 'text/plain')) e.preventDefault()
    }
    const onDrop = (e: DragEvent) => {
      // A drop into a text field fills the field, as it always does.
      if (!e.dataTransfer || (e.target instanceof HTMLElement && e.target.closest('input, textarea'))) return
      const text = droppedLink(e.dataTransfer)
      if (text === null) return
      e.preventDefault()
      actions.navigate({ name: 'open', text })
    }
    window.addEventListener('dragover', onOver)
    window.addEventListener('drop', onDrop)
    return () => {
      window.removeEventListener('dragover', onOver)
      window.removeEventListener('drop', onDrop)
    }
  }, [enabled])
}
