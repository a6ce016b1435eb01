/**
 * Runs async tasks one after another per key, so two operations on one key never interleave: the
 * vault's on one account's keychain entries, the lock's on the passphrase. A task that fails does
 * not stop the next.
 */
export function keyedSerializer(): <T>(key: string, task: () => Promise<T>) => Promise<T> {
  const tails = new Map<string, Promise<unknown>>()
  return <T>(key: string, task: () => Promise<T>) => {
    const prev = tails.get(key) ?? Promise.resolve()
    const run = prev.then(task, task)
    const tail = run.catch(() => undefined)
    tails.set(key, tail)
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key)
    })
    return run
  }
}
