/**
 * SDK clients for the suites: firebase-admin (seeding and checking, bypasses rules), web clients
 * signed in through the Auth emulator (callables), and web clients with emulator mock tokens
 * (the rules matrix).
 */
import { getApps as getAdminApps, initializeApp as initAdminApp } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import {
  getFirestore as getAdminFirestore,
  type Firestore as AdminFirestore,
} from 'firebase-admin/firestore';
import { getStorage as getAdminStorage } from 'firebase-admin/storage';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, type Auth } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  getFirestore,
  setLogLevel,
  type Firestore,
} from 'firebase/firestore/lite';
import {
  connectFunctionsEmulator,
  getFunctions,
  httpsCallable,
  type Functions,
} from 'firebase/functions';
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { afterAll } from 'vitest';
import {
  callables,
  type AnyCallable,
  type CallableInput,
  type CallableOutput,
} from '@groundtruth/domain/callable-registry';
import { callableErrorText } from '@groundtruth/domain/callables';
import {
  LOCAL_TOOL_SECRET_ENV,
  sendLocalToolHeader,
} from '../../dev-stack/src/stack/local-tool.mjs';
import { BUCKET, EMULATOR_ENV, HOST, PORTS, PROJECT_ID } from './stack';
import { TERMS_VERSION } from '@groundtruth/domain/constants';

Object.assign(process.env, EMULATOR_ENV);
// Every call these clients make is a test helper's, exempt from the per-client limits with the
// secret testing/global-setup.ts gave the Functions emulator: the suites sign up many accounts
// from 127.0.0.1. test/rate-limits.test.ts calls without it, as a visitor would.
sendLocalToolHeader(`http://${HOST}:${PORTS.functions}`, process.env[LOCAL_TOOL_SECRET_ENV] ?? '');
setLogLevel('silent');

let adminDb: AdminFirestore | undefined;

function adminApp() {
  return getAdminApps()[0] ?? initAdminApp({ projectId: PROJECT_ID, storageBucket: BUCKET });
}

/** firebase-admin, for seeding and for checking what the functions wrote. */
export const admin = {
  db(): AdminFirestore {
    adminDb ??= getAdminFirestore(adminApp());
    return adminDb;
  },
  auth: () => getAdminAuth(adminApp()),
  bucket: () => getAdminStorage(adminApp()).bucket(BUCKET),
};

const apps: FirebaseApp[] = [];
let counter = 0;

afterAll(async () => {
  await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
});

function webApp(): FirebaseApp {
  const app = initializeApp(
    { projectId: PROJECT_ID, apiKey: 'fake-api-key', storageBucket: BUCKET },
    `test-${process.pid}-${++counter}`,
  );
  apps.push(app);
  return app;
}

/** An error from a callable, reduced to what a screen shows. */
export interface CallError {
  code: string;
  message: string;
  details?: { title?: string } & Record<string, unknown>;
}

/** A web client: callables, Firestore lite and Storage, signed in or not. */
export interface WebClient {
  app: FirebaseApp;
  auth: Auth;
  functions: Functions;
  db: Firestore;
  storage: FirebaseStorage;
  uid: string | null;
  /** Calls the callable of a registry entry with input of its type; returns its typed output. */
  call<E extends AnyCallable>(entry: E, data: CallableInput<E>): Promise<CallableOutput<E>>;
  /** The error a call fails with; fails the test if the call succeeds. */
  callError<E extends AnyCallable>(entry: E, data: CallableInput<E>): Promise<CallError>;
  /** Sends any data at all, as a broken or hostile client would; returns what came back. */
  callRaw(entry: AnyCallable, data: unknown): Promise<unknown>;
  /** The error sending any data fails with; fails the test if the call succeeds. */
  callRawError(entry: AnyCallable, data: unknown): Promise<CallError>;
  /**
   * Posts `json` verbatim as the request's data, bypassing the SDK's encoding (which cannot send
   * a "__proto__" key): what a hand-written client can send. Returns the callable's answer.
   */
  sendJson(entry: AnyCallable, json: string): Promise<WireAnswer>;
}

/** A callable's answer on the wire: its result, or its error with the code as the SDK names it. */
export type WireAnswer =
  { ok: true; result: unknown } | { ok: false; code: string; message: string; httpStatus: number };

