// @vitest-environment jsdom
// Query persistence through jsdom's localStorage, with data read from the suite's emulator by the
// real query adapter: Firestore Lite Timestamps and DocumentSnapshot cursors survive (or are
// dropped) as the screens need, only the signed-in user's fresh value is restored, and what is
// restored is refetched as soon as a screen mounts it.
import '../testing/dom-setup';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createElement, type ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { deleteDoc, doc, setDoc, Timestamp, writeBatch } from 'firebase/firestore/lite';
import { payoutAccountSchema } from '@groundtruth/domain/entities';
import { screenQueries } from '@groundtruth/domain/queries';
import { timestampSchema } from '@groundtruth/domain/timestamp';
import { fetchPage, type Cursor } from './firestore-queries';
import { notificationParser } from './notifications/notification-parser';
import { createQueryClient } from './query-client';
import {
  forgetPersistedQueries,
  MAX_AGE_MS,
  MAX_STORED_CHARS,
  PERSIST_KEY,
  PERSIST_VERSION,
  persistQueries,
  restoreQueries,
  SAVE_DELAY_MS,
} from './query-persistence';
import { SNAPSHOT_KEY } from './stored-keys';
import { closeTestClients, testFirestore } from './testing/emulator-client';

const pat = { uid: 'persist-pat', role: 'creator' as const };
const owner = testFirestore('owner');
const db = testFirestore(pat);
// Two a page, so three notifications make a second page and a real cursor.
const notificationsSpec = { ...screenQueries.myNotifications(pat.uid), limit: 2 };
const listKey = ['notifications', 'list', pat.uid];

function notification(i: number, title: string) {
  return {
    user_id: pat.uid,
    kind: 'submission_reviewed',
    title,
    body: 'Nice work',
    link: '/dashboard/submissions',
    entity_id: `sub-${i}`,
    read: false,
    created_at: Timestamp.fromMillis(Date.UTC(2026, 0, 1) + i * 60_000 + 123),
  };
}

const listOptions = {
  queryKey: listKey,
  queryFn: ({ pageParam }: { pageParam: Cursor | null }) =>
    fetchPage(db, notificationsSpec, notificationParser, pageParam),
  initialPageParam: null as Cursor | null,
  getNextPageParam: (page: { next: Cursor | null }) => page.next ?? undefined,
};

beforeAll(async () => {
  const batch = writeBatch(owner);
  batch.set(doc(owner, `users/${pat.uid}`), {
    name: 'Pat',
    email: 'pat@example.com',
    role: 'creator',
    status: 'active',
    created_at: Timestamp.now(),
  });
  for (let i = 1; i <= 3; i++)
    batch.set(doc(owner, `notifications/persist-${i}`), notification(i, `Approved ${i}`));
  batch.set(doc(owner, 'payout_accounts/persist-paypal'), {
    user_id: pat.uid,
    provider: 'paypal',
    provider_account_id: 'pat.pays@example.com',
    verified: true,
    is_default: true,
    created_at: Timestamp.now(),
  });
  await batch.commit();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
});

afterAll(closeTestClients);

/** Runs `fill` on a client whose queries are persisted, then saves as leaving the page does. */
async function persisted(fill: (client: QueryClient) => Promise<unknown>, uid = pat.uid) {
  const client = new QueryClient();
  const stop = persistQueries(client, uid);
  await fill(client);
  window.dispatchEvent(new Event('pagehide'));
  stop();
  return client;
}

const stored = () => JSON.parse(localStorage.getItem(PERSIST_KEY) ?? 'null');

