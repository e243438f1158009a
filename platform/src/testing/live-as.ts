/**
 * A stand-in for @groundtruth/firebase-web/live: the full SDK on the suite's emulator, listening
 * as `who` in the test file's own project, with no wait before listening.
 *
 *   vi.mock('@groundtruth/firebase-web/live', async () =>
 *     (await import('@groundtruth/platform/testing/live-as')).liveAs('demo-customer-orders', {
 *       uid: 'ada', role: 'customer', organization_id: 'org-1' }));
 */
import { initializeApp } from 'firebase/app';
import * as sdk from 'firebase/firestore';
import { inject } from 'vitest';
import { mockClaims, type TestIdentity } from './emulator-client';

export function liveAs(projectId: string, who: TestIdentity) {
  const app = initializeApp({ projectId, apiKey: 'demo-key' }, `live-${projectId}`);
  const db = sdk.getFirestore(app);
  const [host, port] = inject('firestoreHost').split(':');
  sdk.connectFirestoreEmulator(db, host!, Number(port), { mockUserToken: mockClaims(who) });
  return { liveFirestore: async () => ({ db, sdk }), liveDelay: () => 0 };
}
