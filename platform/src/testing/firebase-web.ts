/**
 * Stands in for @groundtruth/firebase-web's Firestore and Storage entries in screen tests: the
 * same real SDK clients, connected to the suite's emulator as the identity the test acts as
 * (the browser gets them from /app-config.json and a signed-in Auth session instead).
 *
 *   vi.mock('@groundtruth/firebase-web/firestore', () => import('@groundtruth/platform/testing/firebase-web'));
 *   actAs({ uid: 'maya', role: 'creator' });
 */
import type { Firestore } from 'firebase/firestore/lite';
import type { FirebaseStorage } from 'firebase/storage';
import { testFirestore, testStorage, type TestIdentity } from './emulator-client';

let identity: TestIdentity | null = null;
const firestores = new Map<string, Firestore>();
const storages = new Map<string, FirebaseStorage>();

/** The identity the screen's requests carry from now on. */
export function actAs(who: TestIdentity | null): void {
  identity = who;
}

const keyOf = (who: TestIdentity | null) =>
  who ? `${who.uid}:${who.role ?? ''}:${who.organization_id ?? ''}` : 'signed-out';

/** Replaces firebase-web's `firestore()`. */
export async function firestore(): Promise<Firestore> {
  const key = keyOf(identity);
  let db = firestores.get(key);
  if (!db) {
    db = testFirestore(identity);
    firestores.set(key, db);
  }
  return db;
}

/** Replaces firebase-web's `storage()`. */
export async function storage(): Promise<FirebaseStorage> {
  if (!identity) throw new Error('Storage needs a signed-in identity in tests');
  const key = keyOf(identity);
  let instance = storages.get(key);
  if (!instance) {
    instance = testStorage(identity);
    storages.set(key, instance);
  }
  return instance;
}
