import { useEffect, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@groundtruth/platform/query-client';
import { persistQueries, restoreQueries } from '@groundtruth/platform/query-persistence';

interface UserCache {
  uid: string | null;
  client: QueryClient;
}

function cacheFor(uid: string | null): UserCache {
  const client = createQueryClient();
  // Before any screen renders, so a return visit paints the last data at once.
  if (uid !== null) restoreQueries(client, uid);
  return { uid, client };
}

/**
 * The data cache the remotes share, for the signed-in `uid` (null while the session loads): filled
 * with the queries stored for that user and kept for their next visit. Another account signing in
 * gets a cache of its own, so the previous user's data never shows.
 */
export function useSessionQueryClient(uid: string | null): QueryClient {
  const [cache, setCache] = useState(() => cacheFor(uid));
  let current = cache;
  if (uid !== null && cache.uid !== uid) {
    // Replaced during render (React re-renders before any child sees the old cache).
    current = cacheFor(uid);
    setCache(current);
  }
  useEffect(
    () => (current.uid === null ? undefined : persistQueries(current.client, current.uid)),
    [current],
  );
  return current.client;
}
