// The callables over HTTP as the web SDK calls them (POST {data} → {result} | {error}), with an
// ID token from the Auth emulator: a journey creates a fresh creator or a task through the
// product's own functions instead of depending on what another journey left behind.
import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';
import type {
  AnyCallable,
  CallableInput,
  CallableOutput,
} from '../../domain/src/callable-registry';
import { appUrl, DEMO_ADMIN, DEMO_PASSWORD, STACK } from './stack';

type Registry = (typeof import('../../domain/src/callable-registry'))['callables'];

/** The current terms' version, read as the seed reads it (no JSON import here). */
export const TERMS_VERSION = (
  JSON.parse(fs.readFileSync(new URL('../../domain/src/terms.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

/** What sign-up's step 4 sends once the person accepts the current terms and confirms their age. */
export const SIGNUP_CONSENT = { termsVersion: TERMS_VERSION, confirmsAdult: true } as const;
let registry: Promise<Registry> | undefined;

/**
 * The callable registry (domain/src/callable-registry.ts). Loaded through jiti, as the seed does:
 * domain's constants import terms.json without the import attribute Node's ESM loader wants.
 */
export function loadCallables(): Promise<Registry> {
  registry ??= import('jiti').then(async ({ createJiti }) => {
    const module = await createJiti(import.meta.url).import<{ callables: Registry }>(
      new URL('../../domain/src/callable-registry.ts', import.meta.url).href,
    );
    return module.callables;
  });
  return registry;
}

/** What a refused call answered (the callable protocol's error object). */
export class CallableError extends Error {
  constructor(
    readonly status: string,
    message: string,
    readonly details: unknown,
  ) {
    super(message);
  }
}

/** Calls a registry entry's function, as `idToken`'s user when given. */
export async function callAs<E extends AnyCallable>(
  idToken: string | null,
  entry: E,
  data: CallableInput<E>,
): Promise<CallableOutput<E>> {
  const response = await fetch(
    `http://127.0.0.1:${STACK.ports.functions}/${STACK.projectId}/us-central1/${entry.name}`,
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}),
      },
      body: JSON.stringify({ data }),
    },
  );
  const body = (await response.json()) as {
    result?: CallableOutput<E>;
    error?: { status: string; message: string; details?: unknown };
  };
  if (body.error)
    throw new CallableError(body.error.status, body.error.message, body.error.details);
  return body.result as CallableOutput<E>;
}

/**
 * A payment method of `idToken`'s creator, verified as a creator verifies one: with the code the
 * provider sent (the payout sandbox's SANDBOX_VERIFICATION_CODE). processPayout pays only these.
 */
export async function addVerifiedPayoutAccount(
  idToken: string,
  input: CallableInput<Registry['addPayoutAccount']>,
): Promise<CallableOutput<Registry['addPayoutAccount']>> {
  const callables = await loadCallables();
  const added = await callAs(idToken, callables.addPayoutAccount, input);
  const { SANDBOX_VERIFICATION_CODE } = await import('jiti').then(({ createJiti }) =>
    createJiti(import.meta.url).import<{ SANDBOX_VERIFICATION_CODE: string }>(
      new URL('../../domain/src/constants.ts', import.meta.url).href,
    ),
  );
  await callAs(idToken, callables.verifyPayoutAccount, {
    accountId: added.accountId,
    code: SANDBOX_VERIFICATION_CODE,
  });
  return added;
}

