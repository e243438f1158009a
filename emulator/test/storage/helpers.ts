/** Shared set-up for the Storage suites: a server per suite and web SDK clients pointed at it. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import {
  startStorageServer,
  type RunningStorageServer,
  type StorageServerOptions,
} from '../../src/storage/index.js';

export const PROJECT = 'demo-storage';
export const BUCKET = `${PROJECT}.appspot.com`;

export interface TestStorage extends RunningStorageServer {
  dataDir: string;
  url: string;
  /** A web Storage client, signed in as `claims` (sub/user_id) when given. */
  web(claims?: { sub: string; [claim: string]: unknown }): FirebaseStorage;
  /** Restarts the server on the same data directory (a new port). */
  restart(): Promise<void>;
  close(): Promise<void>;
}

let counter = 0;

export async function startTestStorage(
  options: Partial<StorageServerOptions> = {},
): Promise<TestStorage> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'gt-storage-'));
  const start = () => startStorageServer({ port: 0, dataDir, ...options });
  let server = await start();
  const apps: FirebaseApp[] = [];
  const t: TestStorage = {
    ...server,
    dataDir,
    url: `http://127.0.0.1:${server.port}`,
    web(claims) {
      const app = initializeApp(
        { projectId: PROJECT, apiKey: 'fake-api-key', storageBucket: BUCKET },
        `storage-${++counter}`,
      );
      apps.push(app);
      const storage = getStorage(app);
      connectStorageEmulator(
        storage,
        '127.0.0.1',
        t.port,
        claims ? { mockUserToken: { user_id: claims.sub, ...claims } } : {},
      );
      return storage;
    },
    async restart() {
      await server.stop();
      server = await start();
      Object.assign(t, {
        port: server.port,
        service: server.service,
        stop: server.stop,
        url: `http://127.0.0.1:${server.port}`,
      });
    },
    async close() {
      await Promise.all(apps.map((a) => deleteApp(a)));
      await server.stop();
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return t;
}

/** The rules the suites run under (the product's storage.rules shape, docs/architecture.md, Rules). */
export const TEST_RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    function signedIn() { return request.auth != null; }
    function isStaff() { return signedIn() && request.auth.token.role in ['admin', 'support']; }
    // Creators write only under their own uid, within size and type limits.
    match /submissions/{uid}/{allPaths=**} {
      allow read: if signedIn() && (request.auth.uid == uid || isStaff());
      allow list: if signedIn() && (request.auth.uid == uid || isStaff());
      allow create, update: if signedIn() && request.auth.uid == uid
        && request.resource.size < 1024 * 1024
        && request.resource.contentType.matches('video/.*|image/.*|audio/.*|application/pdf|text/plain');
      allow delete: if signedIn() && request.auth.uid == uid;
    }
    // Large files for the streaming tests: own uid, any type, under 512 MB.
    match /large/{uid}/{file} {
      allow read, delete: if signedIn() && request.auth.uid == uid;
      allow write: if signedIn() && request.auth.uid == uid && request.resource.size < 512 * 1024 * 1024;
    }
    // Readable only when a Firestore document grants it.
    match /gated/{file} {
      allow read: if signedIn() && firestore.exists(/databases/(default)/documents/grants/$(request.auth.uid));
      allow write: if signedIn();
    }
    match /open/{allPaths=**} {
      allow read, write: if true;
    }
  }
}
`;

/** MD5 (base64) of bytes. */
export async function md5Base64(data: Uint8Array): Promise<string> {
  const { createHash } = await import('node:crypto');
  return createHash('md5').update(data).digest('base64');
}
