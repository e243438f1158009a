import { useCallback, useRef, useState, type SetStateAction } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSession } from '@groundtruth/platform/session';

/**
 * What a person has typed into dialogs and not yet sent, by each dialog's key, and whose it is.
 * Never in the browser's storage (a draft may be private, and the query cache is persisted):
 * held beside the page's one QueryClient, shared by every remote, so a draft lasts as long as
 * the page and each rendered app (a screen test's included) starts with none.
 */
interface DraftStore {
  owner: string;
  drafts: Map<string, unknown>;
}

const stores = new WeakMap<QueryClient, DraftStore>();

/** `client`'s drafts for `owner`: another person signed in on this page finds the last one's gone. */
function draftsOf(client: QueryClient, owner: string): Map<string, unknown> {
  let store = stores.get(client);
  if (!store || store.owner !== owner) {
    store = { owner, drafts: new Map() };
    stores.set(client, store);
  }
  return store.drafts;
}

function read<T>(drafts: Map<string, unknown>, key: string, initial: T): T {
  return drafts.has(key) ? (drafts.get(key) as T) : initial;
}

/**
 * Forgets the drafts whose keys start with `prefix`: for a dialog whose fields are kept by a
 * part of it that is gone when the whole is sent.
 */
export function useDiscardDrafts(): (prefix: string) => void {
  const client = useQueryClient();
  const owner = useDraftOwner();
  return useCallback(
    (prefix: string) => {
      const drafts = draftsOf(client, owner);
      for (const key of [...drafts.keys()]) if (key.startsWith(prefix)) drafts.delete(key);
    },
    [client, owner],
  );
}

function useDraftOwner(): string {
  const { session } = useSession();
  return session.status === 'signed-in' ? session.user.uid : '';
}

/**
 * `useState` for what is typed into a dialog, kept when the dialog closes (Escape, the close
 * button, a click outside, Cancel): reopened under the same `key`, it shows what was typed. Call
 * `clear` once it has been sent. A key names the dialog and what it is about, e.g.
 * `ask-about-review:<submission id>:text`.
 */
export function useDraft<T>(
  key: string,
  initial: T,
): [value: T, setValue: (next: SetStateAction<T>) => void, clear: () => void] {
  const client = useQueryClient();
  const owner = useDraftOwner();
  const [state, setState] = useState(() => ({
    key,
    value: read(draftsOf(client, owner), key, initial),
  }));
  const empty = useRef(initial);
  // The same dialog shown for another subject (another submission) reads that one's draft.
  let current = state;
  if (state.key !== key) {
    current = { key, value: read(draftsOf(client, owner), key, initial) };
    setState(current);
  }
  const setValue = useCallback(
    (next: SetStateAction<T>) => {
      const drafts = draftsOf(client, owner);
      const value =
        typeof next === 'function'
          ? (next as (previous: T) => T)(read(drafts, key, empty.current))
          : next;
      drafts.set(key, value);
      // As useState does, the same value again renders nothing.
      setState((previous) =>
        previous.key === key && Object.is(previous.value, value) ? previous : { key, value },
      );
    },
    [client, owner, key],
  );
  const clear = useCallback(() => {
    draftsOf(client, owner).delete(key);
    setState({ key, value: empty.current });
  }, [client, owner, key]);
  return [current.value, setValue, clear];
}
