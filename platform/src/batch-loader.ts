/**
 * Gathers the keys asked for while one piece of work runs and loads them with one call. A
 * screen's cards each ask for their own piece (a task's requirements, a file's duplicates); one
 * request for the page costs the network and a phone's main thread far less than one per card,
 * and its answer re-renders the cards once instead of once per card.
 *
 * The batch closes at the first microtask: the cards of one commit start their queries in the
 * same run of effects (TanStack Query calls the query function synchronously on subscribe), so
 * they all land in one batch, and nothing waits on a timer (which a hidden tab would slow).
 */
export function batchLoader<K, V>(
  loadMany: (keys: readonly K[]) => Promise<readonly V[]>,
): (key: K) => Promise<V> {
  type Asked = { key: K; resolve: (value: V) => void; reject: (error: unknown) => void };
  let open: Asked[] | null = null;
  const load = (batch: Asked[]) => {
    open = null;
    Promise.resolve()
      .then(() => loadMany(batch.map((asked) => asked.key)))
      .then((values) => {
        if (values.length !== batch.length)
          throw new Error(`batchLoader: ${values.length} values for ${batch.length} keys`);
        batch.forEach((asked, i) => asked.resolve(values[i]!));
      })
      .catch((error: unknown) => batch.forEach((asked) => asked.reject(error)));
  };
  return (key) =>
    new Promise<V>((resolve, reject) => {
      let batch = open;
      if (!batch) {
        const opened: Asked[] = (batch = open = []);
        queueMicrotask(() => load(opened));
      }
      batch.push({ key, resolve, reject });
    });
}

/** `items` in groups of at most `size` (Firestore's 30 values of one 'in' filter). */
export function inGroupsOf<T>(items: readonly T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let i = 0; i < items.length; i += size) groups.push(items.slice(i, i + size));
  return groups;
}
