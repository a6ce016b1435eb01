/**
 * Renders its children only once the frame it mounted in has been painted, so a screen shows its
 * main content first and what sits beside or below it a frame later (a group's conversation before
 * its members and settings). While the window is hidden no frame is painted, and the children wait.
 * @module
 */
import { useEffect, useState, type ReactNode } from 'react'

/** See the module comment. */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    // A frame callback runs just before that frame's paint; a task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [])
  return painted ? <>{children}</> : null
}
