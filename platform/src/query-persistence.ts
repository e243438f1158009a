/**
 * The last data of each screen, kept per signed-in user in one localStorage key, so a return
 * visit paints at once and fresh data follows: restored queries are stale, so the
 * screen that mounts one refetches it. Persistence is a nicety: nothing here ever throws.
 *
 * Not kept: queries with `meta: { persist: false }` (data that must not be shown stale, or is of
 * no use on a return visit), failed or pending ones, data older than MAX_AGE_MS, data that is no
 * plain JSON at its root; of a paged list, only its first page.
 */
import {
  dehydrate,
  hydrate,
  type DehydratedState,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { fromStorable, toStorable } from './persisted-value';
import { localStore, PERSIST_KEY, SNAPSHOT_KEY } from './stored-keys';

/** The localStorage key: one for the browser profile, holding one user's queries. */
export { PERSIST_KEY };
/** Bumped when what is stored changes shape: an older value is dropped, not misread. */
export const PERSIST_VERSION = 1;
/** A day: older data would mislead more than a spinner does. */
export const MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** What the stored JSON may reach (characters); the largest queries go first when over. */
export const MAX_STORED_CHARS = 512 * 1024;
/** Quiet time after the last successful update before writing. */
export const SAVE_DELAY_MS = 1000;

interface Stored {
  v: number;
  uid: string;
  savedAt: number;
  state: Pick<DehydratedState, 'queries'>;
}

type DehydratedQuery = DehydratedState['queries'][number];

// Bumped by forgetPersistedQueries: a persister started before it never writes again, so a
// save pending at sign-out cannot bring the previous user's data back.
let generation = 0;

/**
 * Removes the stored queries, and the pictures of the screens drawn from them (shell/src/snapshot):
 * sign-out, or Auth reports nobody signed in.
 */
export function forgetPersistedQueries(): void {
  generation++;
  try {
    localStore()?.removeItem(PERSIST_KEY);
    localStore()?.removeItem(SNAPSHOT_KEY);
  } catch {
    // nothing to do: persistence is a nicety
  }
}

function read(uid: string): Stored | null {
  const raw = localStore()?.getItem(PERSIST_KEY);
  if (!raw) return null;
  const stored = JSON.parse(raw) as Partial<Stored>;
  const fresh =
    stored.v === PERSIST_VERSION &&
    stored.uid === uid &&
    typeof stored.savedAt === 'number' &&
    Date.now() - stored.savedAt < MAX_AGE_MS &&
    Array.isArray(stored.state?.queries);
  return fresh ? (stored as Stored) : null;
}

/**
 * Fills `client` with what was stored for `uid`, synchronously (call it before the first render
 * of the screens). Another user's, another version's or a day-old value is removed instead.
 * Returns whether anything was restored.
 */
export function restoreQueries(client: QueryClient, uid: string): boolean {
  try {
    const stored = read(uid);
    if (!stored) {
      localStore()?.removeItem(PERSIST_KEY);
      return false;
    }
    const queries = stored.state.queries.map((query) => {
      const restored = fromStorable(query) as DehydratedQuery;
      // Stale at once: shown while the screen that mounts it refetches.
      return { ...restored, state: { ...restored.state, isInvalidated: true } };
    });
    hydrate(client, { queries });
    return queries.length > 0;
  } catch {
    try {
      localStore()?.removeItem(PERSIST_KEY);
    } catch {
      // ignore
    }
    return false;
  }
}

function shouldPersist(query: Query): boolean {
  const { status, data, dataUpdatedAt } = query.state;
  return (
    status === 'success' &&
    data !== undefined &&
    query.meta?.persist !== false &&
    Date.now() - dataUpdatedAt < MAX_AGE_MS
  );
}

interface InfiniteData {
  pages: unknown[];
  pageParams: unknown[];
}

function isInfinite(data: unknown): data is InfiniteData {
  const d = data as InfiniteData | null;
  return (
    typeof d === 'object' && d !== null && Array.isArray(d.pages) && Array.isArray(d.pageParams)
  );
}

/** One query as stored JSON, or null when its data does not survive storage. */
function entry(query: DehydratedQuery): string | null {
  const data = isInfinite(query.state.data)
    ? {
        pages: query.state.data.pages.slice(0, 1),
        pageParams: query.state.data.pageParams.slice(0, 1),
      }
    : query.state.data;
  const stored = toStorable({ ...query, state: { ...query.state, data } }) as DehydratedQuery;
  // Data that is itself a class instance would come back as null: no data at all, not stale data.
  if (stored.state.data === null && data !== null) return null;
  return JSON.stringify(stored);
}

/** The stored value of `client`'s queries, the largest dropped until it fits. */
function serialize(client: QueryClient, uid: string): string {
  const entries = dehydrate(client, {
    shouldDehydrateQuery: shouldPersist,
    shouldDehydrateMutation: () => false,
  })
    .queries.map(entry)
    .filter((json): json is string => json !== null);
  let total = entries.reduce((sum, json) => sum + json.length + 1, 0);
  const bySize = [...entries].sort((a, b) => b.length - a.length);
  const dropped = new Set<string>();
  for (const json of bySize) {
    if (total <= MAX_STORED_CHARS) break;
    dropped.add(json);
    total -= json.length + 1;
  }
  const kept = entries.filter((json) => !dropped.has(json));
  const head = JSON.stringify({ v: PERSIST_VERSION, uid, savedAt: Date.now() }).slice(0, -1);
  return `${head},"state":{"queries":[${kept.join(',')}]}}`;
}

/**
 * Keeps `client`'s queries for `uid`: after successful updates, once SAVE_DELAY_MS passes
 * without another (and at once when the page is hidden or left). Returns the function that stops.
 */
export function persistQueries(client: QueryClient, uid: string): () => void {
  const mine = generation;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let dirty = false;

  const save = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!dirty || mine !== generation) return;
    dirty = false;
    try {
      localStore()?.setItem(PERSIST_KEY, serialize(client, uid));
    } catch {
      // Over quota, or storage refused: drop what was there rather than keep an older copy.
      try {
        localStore()?.removeItem(PERSIST_KEY);
      } catch {
        // ignore
      }
    }
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    dirty = true;
    clearTimeout(timer);
    timer = setTimeout(save, SAVE_DELAY_MS);
  });
  const onHidden = () => {
    if (document.visibilityState === 'hidden') save();
  };
  const hasDom = typeof window !== 'undefined' && typeof document !== 'undefined';
  if (hasDom) {
    window.addEventListener('pagehide', save);
    document.addEventListener('visibilitychange', onHidden);
  }
  return () => {
    unsubscribe();
    clearTimeout(timer);
    if (hasDom) {
      window.removeEventListener('pagehide', save);
      document.removeEventListener('visibilitychange', onHidden);
    }
  };
}