describe('query persistence', () => {
  it('should bring back Firestore data as the screens read it, of a list only its first page', async () => {
    const before = await persisted(async (client) => {
      await client.fetchInfiniteQuery({ ...listOptions, pages: 2 });
      await client.fetchQuery({
        queryKey: ['accounts', pat.uid],
        queryFn: async () =>
          (await fetchPage(db, screenQueries.myPayoutAccounts(pat.uid), payoutAccountSchema)).items,
      });
      client.setQueryData(['when'], { at: new Date(Date.UTC(2026, 1, 2, 3, 4, 5)) });
    });
    const original = before.getQueryData<{
      pages: { items: { title: string; created_at: Timestamp }[]; next: Cursor | null }[];
      pageParams: unknown[];
    }>(listKey)!;
    expect(original.pages).toHaveLength(2);
    expect(original.pages[0]!.next).not.toBeNull();
    expect(stored()).toMatchObject({ v: PERSIST_VERSION, uid: pat.uid });

    const client = new QueryClient();
    expect(restoreQueries(client, pat.uid)).toBe(true);
    const list = client.getQueryData<typeof original>(listKey)!;
    expect(list.pages).toHaveLength(1);
    expect(list.pageParams).toEqual([null]);
    expect(list.pages[0]!.items.map((n) => n.title)).toEqual(['Approved 3', 'Approved 2']);
    // The cursor (a DocumentSnapshot) does not survive: no "Load more" until the refetch.
    expect(list.pages[0]!.next).toBeNull();

    const real = original.pages[0]!.items[0]!.created_at;
    const back = list.pages[0]!.items[0]!.created_at;
    expect(real).toBeInstanceOf(Timestamp);
    expect(back.seconds).toBe(real.seconds);
    expect(back.nanoseconds).toBe(real.nanoseconds);
    expect(back.toMillis()).toBe(real.toMillis());
    expect(back.toDate()).toEqual(real.toDate());
    expect(back.valueOf()).toBe(real.valueOf());
    expect(timestampSchema.safeParse(back).success).toBe(true);
    expect(notificationParser.parse(list.pages[0]!.items[0])).toMatchObject({
      title: 'Approved 3',
    });

    // The payment account's id is stored masked; the screen gets the full one on the refetch.
    expect(client.getQueryData(['accounts', pat.uid])).toEqual([
      expect.objectContaining({ provider: 'paypal', provider_account_id: '…@example.com' }),
    ]);
    expect(localStorage.getItem(PERSIST_KEY)).not.toContain('pat.pays');

    const when = client.getQueryData<{ at: Date }>(['when'])!.at;
    expect(when).toBeInstanceOf(Date);
    expect(when.toISOString()).toBe('2026-02-02T03:04:05.000Z');
  });

  it('should restore nothing and remove the key for another user', async () => {
    await persisted((client) => client.fetchInfiniteQuery(listOptions));
    const client = new QueryClient();
    expect(restoreQueries(client, 'someone-else')).toBe(false);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(localStorage.getItem(PERSIST_KEY)).toBeNull();
  });

  it.each([
    ['another version', { v: PERSIST_VERSION + 1 }],
    ['a value a day old', { savedAt: Date.now() - MAX_AGE_MS - 1 }],
  ])('should restore nothing and remove the key of %s', async (_, change) => {
    await persisted((client) => client.fetchInfiniteQuery(listOptions));
    localStorage.setItem(PERSIST_KEY, JSON.stringify({ ...stored(), ...change }));
    const client = new QueryClient();
    expect(restoreQueries(client, pat.uid)).toBe(false);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(localStorage.getItem(PERSIST_KEY)).toBeNull();
  });

  it('should show the restored data at once and refetch it when a screen mounts it', async () => {
    await persisted((client) => client.fetchInfiniteQuery(listOptions));
    await setDoc(doc(owner, 'notifications/persist-4'), notification(4, 'Approved 4'));
    // The file's other tests read the three notifications of beforeAll, in any order.
    onTestFinished(() => deleteDoc(doc(owner, 'notifications/persist-4')));
    // The app's own client: its 30 s staleTime must not keep the restored data from refetching.
    const client = createQueryClient();
    restoreQueries(client, pat.uid);
    const queryFn = vi.fn(listOptions.queryFn);
    const rendered: (string[] | undefined)[] = [];
    renderHook(
      () => {
        const list = useInfiniteQuery({ ...listOptions, queryFn });
        rendered.push(list.data?.pages.flatMap((p) => p.items.map((n) => n.title)));
      },
      {
        wrapper: ({ children }: { children: ReactNode }) =>
          createElement(QueryClientProvider, { client }, children),
      },
    );
    // The first render already has the stored titles: no spinner, no wait; the fresh ones follow.
    expect(rendered[0]).toEqual(['Approved 3', 'Approved 2']);
    await waitFor(() => expect(rendered.at(-1)).toEqual(['Approved 4', 'Approved 3']));
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('should not keep a query that opts out, a failed one, or data that is no plain JSON', async () => {
    await persisted(async (client) => {
      await client.fetchQuery({ queryKey: ['kept'], queryFn: () => 'yes' });
      await client.fetchQuery({
        queryKey: ['secret'],
        queryFn: () => 'no',
        meta: { persist: false },
      });
      await client.fetchQuery({
        queryKey: ['snapshot'],
        queryFn: async () => (await fetchPage(db, notificationsSpec, notificationParser)).next,
      });
      await client
        .fetchQuery({ queryKey: ['failed'], queryFn: () => Promise.reject(new Error('x')) })
        .catch(() => undefined);
    });
    const client = new QueryClient();
    restoreQueries(client, pat.uid);
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((q) => q.queryKey),
    ).toEqual([['kept']]);
  });

  it('should drop the largest queries when the value would pass the cap', async () => {
    await persisted(async (client) => {
      client.setQueryData(['small'], 'a little');
      client.setQueryData(['large'], 'x'.repeat(Math.round(MAX_STORED_CHARS * 0.7)));
      client.setQueryData(['medium'], 'y'.repeat(Math.round(MAX_STORED_CHARS * 0.45)));
    });
    expect(localStorage.getItem(PERSIST_KEY)!.length).toBeLessThanOrEqual(MAX_STORED_CHARS);
    const client = new QueryClient();
    restoreQueries(client, pat.uid);
    expect(client.getQueryData(['small'])).toBe('a little');
    expect(client.getQueryData(['medium'])).toHaveLength(Math.round(MAX_STORED_CHARS * 0.45));
    expect(client.getQueryData(['large'])).toBeUndefined();
  });

  it('should write once the updates pause, and swallow a full storage', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const client = new QueryClient();
    const stop = persistQueries(client, pat.uid);
    client.setQueryData(['first'], 1);
    vi.advanceTimersByTime(SAVE_DELAY_MS - 10);
    client.setQueryData(['second'], 2);
    vi.advanceTimersByTime(SAVE_DELAY_MS - 10);
    expect(localStorage.getItem(PERSIST_KEY)).toBeNull();
    vi.advanceTimersByTime(10);
    expect(stored().state.queries).toHaveLength(2);

    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    client.setQueryData(['third'], 3);
    expect(() => vi.advanceTimersByTime(SAVE_DELAY_MS)).not.toThrow();
    // The older copy is removed rather than left to be restored as if current.
    expect(localStorage.getItem(PERSIST_KEY)).toBeNull();
    stop();

    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(restoreQueries(new QueryClient(), pat.uid)).toBe(false);
  });

  it('should forget the stored queries, and no save pending then writes them back', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const client = new QueryClient();
    const stop = persistQueries(client, pat.uid);
    client.setQueryData(['first'], 1);
    vi.advanceTimersByTime(SAVE_DELAY_MS);
    expect(localStorage.getItem(PERSIST_KEY)).not.toBeNull();
    client.setQueryData(['second'], 2);
    forgetPersistedQueries();
    expect(localStorage.getItem(PERSIST_KEY)).toBeNull();
    vi.advanceTimersByTime(SAVE_DELAY_MS);
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem(PERSIST_KEY)).toBeNull();
    stop();
  });

  it('should forget the pictures of the screens with the stored queries', async () => {
    await persisted(async (client) => client.setQueryData(['tasks'], ['Record a shop']));
    localStorage.setItem(
      SNAPSHOT_KEY,
      JSON.stringify({ v: 1, uid: pat.uid, role: 'creator', screens: {} }),
    );
    localStorage.setItem('unrelated', 'kept');
    expect(localStorage.getItem(PERSIST_KEY)).not.toBeNull();
    forgetPersistedQueries();
    expect(localStorage.getItem(PERSIST_KEY)).toBeNull();
    expect(localStorage.getItem(SNAPSHOT_KEY)).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
  });
});
