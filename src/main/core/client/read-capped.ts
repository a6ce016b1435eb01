/**
 * Reading a response body with a size limit: the declared length is checked first, then the bytes
 * as they arrive, and the rest is never read once the limit is passed.
 * @module
 */

/** The body of `res` (empty when it has none), or undefined when it is, or says it is, longer than `max` bytes. */
export async function readCappedBody(res: Response, max: number): Promise<Uint8Array | undefined> {
  if (Number(res.headers.get('content-length') ?? NaN) > max) {
    await res.body?.cancel().catch(() => undefined)
    return undefined
  }
  if (!res.body) return new Uint8Array(0)
  const reader = res.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.length
    if (total > max) {
      await reader.cancel().catch(() => undefined)
      return undefined
    }
    chunks.push(value)
  }
  return new Uint8Array(Buffer.concat(chunks))
}
