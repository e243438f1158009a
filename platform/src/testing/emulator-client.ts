/**
 * Firestore Lite clients of the screen tests, against the emulator the suite's globalSetup
 * started (platform/testing/emulator-setup.ts), in the test file's own project: one that seeds as firebase-admin does (`owner`
 * bypasses the rules) and one per identity, under the real rules.
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  getFirestore,
  setLogLevel,
  type Firestore,
} from 'firebase/firestore/lite';
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { inject } from 'vitest';
import type { Role } from '@groundtruth/domain/constants';

// Refusals are what many tests expect; the SDK would log each one as an error.
setLogLevel('silent');

declare module 'vitest' {
  export interface ProvidedContext {
    /** host:port of the test emulator's Firestore. */
    firestoreHost: string;
    /** host:port of the test emulator's Storage. */
    storageHost: string;
  }
}

/**
 * This test file's own project (Firestore data and the Storage bucket `TEST_BUCKET`): Vitest
 * evaluates this module once per file, so no file sees another's documents. `demo-` marks an
 * emulator-only project.
 */
export const TEST_PROJECT = `demo-screens-${Math.random().toString(36).slice(2, 10)}`;
/** The default Storage bucket of `TEST_PROJECT`. */
export const TEST_BUCKET = `${TEST_PROJECT}.appspot.com`;
const apps: FirebaseApp[] = [];
let counter = 0;

function app(): FirebaseApp {
  const created = initializeApp(
    { projectId: TEST_PROJECT, apiKey: 'demo-key', storageBucket: TEST_BUCKET },
    // Named for the file's project: an earlier file's apps may still be registered in this worker.
    `${TEST_PROJECT}-${++counter}`,
  );
  apps.push(created);
  return created;
}

function split(hostPort: string): [string, number] {
  const [host, port] = hostPort.split(':');
  return [host!, Number(port)];
}

/** An identity of the emulator's mock tokens; custom claims such as `role` go at the top level. */
export interface TestIdentity {
  uid: string;
  role?: Role;
  email?: string;
  /** A customer's organisation (the `organization_id` claim). */
  organization_id?: string;
}

/** The claims of `who`'s mock token. */
export function mockClaims(who: TestIdentity) {
  return {
    sub: who.uid,
    user_id: who.uid,
    email: who.email,
    role: who.role,
    ...(who.organization_id ? { organization_id: who.organization_id } : {}),
  };
}

/** A Firestore Lite client acting as `who`: 'owner' bypasses rules (seeding), null is signed out. */
export function testFirestore(who: TestIdentity | 'owner' | null): Firestore {
  const db = getFirestore(app());
  const [host, port] = split(inject('firestoreHost'));
  if (who === 'owner') connectFirestoreEmulator(db, host, port, { mockUserToken: 'owner' });
  else if (who) connectFirestoreEmulator(db, host, port, { mockUserToken: mockClaims(who) });
  else connectFirestoreEmulator(db, host, port);
  return db;
}

/** A Storage client acting as `who`, under storage.rules. */
export function testStorage(who: TestIdentity | 'owner'): FirebaseStorage {
  const storage = getStorage(app());
  const [host, port] = split(inject('storageHost'));
  connectStorageEmulator(
    storage,
    host,
    port,
    who === 'owner' ? { mockUserToken: 'owner' } : { mockUserToken: mockClaims(who) },
  );
  return storage;
}

/** Deletes every client app a test file made (call in afterAll). */
export async function closeTestClients(): Promise<void> {
  await Promise.all(apps.splice(0).map((a) => deleteApp(a)));
}
