/** The full `firebase/firestore` SDK (streams over gRPC in Node) pointed at a test emulator. */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  initializeFirestore,
  onSnapshot,
  setLogLevel,
  terminate,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type QuerySnapshot,
} from 'firebase/firestore';

setLogLevel('silent');

let counter = 0;

export interface FullClients {
  /** A full-SDK Firestore for `project` on `host:port`, signed in as `token` when given. */
  client(project: string, token?: { sub: string; [claim: string]: unknown }): Firestore;
  close(): Promise<void>;
}

export function fullClients(host: string, port: () => number): FullClients {
  const apps: FirebaseApp[] = [];
  const dbs: Firestore[] = [];
  return {
    client(project, token) {
      const app = initializeApp(
        { projectId: project, apiKey: 'fake-api-key' },
        `full-${++counter}`,
      );
      apps.push(app);
      const db = initializeFirestore(app, {});
      connectFirestoreEmulator(
        db,
        host,
        port(),
        token ? { mockUserToken: { user_id: token.sub, ...token } } : {},
      );
      dbs.push(db);
      return db;
    },
    async close() {
      await Promise.all(dbs.map((db) => terminate(db)));
      await Promise.all(apps.map((a) => deleteApp(a)));
    },
  };
}

/** Collects a listener's snapshots and waits for one that satisfies a predicate. */
export class Snapshots<S> {
  readonly all: S[] = [];
  error: Error | null = null;
  private waiters: { pred: (s: S) => boolean; resolve: (s: S) => void }[] = [];
  private errorWaiters: ((e: Error) => void)[] = [];
  readonly unsubscribe: () => void;

  constructor(subscribe: (next: (s: S) => void, error: (e: Error) => void) => () => void) {
    this.unsubscribe = subscribe(
      (s) => {
        this.all.push(s);
        this.waiters = this.waiters.filter((w) => {
          if (!w.pred(s)) return true;
          w.resolve(s);
          return false;
        });
      },
      (e) => {
        this.error = e;
        for (const w of this.errorWaiters) w(e);
      },
    );
  }

  next(pred: (s: S) => boolean, timeoutMs = 10_000): Promise<S> {
    const seen = this.all.find(pred);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no matching snapshot within ${timeoutMs} ms`)),
        timeoutMs,
      );
      this.waiters.push({
        pred,
        resolve: (s) => {
          clearTimeout(timer);
          resolve(s);
        },
      });
    });
  }

  failure(timeoutMs = 10_000): Promise<Error> {
    if (this.error) return Promise.resolve(this.error);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no error')), timeoutMs);
      this.errorWaiters.push((e) => {
        clearTimeout(timer);
        resolve(e);
      });
    });
  }
}

export function watchDoc(ref: DocumentReference): Snapshots<DocumentSnapshot> {
  return new Snapshots((next, error) =>
    onSnapshot(ref, { includeMetadataChanges: true }, next, error),
  );
}

export function watchQuery(q: Query): Snapshots<QuerySnapshot> {
  return new Snapshots((next, error) =>
    onSnapshot(q, { includeMetadataChanges: true }, next, error),
  );
}
