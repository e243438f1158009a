/** Shared set-up for the conformance suites: an emulator per suite and SDK clients pointed at it. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deleteApp, initializeApp as initAdminApp, type App } from 'firebase-admin/app';
import {
  getFirestore as getAdminFirestore,
  type Firestore as AdminFirestore,
} from 'firebase-admin/firestore';
import { deleteApp as deleteWebApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  getFirestore,
  setLogLevel,
  type Firestore,
} from 'firebase/firestore/lite';
import { startEmulator, type EmulatorOptions, type RunningEmulator } from '../../src/server.js';

export interface TestEmulator extends RunningEmulator {
  dataDir: string;
  url: string;
  /** A web (lite) Firestore for `project`, signed in as `token` claims when given. */
  web(project: string, token?: { sub: string; [claim: string]: unknown }): Firestore;
  /** A firebase-admin Firestore for `project` (Bearer owner). */
  admin(project: string): AdminFirestore;
  /** Loads rules for a project through the control endpoint. */
  setRules(project: string, content: string): Promise<Response>;
  /** Stops the server and every SDK client made. */
  close(): Promise<void>;
}

let counter = 0;

// firebase-admin's gRPC client otherwise probes the GCE metadata server (a network call) even
// when it talks to an emulator.
process.env.METADATA_SERVER_DETECTION ??= 'none';

// Expected failures (denials, failed preconditions) would otherwise be logged by the web SDK.
setLogLevel('silent');

/** Starts an emulator on an ephemeral port with a fresh data directory. */
export async function startTestEmulator(
  options: Partial<EmulatorOptions> = {},
): Promise<TestEmulator> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'gt-emulator-'));
  const emulator = await startEmulator({ firestorePort: 0, dataDir, log: () => {}, ...options });
  const url = `http://127.0.0.1:${emulator.port}`;
  // firebase-admin only uses emulator credentials (no metadata-server lookups) with this set.
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${emulator.port}`;
  const webApps: FirebaseApp[] = [];
  const adminApps: App[] = [];
  const adminDbs: AdminFirestore[] = [];
  return {
    ...emulator,
    dataDir,
    url,
    web(project, token) {
      const app = initializeApp({ projectId: project, apiKey: 'fake-api-key' }, `web-${++counter}`);
      webApps.push(app);
      const db = getFirestore(app);
      connectFirestoreEmulator(
        db,
        '127.0.0.1',
        emulator.port,
        token ? { mockUserToken: { user_id: token.sub, ...token } } : {},
      );
      return db;
    },
    admin(project) {
      // Read when the Firestore instance is made, so each client keeps its own emulator.
      process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${emulator.port}`;
      const app = initAdminApp({ projectId: project }, `admin-${++counter}`);
      adminApps.push(app);
      const db = getAdminFirestore(app);
      adminDbs.push(db);
      return db;
    },
    setRules(project, content) {
      return fetch(`${url}/emulator/v1/projects/${project}:securityRules`, {
        method: 'PUT',
        body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content }] } }),
      });
    },
    async close() {
      await Promise.all(adminDbs.map((db) => db.terminate()));
      await Promise.all(adminApps.map((a) => deleteApp(a)));
      await Promise.all(webApps.map((a) => deleteWebApp(a)));
      await emulator.stop();
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Rules that let anyone read and write everything. */
export const OPEN_RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /{document=**} {
      allow read, write: if true;
    }
  }
}`;