/** Signs in with the Auth emulator's REST API: the user's id and a fresh ID token. */
export async function signInWithPassword(email: string, password: string) {
  const response = await fetch(
    `http://127.0.0.1:${STACK.ports.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { localId: string; idToken: string };
  expect(body.idToken, `sign-in of ${email}`).toBeTruthy();
  return { uid: body.localId, idToken: body.idToken };
}

/** A brand-new creator account made by createAccount, signed in for calls. */
export async function freshCreator(label: string) {
  const email = `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'creator-pass-1';
  const name = `Creator ${label}`;
  const callables = await loadCallables();
  await callAs(null, callables.createAccount, {
    name,
    email,
    password,
    chosenPaths: ['video', 'documentation'],
    ...SIGNUP_CONSENT,
  });
  const { uid, idToken } = await signInWithPassword(email, password);
  return { email, password, name, uid, idToken };
}

/** The demo admin's ID token, to create tasks through createTask. */
export async function adminToken(): Promise<string> {
  return (await signInWithPassword(DEMO_ADMIN, DEMO_PASSWORD)).idToken;
}

/** An account's session as Firebase Auth keeps it in IndexedDB (its `authUser` record). */
async function sessionRecord(email: string, password: string, apiKey: string) {
  const auth = `http://127.0.0.1:${STACK.ports.auth}/identitytoolkit.googleapis.com/v1`;
  const signedIn = (await (
    await fetch(`${auth}/accounts:signInWithPassword?key=${apiKey}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    })
  ).json()) as { localId: string; idToken: string; refreshToken: string; expiresIn: string };
  expect(signedIn.idToken, `sign-in of ${email}`).toBeTruthy();
  const { users } = (await (
    await fetch(`${auth}/accounts:lookup?key=${apiKey}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ idToken: signedIn.idToken }),
    })
  ).json()) as {
    users: {
      displayName?: string;
      emailVerified: boolean;
      createdAt: string;
      lastLoginAt: string;
    }[];
  };
  const user = users[0]!;
  return {
    fbase_key: `firebase:authUser:${apiKey}:[DEFAULT]`,
    value: {
      uid: signedIn.localId,
      email,
      emailVerified: user.emailVerified,
      displayName: user.displayName,
      isAnonymous: false,
      providerData: [
        {
          providerId: 'password',
          uid: email,
          displayName: user.displayName ?? null,
          email,
          phoneNumber: null,
          photoURL: null,
        },
      ],
      stsTokenManager: {
        refreshToken: signedIn.refreshToken,
        accessToken: signedIn.idToken,
        expirationTime: Date.now() + Number(signedIn.expiresIn) * 1000,
      },
      createdAt: user.createdAt,
      lastLoginAt: user.lastLoginAt,
      apiKey,
      appName: '[DEFAULT]',
    },
  };
}

/**
 * Opens the dashboard signed in as `email`, without the sign-in form: the session Firebase Auth
 * keeps in the shell origin's IndexedDB (what a sign-in leaves there, and Playwright's
 * `storageState({ indexedDB: true })` saves) is written from the Auth emulator's answer, as a
 * person's browser holds it on a return visit. The form itself is the sign-in journeys' (auth,
 * sign-in-return, return-visit).
 */
export async function signIn(
  page: Page,
  email: string,
  password: string,
  /** The shell's origin: the production build's (default), a test's own served product, or dev servers'. */
  shellUrl: string = appUrl,
) {
  // A file of the shell's origin that starts no app: its IndexedDB is the app's.
  const config = await page.goto(`${shellUrl}/app-config.json`);
  const { apiKey } = ((await config!.json()) as { firebase: { apiKey: string } }).firebase;
  const record = await sessionRecord(email, password, apiKey);
  await page.evaluate(
    (value) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('firebaseLocalStorageDb', 1);
        open.onupgradeneeded = () =>
          open.result.createObjectStore('firebaseLocalStorage', { keyPath: 'fbase_key' });
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const write = open.result.transaction('firebaseLocalStorage', 'readwrite');
          write.objectStore('firebaseLocalStorage').put(value);
          write.oncomplete = () => {
            open.result.close();
            resolve();
          };
          write.onerror = () => reject(write.error);
        };
      }),
    record,
  );
  await page.goto(`${shellUrl}/dashboard`);
  await expect(page).toHaveURL(`${shellUrl}/dashboard`, { timeout: 30_000 });
  // The signed-in frame (a signed-out visit would have gone to the login page).
  await expect(page.getByRole('navigation', { name: /^(Creator|Staff|Customer)$/ })).toBeVisible({
    timeout: 30_000,
  });
}

/** Signs in through the login page and waits for the dashboard. */
export async function signInThroughUi(
  page: Page,
  email: string,
  password: string,
  /** The shell's origin: the production build's (default), a test's own served product, or dev servers' (testing/dev-servers). */
  shellUrl: string = appUrl,
) {
  await page.goto(`${shellUrl}/auth/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${shellUrl}/dashboard`, { timeout: 30_000 });
}
