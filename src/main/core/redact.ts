/**
 * What never reaches a log line or the audit log: tokens, and long hex or base64 runs (keys,
 * seeds), whoever wrote the text, since some of it was typed or pasted by a person. Ids and paths
 * stay readable. The one redaction of the core: bridge errors, log lines and audit entries use it.
 * @module
 */

/** `text` with every token and key-shaped run replaced by `[redacted]`. */
export function redact(text: string): string {
  return text
    .replace(/\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)?/g, '[redacted]')
    .replace(/[0-9a-fA-F]{32,}/g, '[redacted]')
    .replace(/[A-Za-z0-9+_=-]{40,}|[A-Za-z0-9+/=]{40,}/g, '[redacted]')
}
