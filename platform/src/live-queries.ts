/**
 * Live versions of `domain`'s query specs (queries.ts): the same bounded queries the screens
 * read with Firestore Lite, listened to with the full SDK's onSnapshot, so the rules see exactly
 * what they see for the reads. The SDK loads on demand (firebase-web/live), never with a screen.
 */
import { useEffect, useRef, useState } from 'react';
import { buildQuery, type ListQuery } from '@groundtruth/domain/query-spec';
import { liveDelay, liveFirestore } from '@groundtruth/firebase-web/live';

/**
 * Listens to `spec`: `onChange` runs with each snapshot (the first, then every change), `onError`
 * once if the SDK cannot load or the listen is refused. Returns the function that stops it.
 */
export function listen(
  spec: ListQuery,
  onChange: (ids: string[]) => void,
  onError: (error: unknown) => void,
): () => void {
  let stopped = false;
  let unsubscribe: (() => void) | undefined;
  liveFirestore().then(({ db, sdk }) => {
    if (stopped) return;
    const q = buildQuery(spec, {
      collection: (name) => sdk.query(sdk.collection(db, name)),
      where: (q, field, op, value) => sdk.query(q, sdk.where(field, op, value)),
      orderBy: (q, field, direction) => sdk.query(q, sdk.orderBy(field, direction)),
      limit: (q, n) => sdk.query(q, sdk.limit(n)),
    });
    unsubscribe = sdk.onSnapshot(
      q,
      (snapshot) => onChange(snapshot.docs.map((d) => d.id)),
      (error) => onError(error),
    );
  }, onError);
  return () => {
    stopped = true;
    unsubscribe?.();
  };
}

/**
 * Runs `onChange` whenever the result of `spec` changes, from the moment the page has been open
 * LIVE_AFTER_MS (at once when the live SDK is already on the page); nothing while `spec` is null.
 * Returns whether the listener is live: a screen polls only while it is not, so a listener that
 * fails (SDK not loaded, listen refused) falls back to the polling it replaces.
 */
export function useLiveChanges(spec: ListQuery | null, onChange: () => void): boolean {
  const [live, setLive] = useState(false);
  const latest = useRef({ spec, onChange });
  // Runs before the effect below (effects run in order): the listener calls this render's onChange.
  useEffect(() => {
    latest.current = { spec, onChange };
  });
  // A new listener only when the query itself changes, not with each render's new spec object.
  const key = spec ? JSON.stringify(spec) : null;

  useEffect(() => {
    const current = latest.current.spec;
    if (!key || !current) return;
    let stop: (() => void) | undefined;
    const timer = setTimeout(() => {
      stop = listen(
        current,
        () => {
          setLive(true);
          latest.current.onChange();
        },
        () => {
          setLive(false);
          stop?.();
        },
      );
    }, liveDelay());
    return () => {
      clearTimeout(timer);
      stop?.();
      setLive(false);
    };
  }, [key]);

  return live;
}