async function sendJson(auth: Auth, entry: AnyCallable, json: string): Promise<WireAnswer> {
  const token = await auth.currentUser?.getIdToken();
  const post = () =>
    fetch(`http://${HOST}:${PORTS.functions}/${PROJECT_ID}/us-central1/${entry.name}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: `{"data":${json}}`,
    });
  let response: Response;
  try {
    response = await post();
  } catch (error) {
    // A kept-alive connection the emulator closed just as this request reused it ("other side
    // closed", before any answer): a transport failure, not the callable's answer. Sent once more
    // on a new connection; any answer, and any other failure, is the test's to judge.
    if ((error as { cause?: { code?: string } }).cause?.code !== 'UND_ERR_SOCKET') throw error;
    response = await post();
  }
  const text = await response.text();
  let body: { result?: unknown; error?: { status?: string; message?: string } };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return {
      ok: false,
      code: 'not-json',
      message: text.slice(0, 200),
      httpStatus: response.status,
    };
  }
  if (!body.error) return { ok: true, result: body.result };
  return {
    ok: false,
    code: String(body.error.status).toLowerCase().replaceAll('_', '-'),
    message: String(body.error.message),
    httpStatus: response.status,
  };
}

/** The error of a failed call, as a screen shows it. */
function toCallError(err: unknown): CallError {
  const e = err as { code: string; details?: CallError['details'] };
  const { message } = callableErrorText(err);
  return { code: e.code.replace(/^functions\//, ''), message, details: e.details };
}

/** A web client, signed out. */
export function anonymousClient(): WebClient {
  const app = webApp();
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${HOST}:${PORTS.auth}`, { disableWarnings: true });
  const functions = getFunctions(app, 'us-central1');
  connectFunctionsEmulator(functions, HOST, PORTS.functions);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, HOST, PORTS.firestore);
  const storage = getStorage(app);
  connectStorageEmulator(storage, HOST, PORTS.storage);
  const callRaw = async (entry: AnyCallable, data: unknown) =>
    (await httpsCallable(functions, entry.name, { timeout: 60_000 })(data)).data;
  const callRawError = async (entry: AnyCallable, data: unknown) => {
    try {
      await callRaw(entry, data);
    } catch (err) {
      return toCallError(err);
    }
    throw new Error(`${entry.name} succeeded; an error was expected`);
  };
  return {
    app,
    auth,
    functions,
    db,
    storage,
    uid: null,
    call: async (entry, data) => (await callRaw(entry, data)) as CallableOutput<typeof entry>,
    callError: (entry, data) => callRawError(entry, data),
    callRaw,
    callRawError,
    sendJson: (entry, json) => sendJson(auth, entry, json),
  };
}

/** A web client signed in with e-mail and password through the Auth emulator. */
export async function signedInClient(email: string, password: string): Promise<WebClient> {
  const client = anonymousClient();
  const credential = await signInWithEmailAndPassword(client.auth, email, password);
  client.uid = credential.user.uid;
  return client;
}

export const PASSWORD = 'correct-horse-battery';

/** A unique test e-mail. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${process.pid}-${++counter}-${Date.now()}@example.com`;
}

/** What sign-up's step 4 sends once the person accepts the current terms and confirms their age. */
export const SIGNUP_CONSENT = { termsVersion: TERMS_VERSION, confirmsAdult: true } as const;

/** A signed-in member of the test: a web client with a known uid and e-mail. */
export type Member = WebClient & { uid: string; email: string };

/**
 * A creator made through createAccount, as the sign-up wizard makes one, then signed in. The
 * address is verified first (as if the creator had clicked the e-mail's link), so the ID token
 * carries email_verified and payouts can be requested; `verified: false` leaves it unverified.
 */
export async function newCreator(
  prefix = 'creator',
  name = 'Casey Creator',
  { verified = true } = {},
): Promise<Member> {
  const email = uniqueEmail(prefix);
  const { uid } = await anonymousClient().call(callables.createAccount, {
    name,
    email,
    password: PASSWORD,
    chosenPaths: ['video'],
    country: 'US',
    language: 'en',
    ...SIGNUP_CONSENT,
  });
  if (verified) await admin.auth().updateUser(uid, { emailVerified: true });
  const client = await signedInClient(email, PASSWORD);
  return Object.assign(client, { uid: client.uid as string, email });
}

/** A staff member: a creator account promoted with firebase-admin (claim and documents), signed in. */
export async function newStaff(
  role: 'support' | 'admin',
  name = role === 'admin' ? 'Ada Admin' : 'Sam Support',
): Promise<Member> {
  const email = uniqueEmail(role);
  const { uid } = await anonymousClient().call(callables.createAccount, {
    name,
    email,
    password: PASSWORD,
    chosenPaths: ['video'],
    ...SIGNUP_CONSENT,
  });
  await admin.auth().setCustomUserClaims(uid, { role });
  const db = admin.db();
  await db
    .batch()
    .update(db.doc(`users/${uid}`), { role })
    .set(db.doc(`user_roles/${uid}`), { user_id: uid, role })
    .commit();
  const client = await signedInClient(email, PASSWORD);
  return Object.assign(client, { uid, email });
}

/** A web Firestore and Storage acting with an emulator mock token (no Auth round trip). */
export function mockClient(token: { sub: string; role?: string } | null) {
  const app = webApp();
  const db = getFirestore(app);
  const storage = getStorage(app);
  const mockUserToken = token ? { user_id: token.sub, ...token } : undefined;
  connectFirestoreEmulator(db, HOST, PORTS.firestore, mockUserToken ? { mockUserToken } : {});
  connectStorageEmulator(storage, HOST, PORTS.storage, mockUserToken ? { mockUserToken } : {});
  return { db, storage };
}
