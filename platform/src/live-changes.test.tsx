// @vitest-environment jsdom
// useLiveChanges with the real full SDK against the suite's emulator: it goes live with the
// first snapshot and calls back on a change another client commits; a listen the rules refuse
// leaves it not live, so the screen keeps polling.
import '../testing/dom-setup';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { deleteApp, getApp } from 'firebase/app';
import { doc, setDoc } from 'firebase/firestore/lite';
import { screenQueries } from '@groundtruth/domain/queries';
import { testFirestore } from './testing/emulator-client';
import { useLiveChanges } from './live-queries';
// @ts-expect-error: `errors` exists on the mock below only.
import { errors } from '@groundtruth/firebase-web/live';

vi.mock('@groundtruth/firebase-web/live', async () => {
  const sdk = await import('firebase/firestore');
  const { initializeApp } = await import('firebase/app');
  const { inject } = await import('vitest');
  const { TEST_PROJECT: projectId } = await import('./testing/emulator-client');
  const app = initializeApp({ projectId, apiKey: 'demo-key' }, 'live-changes');
  const db = sdk.getFirestore(app);
  const [host, port] = inject('firestoreHost').split(':');
  sdk.connectFirestoreEmulator(db, host!, Number(port), {
    mockUserToken: { sub: 'live-lee', user_id: 'live-lee', role: 'creator' },
  });
  // The SDK as listen() uses it, recording the errors its listeners get.
  const errors: unknown[] = [];
  const recording = {
    ...sdk,
    onSnapshot: ((query: never, next: never, error: (e: unknown) => void) =>
      sdk.onSnapshot(query, next, (e: unknown) => {
        errors.push(e);
        error(e);
      })) as unknown as typeof sdk.onSnapshot,
  };
  return { liveFirestore: async () => ({ db, sdk: recording }), liveDelay: () => 0, errors };
});

const owner = testFirestore('owner');

beforeAll(async () => {
  await setDoc(doc(owner, 'users', 'live-lee'), {
    name: 'Live Lee',
    email: 'live-lee@example.com',
    role: 'creator',
    status: 'active',
    created_at: new Date(),
  });
});

afterAll(() => deleteApp(getApp('live-changes')));

describe('useLiveChanges', () => {
  it('is live after the first snapshot and calls back when a notification arrives', async () => {
    const onChange = vi.fn();
    const { result, unmount } = renderHook(() =>
      useLiveChanges(screenQueries.myNotifications('live-lee'), onChange),
    );
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
    const before = onChange.mock.calls.length;
    await setDoc(doc(owner, 'notifications', `live-lee-${Date.now()}`), {
      user_id: 'live-lee',
      kind: 'submission_reviewed',
      title: 'Approved',
      body: 'Nice work',
      link: '/dashboard/submissions',
      entity_id: 'sub-1',
      read: false,
      created_at: new Date(),
    });
    await waitFor(() => expect(onChange.mock.calls.length).toBeGreaterThan(before));
    unmount();
  });

  it('stays not live when the rules refuse the listen', async () => {
    const onChange = vi.fn();
    const { result, unmount } = renderHook(() =>
      useLiveChanges(screenQueries.myNotifications('someone-else'), onChange),
    );
    await waitFor(() =>
      expect(errors as unknown[]).toContainEqual(
        expect.objectContaining({ code: 'permission-denied' }),
      ),
    );
    expect(result.current).toBe(false);
    expect(onChange).not.toHaveBeenCalled();
    unmount();
  });

  it('listens to nothing without a query', () => {
    const { result } = renderHook(() => useLiveChanges(null, () => undefined));
    expect(result.current).toBe(false);
  });
});
