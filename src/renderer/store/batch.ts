/**
 * Asking the wallet about ids the screens meet (people, assets), each id once: the asks of one tick
 * go as one batch, and an id the answer left out may be asked again by a later screen.
 * @module
 */

export interface IdBatch {
  /** Asks for these ids, unless `known` or already asked. */
  need(ids: readonly string[]): void
  /** Drops a batch that has not gone yet (the store is thrown away). */
  dispose(): void
}

/**
 * @param known whether the store has an id already (asked again after a load that did not bring it)
 * @param load fetches one batch into the store; its failures are its own to handle
 */
export function idBatch(
  known: (id: string) => boolean,
  load: (ids: string[]) => Promise<void>,
): IdBatch {
  const asked = new Set<string>()
  let batch: string[] = []
  let timer: ReturnType<typeof setTimeout> | undefined

  async function flush(): Promise<void> {
    timer = undefined
    const ids = batch
    batch = []
    try {
      await load(ids)
    } finally {
      for (const id of ids) if (!known(id)) asked.delete(id)
    }
  }

  return {
    need(ids) {
      for (const id of ids) {
        if (known(id) || asked.has(id)) continue
        asked.add(id)
        batch.push(id)
      }
      if (batch.length > 0 && timer === undefined) timer = setTimeout(() => void flush(), 0)
    },
    dispose() {
      if (timer !== undefined) clearTimeout(timer)
      timer = undefined
    },
  }
}
