/**
 * What a screen must not do at any window size or in any language: run past the window.
 * @module
 */
import type { Page } from 'playwright-core'

/** What runs past the window: the page's own overflow, and up to 8 elements past the right edge. */
export async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(`(() => {
    const out = []
    const se = document.scrollingElement
    if (se.scrollWidth > se.clientWidth) out.push('the page scrolls sideways: ' + se.scrollWidth + ' > ' + se.clientWidth)
    const right = document.documentElement.clientWidth
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect()
      if (r.width === 0 || r.height === 0 || r.right <= right + 0.5) continue
      if (el.closest('dialog:not([open]), .visually-hidden')) continue
      const name = el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\\s+/).join('.') : '')
      out.push(name + ' ends at ' + Math.round(r.right) + ' > ' + right + ': ' + (el.textContent || '').slice(0, 40))
      if (out.length >= 8) break
    }
    return out
  })()`)
}

/**
 * Words a control, a heading or a table head cuts: its text wider than its box where the box hides
 * what does not fit (Chinese is as prone to it as English: a label set in a fixed width).
 */
export async function clipped(page: Page): Promise<string[]> {
  return page.evaluate(`(() => {
    const out = []
    for (const el of document.querySelectorAll('button, h1, h2, h3, th, label, legend, [role="tab"], nav a')) {
      const r = el.getBoundingClientRect()
      if (r.width === 0 || el.closest('dialog:not([open]), .visually-hidden')) continue
      const style = getComputedStyle(el)
      const hides = style.overflowX === 'hidden' || style.overflowX === 'clip' || style.textOverflow === 'ellipsis'
      if (hides && el.scrollWidth > el.clientWidth + 1) out.push(el.tagName.toLowerCase() + ' cuts “' + (el.textContent || '').trim().slice(0, 40) + '”')
      if (out.length >= 8) break
    }
    return out
  })()`)
}

/**
 * The English a screen still shows, once what is data is taken out (people's and groups' names,
 * memos, asset symbols, ids, hashes and addresses): runs of Latin letters that are words.
 */
export async function englishLeft(page: Page, data: readonly string[]): Promise<string[]> {
  const text: string = await page.evaluate(`(() => {
    const parts = [document.body.innerText]
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder]'))
      for (const a of ['aria-label', 'title', 'placeholder']) if (el.getAttribute(a)) parts.push(el.getAttribute(a))
    return parts.join('\\n')
  })()`)
  let rest = text
  for (const d of [...data].sort((a, b) => b.length - a.length)) rest = rest.split(d).join(' ')
  rest = rest
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\b[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}\b/gi, ' ')
    .replace(/\b[0-9a-f]{6,}\b/gi, ' ')
    .replace(/\bMIX[1-9A-HJ-NP-Za-km-z]{20,}\b/g, ' ')
  // Each with what stands around it, so a failure says where it is.
  const found = [...rest.matchAll(/[A-Za-z][A-Za-z’'-]{2,}(?:\s+[A-Za-z][A-Za-z’'-]+)*/g)].map(
    (m) =>
      `${m[0]} (…${rest.slice(Math.max(0, m.index - 20), m.index + m[0].length + 20).replace(/\s+/g, ' ')}…)`,
  )
  return [...new Set(found)]
}
