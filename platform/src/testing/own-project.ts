/**
 * A stand-in for @groundtruth/firebase-web/firestore over Firestore projects the test file names
 * on the suite's emulator (same rules): its main one and others beside it, such as an empty one
 * for empty states or one with saved settings, so a test switches data sets instead of deleting
 * what another test of the file wrote. Project names are unique to their file.
 *
 *   const project = ownProject('demo-customer-orders');
 *   vi.mock('@groundtruth/firebase-web/firestore', async () =>
 *     (await import('@groundtruth/platform/testing/own-project')).ownProject('demo-customer-orders'));
 *   project.actAs({ uid: 'customer-1', role: 'customer', organization_id: 'org-1' });
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  getFirestore,
  setLogLevel,
  type Firestore,
} from 'firebase/firestore/lite';
import { inject } from 'vitest';
import { mockClaims, type TestIdentity } from './emulator-client';

export interface OwnProject {
  /**
   * The identity the screen's requests carry from now on (null: signed out), in this project or
   * in `otherProject` (e.g. an empty one, for empty states).
   */
  actAs(who: TestIdentity | null, otherProject?: string): void;
  /** Replaces firebase-web's `firestore()`. */
  firestore(): Promise<Firestore>;
  /** A client that bypasses the rules, for seeding and checking (of `otherProject` if given). */
  owner(otherProject?: string): Firestore;
  /** Deletes the clients (call in afterAll). */
  close(): Promise<void>;
}

// Refusals are what some tests expect; the SDK would log each one as an error.
setLogLevel('silent');

const projects = new Map<string, OwnProject>();
let counter = 0;

function create(projectId: string): OwnProject {
  const apps: FirebaseApp[] = [];
  const clients = new Map<string, Firestore>();
  let identity: TestIdentity | null = null;
  let current = projectId;

  const client = (who: TestIdentity | 'owner' | null, project: string): Firestore => {
    const app = initializeApp(
      { projectId: project, apiKey: 'demo-key' },
      `${project}-${++counter}`,
    );
    apps.push(app);
    const db = getFirestore(app);
    const [host, port] = inject('firestoreHost').split(':');
    const token =
      who === 'owner'
        ? { mockUserToken: 'owner' as const }
        : who
          ? { mockUserToken: mockClaims(who) }
          : {};
    connectFirestoreEmulator(db, host!, Number(port), token);
    return db;
  };

  const cached = (key: string, who: TestIdentity | 'owner' | null, project = projectId) => {
    let db = clients.get(`${project}/${key}`);
    if (!db) {
      db = client(who, project);
      clients.set(`${project}/${key}`, db);
    }
    return db;
  };

  return {
    actAs: (who, otherProject) => {
      identity = who;
      current = otherProject ?? projectId;
    },
    firestore: async () =>
      cached(
        identity
          ? `${identity.uid}:${identity.role ?? ''}:${identity.organization_id ?? ''}`
          : 'signed-out',
        identity,
        current,
      ),
    owner: (otherProject) => cached('owner', 'owner', otherProject ?? projectId),
    close: async () => {
      clients.clear();
      await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
    },
  };
}

/** The stand-in of project `projectId` (one per test file; the same object on every call). */
export function ownProject(projectId: string): OwnProject {
  let project = projects.get(projectId);
  if (!project) {
    project = create(projectId);
    projects.set(projectId, project);
  }
  return project;
}
