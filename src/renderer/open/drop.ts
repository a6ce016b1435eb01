/**
 * A link dropped onto the window opens in Open anything, as if pasted there: it is looked up and
 * shown, never acted on. Only text that claims to be a link the wallet reads (or a bare id or
 * hash) is taken; files and other text are left to whatever is under the pointer.
 * @module
 */
import { useEffect } from 'react'
import { actions } from '../store'
import { droppedLink } from './dropped-link'

/** Opens links dropped onto the window in Open anything, while `enabled` (an account is open). */
export function useLinkDrop(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return
    const onOver = (e: DragEvent) => {
      if (
        e.dataTransfer &&
        [...e.dataTransfer.types].some((t) => t === 'text/uri-list' || t === 'text/plain')
      )
        e.preventDefault()
    }
    const onDrop = (e: DragEvent) => {
      // A drop into a text field fills the field, as it always does.
      if (
        !e.dataTransfer ||
        (e.target instanceof HTMLElement && e.target.closest('input, textarea'))
      )
        return
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
