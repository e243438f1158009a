// listen() with the real full SDK (gRPC Listen stream in Node) against the suite's emulator and
// the real rules: the first snapshot, a change another client commits, and a refused listen.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deleteApp, getApp } from 'firebase/app';
import { doc, setDoc } from 'firebase/firestore/lite';
import { screenQueries } from '@groundtruth/domain/queries';
import { testFirestore } from './testing/emulator-client';
import { listen } from './live-queries';

// firebase-web/live as the browser gets it, but signed in as live-maya through a mock token.
vi.mock('@groundtruth/firebase-web/live', async () => {
  const sdk = await import('firebase/firestore');
  const { initializeApp } = await import('firebase/app');
  const { inject } = await import('vitest');
  const { TEST_PROJECT: projectId } = await import('./testing/emulator-client');
  const app = initializeApp({ projectId, apiKey: 'demo-key' }, 'live-queries');
  const db = sdk.getFirestore(app);
  const [host, port] = inject('firestoreHost').split(':');
  sdk.connectFirestoreEmulator(db, host!, Number(port), {
    mockUserToken: { sub: 'live-maya', user_id: 'live-maya', role: 'creator' },
  });
  return { liveFirestore: async () => ({ db, sdk }), liveDelay: () => 0 };
});

const owner = testFirestore('owner');

beforeAll(async () => {
  // The rules read the caller's account (active, not suspended) on every request.
  await setDoc(doc(owner, 'users', 'live-maya'), {
    name: 'Live Maya',
    email: 'live-maya@example.com',
    role: 'creator',
    status: 'active',
    created_at: new Date(),
  });
});

afterAll(() => deleteApp(getApp('live-queries')));

/** Resolves with the next value `next()` is called with that passes `accept`. */
function nextMatching<T>(accept: (value: T) => boolean) {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, next: (value: T) => accept(value) && resolve(value) };
}

describe('listen', () => {
  it('sees the first snapshot, then a notification written for the user by someone else', async () => {
    const id = `live-${Date.now()}`;
    const first = nextMatching<string[]>(() => true);
    const arrived = nextMatching<string[]>((ids) => ids.includes(id));
    const stop = listen(
      screenQueries.myNotifications('live-maya'),
      (ids) => {
        first.next(ids);
        arrived.next(ids);
      },
      (error) => {
        throw error;
      },
    );
    try {
      expect(await first.promise).not.toContain(id);
      const written = Date.now();
      await setDoc(doc(owner, 'notifications', id), {
        user_id: 'live-maya',
        kind: 'submission_reviewed',
        title: 'Approved',
        body: 'Nice work',
        link: '/dashboard/submissions',
        entity_id: 'sub-1',
        read: false,
        created_at: new Date(),
      });
      expect(await arrived.promise).toContain(id);
      expect(Date.now() - written).toBeLessThan(2_000);
    } finally {
      stop();
    }
  });

  it("is refused another user's notifications, as the read is", async () => {
    const error = await new Promise<unknown>((resolve) => {
      listen(screenQueries.myNotifications('someone-else'), () => undefined, resolve);
    });
    expect(error).toMatchObject({ code: 'permission-denied' });
  });
});
